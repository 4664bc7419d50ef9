import type { ConfigurationEvent } from '@configurator/domain';
import { events, outbox } from '@configurator/migrations/db/schema/eventStore';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendConfigurationEvents } from '../configurations/configurationStore.js';
import { StreamVersionConflictError } from '../eventStore/eventStore.js';
import { type ConfiguredTestApp, startConfiguredTestApp } from '../testing/configurationClient.js';
import { MAIL_OUTBOX_KIND } from './mailPayload.js';

describe.each(testDatabases())('outbox rows and events in one transaction on $name', (testDatabase) => {
  let t: ConfiguredTestApp;

  beforeAll(async () => {
    t = await startConfiguredTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const rowsOf = (id: string) => t.database.db.select().from(outbox).where(eq(outbox.streamId, id));
  const eventsOf = (id: string) => t.database.db.select().from(events).where(eq(events.streamId, id));

  it('writes no outbox row when the append loses a race, and one when it wins', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const stale = await t.app.services.configurationQueries.state(id);
    // Someone else appends first: the stream moves past the version `stale` was read at.
    expect((await t.api.post(`/configuration/${id}/send`, { Email: 'first@example.com' })).statusCode).toBe(
      200,
    );
    expect(await rowsOf(id)).toHaveLength(1);
    const eventsBefore = (await eventsOf(id)).length;

    const sent: ConfigurationEvent = {
      type: 'ConfigurationSentByEmail',
      email: 'second@example.com',
      at: new Date().toISOString(),
      by: {},
    };
    const mail = { kind: MAIL_OUTBOX_KIND, streamId: id, payload: { to: 'second@example.com' } };
    await expect(
      appendConfigurationEvents(
        t.database.db,
        [{ configurationId: id, before: stale, events: [sent] }],
        {},
        String,
        [mail],
      ),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await eventsOf(id)).toHaveLength(eventsBefore);

    const current = await t.app.services.configurationQueries.state(id);
    await appendConfigurationEvents(
      t.database.db,
      [{ configurationId: id, before: current, events: [sent] }],
      {},
      String,
      [mail],
    );
    expect((await rowsOf(id)).map((row) => row.payload)).toContainEqual({ to: 'second@example.com' });
    expect(await eventsOf(id)).toHaveLength(eventsBefore + 1);
  });

  it('leaves part changes on their one-statement path, without outbox rows', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const overview = await t.api.overview(t.modelId);
    const part = overview.Parts.find((candidate) => !candidate.IsColorPart)!;
    const versionBefore = await t.api.version(id);
    const { answer } = await t.api.settle(id, 'add-part', { PartId: part.PartId });
    expect(answer.PartIds).toContain(part.PartId);
    expect(await t.api.version(id)).toBeGreaterThan(versionBefore);
    expect(await rowsOf(id)).toEqual([]);
  });
});
