import {
  type ConfigurationCommand,
  type ConfigurationEvent,
  type ConfigurationEventType,
  type ConfigurationState,
  decideConfiguration,
  evolveConfiguration,
  initialConfigurationState,
} from '@configurator/domain';
import { configurationCreated, sketchCatalog } from '@configurator/domain/configuration/scenario';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import {
  configurationReadModel,
  dealerHistory,
  shareLinks,
  userConfigurations,
} from '@configurator/migrations/db/schema/projections';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStream } from '../eventStore/eventStore.js';
import { ConfigurationStates } from './configurationStates.js';
import {
  appendConfigurationEvents,
  EVENT_PROJECTIONS,
  loadConfigurationStream,
} from './configurationStore.js';
import { project } from './projections/eventProjection.js';

const at = '2025-03-01T10:00:00.000Z';
const visitor = { anonymousId: 'visitor-1' };
const dealer = { dealerNo: 'D-100', userId: 'dealer-user' };
const catalog = sketchCatalog({
  parts: [
    [1, 100],
    [2, 200],
  ],
  setups: [{ setupId: 'S', name: 'Setup', parts: [2] }],
  variations: [
    ['V1', 1000],
    ['V2', 2000],
  ],
});

/** Every event type, named here so that a new one does not compile until the story below records it. */
const EVERY_EVENT_TYPE: Record<ConfigurationEventType, true> = {
  ConfigurationCreated: true,
  PartAdded: true,
  PartRemoved: true,
  AllPartsRemoved: true,
  SetupSelected: true,
  SetupApplied: true,
  VariationChanged: true,
  VehicleSettingsUpdated: true,
  ConfigurationSaved: true,
  ConfigurationForked: true,
  ConfigurationSavedToAccount: true,
  ConfigurationShared: true,
  ConfigurationSentByEmail: true,
  ConfigurationExported: true,
  ConfigurationSentToDealer: true,
  UnsavedChangesDismissed: true,
  ConfigurationReset: true,
  ChangeUndone: true,
  ChangeRedone: true,
  ConfigurationDeleted: true,
};

/** A configuration's whole life, one event of each type, as the domain decides it. */
function story(configurationId: string): ConfigurationEvent[] {
  const profile = { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' };
  const commands: ConfigurationCommand[] = [
    {
      type: 'CreateConfiguration',
      configurationId,
      modelId: catalog.modelId,
      companyId: 'c',
      market: 'AT',
      culture: 'de-AT',
      at,
      by: visitor,
    },
    { type: 'AddPart', partId: 1, at, by: visitor },
    { type: 'RemovePart', partId: 1, at, by: visitor },
    { type: 'SelectSetup', setupId: 'S', at, by: visitor },
    { type: 'ApplySetup', setupId: 'S', at, by: visitor },
    { type: 'RemoveAllParts', at, by: visitor },
    { type: 'ChangeVariation', variationCode: 'V2', at, by: visitor },
    { type: 'UpdateVehicleSettings', toolsConfiguration: { lighting: 3 }, at, by: visitor },
    { type: 'SaveConfiguration', saveDetails: { firstname: 'Anna', lastname: 'Berger' }, at, by: dealer },
    {
      type: 'SaveConfiguration',
      saveDetails: { firstname: 'Anna', lastname: 'Huber' },
      saveAsNew: true,
      newConfigurationId: `${configurationId}-copy`,
      at,
      by: dealer,
    },
    { type: 'SaveToAccount', userId: 'user-7', at, by: visitor },
    { type: 'ShareConfiguration', shareCode: `${configurationId}-code`, at, by: visitor },
    { type: 'SendByEmail', email: 'anna@example.com', at, by: visitor },
    { type: 'ExportConfiguration', firstname: 'Anna', lastname: 'Berger', at, by: visitor },
    {
      type: 'SendToDealer',
      dealerNo: 'D-200',
      userProfileId: 'user-7',
      userProfile: profile,
      at,
      by: visitor,
    },
    { type: 'DismissUnsavedChanges', at, by: visitor },
    { type: 'ResetConfiguration', at, by: visitor },
    { type: 'UndoChange', at, by: visitor },
    { type: 'RedoChange', at, by: visitor },
    { type: 'DeleteConfiguration', at, by: visitor },
  ];
  let state: ConfigurationState = initialConfigurationState;
  return commands.flatMap((command) => {
    const decision = decideConfiguration(command, state, catalog);
    if (decision.status !== 'accepted') throw new Error(`${command.type} was not accepted`);
    state = decision.events.reduce(evolveConfiguration, state);
    return [...decision.events];
  });
}

describe.each(testDatabases())('configuration store on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  /** The rows a configuration has in the projections besides the read model, without its id. */
  async function sideRows(configurationId: string) {
    const { db } = handle;
    const history = await db
      .select()
      .from(dealerHistory)
      .where(eq(dealerHistory.configurationId, configurationId));
    const accounts = await db
      .select()
      .from(userConfigurations)
      .where(eq(userConfigurations.configurationId, configurationId));
    const links = await db.select().from(shareLinks).where(eq(shareLinks.configurationId, configurationId));
    return {
      history: history.map(({ id: _id, configurationId: _c, ...row }) => row),
      accounts: accounts.map(({ configurationId: _c, ...row }) => row),
      links: links.map(({ code: _code, configurationId: _c, ...row }) => row),
    };
  }

  it('projects every event type as the projections declare, whichever way the append goes', async () => {
    const { db } = handle;
    const appended = story('through-store');
    const reference = story('every-projection');
    expect(new Set(appended.map((event) => event.type))).toEqual(new Set(Object.keys(EVERY_EVENT_TYPE)));
    const seen = new Set<string>();
    let before: ConfigurationState = initialConfigurationState;
    let referenceState: ConfigurationState = initialConfigurationState;
    for (const [index, event] of appended.entries()) {
      // The store decides which projections an append needs; the reference runs them all.
      await appendConfigurationEvents(
        db,
        [{ configurationId: 'through-store', before, events: [event] }],
        {},
        () => 'Test model',
      );
      before = evolveConfiguration(before, event);
      const referenceEvent = reference[index];
      if (referenceEvent === undefined) throw new Error('the two stories differ in length');
      referenceState = evolveConfiguration(referenceState, referenceEvent);
      const state = referenceState;
      if (state.exists) {
        await db.transaction(async (tx) => {
          for (const projection of EVENT_PROJECTIONS) {
            await project(projection, referenceEvent, { tx, state, modelName: 'Test model' });
          }
        });
      }
      const rows = await sideRows('through-store');
      expect(rows, event.type).toEqual(await sideRows('every-projection'));
      for (const [table, list] of Object.entries(rows)) if (list.length > 0) seen.add(table);
      const [readModel] = await db
        .select()
        .from(configurationReadModel)
        .where(eq(configurationReadModel.configurationId, 'through-store'));
      expect(readModel?.streamVersion, event.type).toBe(index + 1);
    }
    expect([...seen].sort()).toEqual(['accounts', 'history', 'links']);
  });

  it('reads an event stored in an older shape as the current one', async () => {
    const created = configurationCreated(catalog, { configurationId: 'older-shape' });
    // Version 1 of PartAdded: the part alone, without the lists of added and removed parts.
    const partAddedV1 = { type: 'PartAdded', partId: 1, price: 1100, at, by: visitor };
    await appendToStream(handle.db, 'older-shape', 0, [
      { type: created.type, data: created },
      { type: partAddedV1.type, data: partAddedV1 },
    ]);
    const { state, events } = await loadConfigurationStream(handle.db, 'older-shape');
    expect(state).toMatchObject({ exists: true, version: 2, partIds: [1], price: 1100 });
    expect(events[1]?.data).toEqual({ ...partAddedV1, addedPartIds: [1], removedPartIds: [] });
    expect(await new ConfigurationStates(handle.db).current('older-shape')).toEqual(state);
  });
});
