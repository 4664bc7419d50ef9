import { describe, expect, it } from 'vitest';
import type { ConfigurationCommand, SaveConfiguration } from './commands.js';
import { forkedConfigurationEvents } from './decide.js';
import { added, at, by, create, created, dealer, details, given, later, withOne } from './decideFixture.js';
import type { Configuration, ConfigurationEvent, ConfigurationForked } from './events.js';
import { replay } from './scenario.js';
import { DEFAULT_VEHICLE_SETTINGS } from './vehicleSettings.js';

function save(overrides: Partial<SaveConfiguration> = {}): SaveConfiguration {
  return {
    type: 'SaveConfiguration',
    saveDetails: { firstname: 'Anna', lastname: 'Berger' },
    at,
    by: dealer,
    ...overrides,
  };
}

describe('saving', () => {
  it('saves the customer details, trimmed, and clears the unsaved flag', () => {
    const state = given(created, withOne)
      .when(
        save({ saveDetails: { firstname: ' Anna ', lastname: 'Berger', vin: ' ', comment: 'Call back' } }),
      )
      .then({
        type: 'ConfigurationSaved',
        saveDetails: { ...details, comment: 'Call back' },
        at,
        by: dealer,
      });
    expect(state).toMatchObject({
      isDirty: false,
      saveDetails: { firstname: 'Anna', vin: null, comment: 'Call back' },
      lastSaved: { content: { partIds: [1], price: 610_000 }, at },
    });
  });

  it('needs first and last name', () => {
    given(created)
      .when(save({ saveDetails: { firstname: '', lastname: 'Berger' } }))
      .thenFails('FIELD_REQUIRED', { field: 'saveDetails.firstname' });
    given(created)
      .when(save({ saveDetails: { firstname: 'Anna', lastname: '  ' } }))
      .thenFails('FIELD_REQUIRED', { field: 'saveDetails.lastname' });
  });

  it('saves as new: the original records the fork, the copy starts saved with the same content', () => {
    const saved = { type: 'ConfigurationSaved', saveDetails: details, at, by: dealer } as const;
    const history: ConfigurationEvent[] = [created, withOne, saved, added(2, 630_000)];
    const forked: ConfigurationForked = {
      type: 'ConfigurationForked',
      newConfigurationId: 'configuration-2',
      saveDetails: { ...details, lastname: 'Huber' },
      at: later,
      by: dealer,
    };
    const when = given(...history).when(
      save({
        saveAsNew: true,
        newConfigurationId: 'configuration-2',
        saveDetails: { firstname: 'Anna', lastname: 'Huber' },
        at: later,
      }),
    );
    const original = when.then(forked);
    expect(when.decision).toMatchObject({ outcome: { configurationId: 'configuration-2' } });
    expect(original).toMatchObject({ partIds: [1, 2], isDirty: true, saveDetails: details });

    const copyEvents = forkedConfigurationEvents(replay(history) as Configuration, forked);
    expect(copyEvents).toEqual([
      {
        ...created,
        configurationId: 'configuration-2',
        clonedConfigurationId: 'configuration-1',
        partIds: [1, 2],
        price: 630_000,
        // The two parts added before the save can still be undone in the copy.
        history: {
          undo: [
            { content: expect.objectContaining({ partIds: [] }), change: { kind: 'partAdded', partId: 1 } },
            { content: expect.objectContaining({ partIds: [1] }), change: { kind: 'partAdded', partId: 2 } },
          ],
          redo: [],
        },
        at: later,
        by: dealer,
      },
      { type: 'ConfigurationSaved', saveDetails: forked.saveDetails, at: later, by: dealer },
    ]);
    expect(replay(copyEvents)).toMatchObject({
      configurationId: 'configuration-2',
      clonedConfigurationId: 'configuration-1',
      partIds: [1, 2],
      isDirty: false,
      saveDetails: forked.saveDetails,
    });
  });

  it('refuses to save as new with unchanged details or without the new id', () => {
    const saved = { type: 'ConfigurationSaved', saveDetails: details, at, by: dealer } as const;
    given(created, saved)
      .when(save({ saveAsNew: true, newConfigurationId: 'configuration-2' }))
      .thenFails('SAVE_DETAILS_UNCHANGED');
    given(created, saved)
      .when(save({ saveAsNew: true, saveDetails: { firstname: 'Bea', lastname: 'Berger' } }))
      .thenFails('FIELD_REQUIRED', { field: 'newConfigurationId' });
  });

  it('saves to the customer account', () => {
    const state = given(created, withOne)
      .when({ type: 'SaveToAccount', userId: 'user-7', at, by })
      .then({ type: 'ConfigurationSavedToAccount', userId: 'user-7', at, by });
    expect(state).toMatchObject({
      ownerUserId: 'user-7',
      isDirty: false,
      lastSaved: { content: { partIds: [1] } },
    });
    given(created).when({ type: 'SaveToAccount', userId: '', at, by }).thenFails('FIELD_REQUIRED');
  });
});

describe('dismissing, resetting and deleting', () => {
  const saved = { type: 'ConfigurationSaved', saveDetails: details, at, by: dealer } as const;

  it('dismisses unsaved changes back to the last save', () => {
    const state = given(created, withOne, saved, added(2, 630_000), {
      type: 'VariationChanged',
      variationCode: 'ORANGE',
      price: 680_000,
      at,
      by,
    })
      .when({ type: 'DismissUnsavedChanges', at, by })
      .then({
        type: 'UnsavedChangesDismissed',
        variationCode: 'BLACK',
        partIds: [1],
        selectedSetupId: null,
        appliedSetupId: null,
        vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
        price: 610_000,
        at,
        by,
      });
    expect(state).toMatchObject({ partIds: [1], variationCode: 'BLACK', price: 610_000, isDirty: false });
  });

  it('dismisses back to the created state when never saved', () => {
    const state = given(created, withOne).when({ type: 'DismissUnsavedChanges', at, by }).then({
      type: 'UnsavedChangesDismissed',
      variationCode: 'BLACK',
      partIds: [],
      selectedSetupId: null,
      appliedSetupId: null,
      vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
      price: 600_000,
      at,
      by,
    });
    expect(state).toMatchObject({ partIds: [], isDirty: false });
  });

  it('resets to no parts and default settings, keeping the variation', () => {
    const state = given(
      created,
      { type: 'VariationChanged', variationCode: 'ORANGE', price: 650_000, at, by },
      withOne,
    )
      .when({ type: 'ResetConfiguration', at, by })
      .then({
        type: 'ConfigurationReset',
        variationCode: 'ORANGE',
        partIds: [],
        selectedSetupId: null,
        appliedSetupId: null,
        vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
        price: 650_000,
        at,
        by,
      });
    expect(state).toMatchObject({ partIds: [], variationCode: 'ORANGE', price: 650_000 });
  });

  it('refuses every command once deleted', () => {
    const deleted = { type: 'ConfigurationDeleted', at, by } as const;
    const state = given(created).when({ type: 'DeleteConfiguration', at, by }).then(deleted);
    expect(state).toMatchObject({ deleted: true });
    const commands: ConfigurationCommand[] = [
      { type: 'AddPart', partId: 1, at, by },
      { type: 'DismissUnsavedChanges', at, by },
      { type: 'DeleteConfiguration', at, by },
      create(),
    ];
    for (const command of commands) given(created, deleted).when(command).thenFails('CONFIGURATION_DELETED');
  });
});

describe('sharing and sending', () => {
  it('shares with a share code', () => {
    const state = given(created)
      .when({ type: 'ShareConfiguration', shareCode: 'AB12CD', at, by })
      .then({ type: 'ConfigurationShared', shareCode: 'AB12CD', at, by });
    expect(state).toMatchObject({ shareCode: 'AB12CD', isDirty: false });
  });

  it('sends by e-mail to a valid address only', () => {
    given(created)
      .when({ type: 'SendByEmail', email: 'anna@example.com', at, by })
      .then({ type: 'ConfigurationSentByEmail', email: 'anna@example.com', at, by });
    given(created)
      .when({ type: 'SendByEmail', email: '@', at, by })
      .thenFails('FIELD_INVALID', { field: 'email' });
  });

  it('exports with names and an optional e-mail', () => {
    given(created)
      .when({ type: 'ExportConfiguration', firstname: 'Anna', lastname: 'Berger', at, by })
      .then({ type: 'ConfigurationExported', firstname: 'Anna', lastname: 'Berger', email: null, at, by });
    given(created)
      .when({ type: 'ExportConfiguration', firstname: 'Anna', lastname: '', at, by })
      .thenFails('FIELD_REQUIRED', { field: 'lastname' });
    given(created)
      .when({ type: 'ExportConfiguration', firstname: 'Anna', lastname: 'B', email: 'nope', at, by })
      .thenFails('FIELD_INVALID', { field: 'email' });
  });

  it('sends to a dealer with the user profile', () => {
    const userProfile = { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' };
    const customer = { userId: 'user-7' };
    const state = given(created)
      .when({
        type: 'SendToDealer',
        dealerNo: 'D-100',
        userProfileId: 'user-7',
        userProfile,
        at,
        by: customer,
      })
      .then({
        type: 'ConfigurationSentToDealer',
        dealerNo: 'D-100',
        userProfileId: 'user-7',
        userProfile,
        at,
        by: customer,
      });
    expect(state).toMatchObject({ dealerInquiry: { dealerNo: 'D-100', at } });
    given(created)
      .when({ type: 'SendToDealer', dealerNo: '', userProfileId: 'user-7', userProfile, at, by })
      .thenFails('FIELD_REQUIRED', { field: 'dealerNo' });
  });
});
