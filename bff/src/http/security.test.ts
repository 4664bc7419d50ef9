import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

describe.each(testDatabases())('security headers and rate limits on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(testDatabase, {
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
      RATE_LIMIT_DRY_RUNS_PER_MINUTE: '6',
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
    // The limit per minute, and the seconds left until the window ends (as Retry-After says).
    const [, seconds] =
      /^Too many requests: at most 3 state-changing calls per minute from one address; try again in (\d+) seconds?\.$/.exec(
        refused.json().Message,
      ) ?? [];
    expect(seconds, refused.json().Message).toBeDefined();
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    expect(Number(seconds)).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(seconds);
    expect((await t.app.inject({ url: '/api/posconfigurator/appsettings' })).statusCode).toBe(200);
  });

  it('counts dry runs apart from writes, with a higher limit of their own, on REST and tRPC', async () => {
    const setup = '203.0.113.30';
    const visitor = '203.0.113.31';
    const call = (remoteAddress: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, remoteAddress, headers: XHR, payload });
    const [model] = (await t.app.inject({ url: '/api/posconfigurator/vehicles?c=en-AT' }))
      .json()
      .Segments.flatMap((s: { Vehicles: { ModelId: string }[] }) => s.Vehicles);
    const created = await call(setup, 'POST', '/api/posconfigurator/configuration/create', {
      ModelId: model.ModelId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().ConfigurationId;
    const overview = (await t.app.inject({ url: `/api/posconfigurator/vehicles/${model.ModelId}` })).json();
    const partId = overview.Parts.find((p: { IsColorPart: boolean }) => !p.IsColorPart).PartId;

    // More dry runs than writes are allowed: an add with many questions asks many.
    const dryRuns = [
      () =>
        call(visitor, 'POST', `/api/posconfigurator/configuration/${id}/add-part`, {
          PartId: partId,
          DryRun: true,
        }),
      () =>
        call(visitor, 'PUT', `/api/posconfigurator/configuration/update/${id}`, {
          VariationCode: overview.Variations.at(-1).Code,
          DryRun: true,
        }),
      () =>
        call(visitor, 'POST', '/api/trpc/configuration.addPart?batch=1', {
          0: { configurationId: id, partId, dryRun: true },
        }),
    ];
    for (let i = 0; i < 6; i++) {
      const response = await dryRuns[i % dryRuns.length]!();
      expect(response.statusCode, `dry run ${i + 1}: ${response.body}`).toBe(200);
    }
    const refused = await dryRuns[0]!();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(
      /^Too many requests: at most 6 dry runs per minute from one address; try again in \d+ seconds?\.$/,
    );
    // The writes of the same address are still all there; a DryRun flag on a call that has no dry
    // run counts as the write it is.
    const added = await call(visitor, 'POST', `/api/posconfigurator/configuration/${id}/add-part`, {
      PartId: partId,
    });
    expect(added.statusCode, added.body).not.toBe(429);
    for (let i = 0; i < 2; i++) {
      const create = await call(visitor, 'POST', '/api/posconfigurator/configuration/create', {
        ModelId: model.ModelId,
        DryRun: true,
      });
      expect(create.statusCode, create.body).toBe(200);
    }
    const fourth = await call(visitor, 'POST', '/api/posconfigurator/configuration/create', {
      ModelId: model.ModelId,
      DryRun: true,
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toMatch(/at most 3 state-changing calls per minute/);
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
