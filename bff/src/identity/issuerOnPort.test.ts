import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationParameters } from '../testing/oidcLogin.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

/** The login of a server on a port other than 3000, with no OIDC_ISSUER set. */
describe.each(testDatabases())('the built-in provider of a server on port 3456 on $name', (testDatabase) => {
  let t: TestApp;
  const origin = 'http://localhost:3456';

  beforeAll(async () => {
    t = await startTestApp(testDatabase, { PORT: '3456' });
  });
  afterAll(() => t?.close());

  it('runs on that port: discovery, settings and the login redirect name it', async () => {
    const host = { host: 'localhost:3456' };
    const discovery = await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: host });
    expect(discovery.statusCode, discovery.body).toBe(200);
    expect(discovery.json().issuer).toBe(`${origin}/oidc`);
    expect(discovery.json().authorization_endpoint).toBe(`${origin}/oidc/auth`);
    const settings = await t.app.inject({ url: '/api/posconfigurator/appsettings' });
    expect(settings.json().CdcApplicationSettings).toMatchObject({ Url: `${origin}/oidc`, CdcEnabled: true });

    const login = new URLSearchParams(authorizationParameters(origin, 'port-test'));
    const redirected = await t.app.inject({
      url: `/oidc/auth?${login}`,
      headers: { host: 'localhost:3456' },
    });
    expect(redirected.statusCode, redirected.body).toBe(303);
    expect(redirected.headers.location).toMatch(/^\/oidc\/interaction\//);
  });
});
