import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';

const API = '/api/posconfigurator';
const ACCEPTED = /country code such as AT or a market code such as CENTRAL/;

describe.each(testDatabases())('the request context m on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('takes a country code or a market code as m', async () => {
    for (const m of ['AT', 'jp', 'CENTRAL', 'swiss']) {
      const response = await t.app.inject({ url: `${API}/vehicles?c=en-GB&m=${m}` });
      expect(response.statusCode, `m=${m}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a malformed m on REST, saying that a country code or a market code is expected', async () => {
    for (const m of ['A', 'A-T', '12', 'MUCHTOOLONG']) {
      const response = await t.app.inject({ url: `${API}/vehicles?c=en-GB&m=${encodeURIComponent(m)}` });
      expect(response.statusCode, `m=${m}`).toBe(400);
      const message = (response.json() as { Message: string }).Message;
      expect(message).toMatch(/^querystring\.m: /);
      expect(message).toMatch(ACCEPTED);
    }
  });

  it('refuses a malformed m on tRPC with the same words', async () => {
    const input = encodeURIComponent(JSON.stringify({ c: 'en-GB', m: 'A' }));
    const response = await t.app.inject({ url: `/api/trpc/vehicles.list?input=${input}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { message: string; data: { details: { Field: string } } } };
    expect(error.message).toMatch(/^m: /);
    expect(error.message.slice('m: '.length)).toMatch(ACCEPTED);
    expect(error.data.details.Field).toBe('m');
  });
});
