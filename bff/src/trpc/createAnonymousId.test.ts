import { configurationReadModel } from '@configurator/migrations/db/schema/projections';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

/**
 * The browser creates configurations through tRPC: the visit's anonymous id comes in the same
 * x-anonymous-id header as on REST `POST /configuration/create`, and is stored the same way.
 */
describe.each(testDatabases())('tRPC configuration.create and the anonymous id on $name', (testDatabase) => {
  let t: TestApp;
  let modelId: string;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    modelId = (await new ConfigurationClient(t.app).vehicles())[0]!.ModelId;
  });
  afterAll(() => t?.close());

  const create = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.create',
      headers: { ...XHR, ...headers },
      payload: { modelId, c: 'en-GB', m: 'GB' },
    });

  async function creatorOf(configurationId: string): Promise<string | null | undefined> {
    const [row] = await t.database.db
      .select()
      .from(configurationReadModel)
      .where(eq(configurationReadModel.configurationId, configurationId));
    return row?.creatorAnonymousId;
  }

  it('records the x-anonymous-id header as the creator, in the event and the read model', async () => {
    const anonymousId = '0f9e8d7c6b5a49382716a5b4c3d2e1f0';
    const answer = await create({ 'x-anonymous-id': anonymousId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { ConfigurationId } = answer.json().result.data as { ConfigurationId: string };
    const [created] = await streamEvents(t.app, ConfigurationId);
    expect(created?.data).toMatchObject({ anonymousId, modelId });
    expect(created?.metadata).toMatchObject({ actor: { anonymousId } });
    expect(await creatorOf(ConfigurationId)).toBe(anonymousId);

    const without = await create({});
    expect(without.statusCode, without.body).toBe(200);
    expect(
      await creatorOf((without.json().result.data as { ConfigurationId: string }).ConfigurationId),
    ).toBeNull();
  });

  it('refuses an anonymous id that is no id, naming the header', async () => {
    const answer = await create({ 'x-anonymous-id': 'has spaces in it' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/x-anonymous-id/);
  });
});
