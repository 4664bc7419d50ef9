import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

describe.each(testDatabases())('security headers and rate limits on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(testDatabase, {
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
      RATE_LIMIT_LOGINS_PER_MINUTE: '2',
    });
  });
  afterAll(() => t?.close());

  it('sends the security headers and a Content Security Policy on the API, the provider and the pages', async () => {
    for (const url of [
      '/api/posconfigurator/appsettings',
      '/oidc/.well-known/openid-configuration',
      '/oidc/assets/ktm.css',
      '/main',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("connect-src 'self'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('answers 429 once the state-changing calls of an address exceed the limit; reading stays open', async () => {
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/posconfigurator/configuration/create',
        headers: XHR,
        payload: { ModelId: 'no-such-model' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await create()).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(/Too many requests/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: '/api/posconfigurator/appsettings' })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/interaction/unknown/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
        payload: 'email=a%40example.com&password=x',
      });
    expect((await attempt()).statusCode).not.toBe(429);
    expect((await attempt()).statusCode).not.toBe(429);
    expect((await attempt()).statusCode).toBe(429);
  });
});
