import { runInNewContext } from 'node:vm';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

interface Overview {
  Finance: {
    FinanceData: { Variation: string; Key: string; Available: boolean }[];
    FinanceConfiguration: { FinanceServiceUrl: string };
  };
}
interface VehicleList {
  Segments: { Vehicles: { ModelId: string }[] }[];
}

const API = '/api/posconfigurator';
// The simulator does not depend on the database kind: PGlite alone is enough.
const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });

describe('the finance simulator script', () => {
  let t: TestApp;
  let serviceUrl: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    t = await startTestApp(pglite, { FINANCE_ANNUAL_RATE_PERCENT: '5.5', FINANCE_TERM_MONTHS: '36' });
    // The URL as a visitor's client learns it: from the overview of a model that has finance data.
    const list = (await t.app.inject({ url: `${API}/vehicles?brand=KTM&c=en-GB` })).json() as VehicleList;
    for (const { ModelId } of list.Segments.flatMap((segment) => segment.Vehicles)) {
      const overview = (
        await t.app.inject({ url: `${API}/vehicles/${ModelId}?brand=KTM&c=en-GB` })
      ).json() as Overview;
      if (overview.Finance.FinanceData.some((entry) => entry.Available)) {
        serviceUrl = overview.Finance.FinanceConfiguration.FinanceServiceUrl;
        break;
      }
    }
    if (!serviceUrl) throw new Error('the seed needs a KTM model with available finance data');
  });
  afterAll(() => t?.close());

  it('is served at the FinanceServiceUrl the overview names, as JavaScript the page policy admits', async () => {
    expect(serviceUrl).toBe('/finance/simulator.js');
    const response = await t.app.inject({ url: serviceUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Same origin as the page: script-src 'self' lets the page load it, with no inline code allowed.
    const page = await t.app.inject({ url: '/main/configuration/any/categories' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('registers the simulator with the offer of the server configuration', async () => {
    const body = (await t.app.inject({ url: serviceUrl })).body;
    const context: {
      ConfiguratorFinance?: { offer(): unknown; annuity(p: number, r: number, n: number): number };
    } = {};
    runInNewContext(body, context);
    expect(context.ConfiguratorFinance?.offer()).toEqual({ annualRatePercent: 5.5, termMonths: 36 });
    expect(context.ConfiguratorFinance?.annuity(12_000, 0, 36)).toBe(12_000 / 36);
  });

  it('answers HEAD and leaves other methods to the not-found answer', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: serviceUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: serviceUrl })).statusCode).toBe(404);
  });
});

describe('finance configuration', () => {
  it('defaults to 4.9 % over 48 months and names a bad variable', () => {
    const config = loadConfig({});
    expect([config.FINANCE_ANNUAL_RATE_PERCENT, config.FINANCE_TERM_MONTHS]).toEqual([4.9, 48]);
    expect(() => loadConfig({ FINANCE_TERM_MONTHS: 'four years' })).toThrow(/FINANCE_TERM_MONTHS/);
    expect(() => loadConfig({ FINANCE_ANNUAL_RATE_PERCENT: '-1' })).toThrow(/FINANCE_ANNUAL_RATE_PERCENT/);
  });
});
