import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

interface TrpcRefusal {
  error: { message: string; data: { httpStatus: number; details?: { Field?: string } } };
}

/**
 * tRPC answers bad input as REST does: `field: what is wrong` for each field, the first field named
 * in the details; never the validator's raw JSON.
 */
describe.each(testDatabases())('tRPC input errors on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const call = async (procedure: string, payload: unknown) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/trpc/${procedure}`,
      headers: XHR,
      payload: payload as Record<string, unknown>,
    });
    return { status: answer.statusCode, body: answer.json() as TrpcRefusal };
  };

  it('names the field and what is wrong with it', async () => {
    const { status, body } = await call('configuration.create', { modelId: 5 });
    expect(status).toBe(400);
    expect(body.error.message).toBe('modelId: Invalid input: expected string, received number');
    expect(body.error.data.details).toEqual({ Field: 'modelId' });
  });

  it('names every wrong field, nested ones by their path', async () => {
    const { status, body } = await call('configuration.addPart', {
      configurationId: 'not-an-id',
      partId: 'seven',
    });
    expect(status).toBe(400);
    expect(body.error.message).not.toMatch(/^\[/);
    expect(body.error.message).toMatch(/configurationId: /);
    expect(body.error.message).toMatch(/partId: /);
    expect(body.error.data.details?.Field).toMatch(/^(configurationId|partId)$/);
  });
});
