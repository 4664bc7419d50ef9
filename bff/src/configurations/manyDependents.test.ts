import { importCatalogText } from '@configurator/migrations/catalog/importCatalog';
import { miniCatalog } from '@configurator/migrations/testing/miniCatalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { PART_ID_LIST_MAX } from './configurationSchemas.js';

const MODEL = 'KTM-390-DUKE-2024';
/** The part the others need, and how many need it: more than any fixed list bound of old (500). */
const BASE_PART = 105;
const DEPENDENTS = 600;

/** The small catalog with a seat that 600 further parts need, and a setup that brings them all. */
function catalogWithManyDependents(): string {
  const catalog = miniCatalog();
  const template = catalog.parts.find((part) => part.partId === BASE_PART)!;
  const dependents = Array.from({ length: DEPENDENTS }, (_, i) => 2001 + i);
  catalog.parts.push(
    ...dependents.map((partId) => ({ ...template, partId, code: `DEP-${partId}`, canBeRendered: false })),
  );
  const vehicle = catalog.vehicles[0]!;
  vehicle.parts.push(...dependents);
  vehicle.rules!.push(...dependents.map((partId) => ({ ruleType: 1 as const, partId, parts: [BASE_PART] })));
  vehicle.setups!.push({
    ...vehicle.setups![0]!,
    setupId: 'everything-on-the-seat',
    parts: [BASE_PART, ...dependents],
  });
  return JSON.stringify(catalog);
}

describe.each(testDatabases())('a part with 600 dependents on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    await importCatalogText(t.database.db, catalogWithManyDependents(), 'many-dependents.json');
    t.app.services.catalog.invalidate();
    api = new ConfigurationClient(t.app);
  });
  afterAll(() => t?.close());

  /** A configuration with the seat and every part that needs it. */
  async function fullyEquipped(): Promise<string> {
    const { ConfigurationId: id } = await api.create(MODEL);
    const applied = await api.settle(id, 'apply-setup', { SetupId: 'everything-on-the-seat' });
    expect(applied.answer.PartIds).toHaveLength(DEPENDENTS + 1);
    return id;
  }

  it('removes it over REST once the user accepts every dependent the dry run names', async () => {
    const id = await fullyEquipped();
    const asked = await api.change(id, 'remove-part', { PartId: BASE_PART, DryRun: true });
    expect(asked.RulesResult?.Parts).toHaveLength(DEPENDENTS);
    const accepted = asked.RulesResult!.Parts;
    const preview = await api.change(id, 'remove-part', {
      PartId: BASE_PART,
      RemoveParts: accepted,
      DryRun: true,
    });
    expect(preview.RulesResult).toBeNull();
    expect(preview.PartIds).toEqual([]);
    const removed = await api.change(id, 'remove-part', {
      PartId: BASE_PART,
      RemoveParts: accepted,
      DryRun: false,
    });
    expect(removed.RemovedPartIds).toHaveLength(DEPENDENTS + 1);
    expect((await api.load(id)).Configuration.SelectedPartIds).toEqual([]);
  });

  it('removes it over tRPC, as the client sends it', async () => {
    const id = await fullyEquipped();
    const removeParts = (await api.change(id, 'remove-part', { PartId: BASE_PART, DryRun: true }))
      .RulesResult!.Parts;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.removePart?batch=1',
      headers: XHR,
      payload: { 0: { configurationId: id, partId: BASE_PART, removeParts, dryRun: false } },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()[0].result.data.PartIds).toEqual([]);
  });

  it('still refuses a list longer than any question can ask, naming the field, and stores nothing', async () => {
    const id = await fullyEquipped();
    const before = (await streamEvents(t.app, id)).length;
    const tooMany = Array.from({ length: PART_ID_LIST_MAX + 1 }, (_, i) => 2001 + (i % DEPENDENTS));
    const response = await api.post(`/configuration/${id}/remove-part`, {
      PartId: BASE_PART,
      RemoveParts: tooMany,
      DryRun: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(
      new RegExp(`^body\\.RemoveParts: at most ${PART_ID_LIST_MAX} part ids`),
    );
    expect(await streamEvents(t.app, id)).toHaveLength(before);
  });
});
