import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

const PARALLEL = 20;

describe.each(testDatabases())('concurrent part changes on $name', (testDatabase) => {
  let t: TestApp;
  let second: FastifyInstance;
  let api: ConfigurationClient;
  let modelId: string;
  /** Parts that need nothing and clash with none of the others, whatever the order they come in. */
  let parts: number[];

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    // Another server process on the same database, as behind a load balancer.
    second = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database: t.database });
    await second.ready();
    api = new ConfigurationClient(t.app);
    const overviews = await Promise.all((await api.vehicles()).map((v) => api.overview(v.ModelId)));
    const overview = overviews.reduce((most, o) => (o.Parts.length > most.Parts.length ? o : most));
    modelId = overview.Vehicle.ModelId;
    const candidates = overview.Parts.filter((p) => !p.IsColorPart).map((p) => p.PartId);
    const compatible = async (order: number[]) => {
      const { ConfigurationId: id } = await api.create(modelId);
      const kept: number[] = [];
      for (const partId of order) {
        const dryRun = await api.change(id, 'add-part', { PartId: partId, DryRun: true });
        if (dryRun.RulesResult) continue;
        await api.change(id, 'add-part', { PartId: partId });
        kept.push(partId);
      }
      return kept;
    };
    parts = (await compatible([...(await compatible(candidates))].reverse())).slice(0, PARALLEL);
    expect(parts).toHaveLength(PARALLEL);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const addPart = (app: FastifyInstance, id: string, partId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/posconfigurator/configuration/${id}/add-part`,
      headers: XHR,
      payload: { PartId: partId, DryRun: false },
    });

  /** What the stream and the read side say after the parallel requests. */
  async function expectNoLostUpdate(id: string, sent: number[], statuses: number[], answers: unknown[]) {
    const succeeded = sent.filter((_, i) => statuses[i] === 200);
    for (const [i, status] of statuses.entries()) {
      expect([200, 409], JSON.stringify(answers[i])).toContain(status);
    }
    const stored = await streamEvents(t.app, id);
    expect(stored.map((e) => e.streamVersion)).toEqual(stored.map((_, i) => i + 1));
    const added = stored.filter((e) => e.type === 'PartAdded');
    expect(added).toHaveLength(succeeded.length);
    expect(added.map((e) => (e.data as { partId: number }).partId).sort()).toEqual([...succeeded].sort());
    const loaded = await api.load(id);
    expect([...loaded.Configuration.SelectedPartIds].sort()).toEqual([...succeeded].sort());
    expect(loaded.Configuration.StreamVersion).toBe(stored.length);
    return succeeded;
  }

  it(`keeps every one of ${PARALLEL} parallel additions to one configuration`, async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const responses = await Promise.all(parts.map((partId) => addPart(t.app, id, partId)));
    const answers = responses.map((r) => r.json());
    const succeeded = await expectNoLostUpdate(
      id,
      parts,
      responses.map((r) => r.statusCode),
      answers,
    );
    // One process queues its own writers: none of them has to give up.
    expect(succeeded).toEqual(parts);
    for (const [i, answer] of answers.entries()) {
      expect(answer.AddedPartIds).toEqual([parts[i]]);
      expect(answer.PartIds).toContain(parts[i]);
    }
  });

  it('keeps every addition when two server processes write to the same configuration', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const half = PARALLEL / 2;
    const requests = parts.map((partId, i) => addPart(i < half ? t.app : second, id, partId));
    const responses = await Promise.all(requests);
    const succeeded = await expectNoLostUpdate(
      id,
      parts,
      responses.map((r) => r.statusCode),
      responses.map((r) => r.json()),
    );
    // The stream version decides between the processes; the bounded retries absorb the collisions.
    expect(succeeded).toEqual(parts);
    const fromSecond = await second.inject({ url: `/api/posconfigurator/configuration/${id}` });
    expect(fromSecond.json().Configuration.SelectedPartIds).toEqual(
      (await api.load(id)).Configuration.SelectedPartIds,
    );
  });
});
