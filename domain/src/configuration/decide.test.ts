import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { added, at, by, create, created, dealer, given, later, withOne } from './decideFixture.js';
import type { ConfigurationEvent } from './events.js';
import { evolve, initialState } from './events.js';
import { replay, sketchCatalog } from './scenario.js';
import { DEFAULT_VEHICLE_SETTINGS } from './vehicleSettings.js';

describe('creating a configuration', () => {
  it('starts in the first variation, without parts, at the base price', () => {
    const state = given().when(create()).then(created);
    expect(state).toMatchObject({
      exists: true,
      isDirty: false,
      version: 1,
      price: 600_000,
      currency: 'EUR',
    });
  });

  it('starts in the variation asked for', () => {
    given()
      .when(create({ variationCode: 'ORANGE' }))
      .then({ ...created, variationCode: 'ORANGE', price: 650_000 });
  });

  it('refuses an unknown variation, another model, another currency or a missing field', () => {
    given()
      .when(create({ variationCode: 'PINK' }))
      .thenFails('VARIATION_NOT_IN_CATALOG', { field: 'variationCode' });
    given()
      .when(create({ modelId: 'KTM-125-DUKE-2024' }))
      .thenFails('MODEL_MISMATCH', { field: 'modelId' });
    given()
      .when(create({ currency: 'CHF' }))
      .thenFails('FIELD_INVALID', { field: 'currency' });
    given()
      .when(create({ companyId: ' ' }))
      .thenFails('FIELD_REQUIRED', { field: 'companyId' });
  });

  it('refuses to create the same configuration twice', () => {
    given(created).when(create()).thenFails('CONFIGURATION_ALREADY_EXISTS');
  });

  it('refuses a catalog for another model on later commands', () => {
    const other = sketchCatalog({ modelId: 'OTHER', parts: [[1, 1]] });
    const decision = decide({ type: 'AddPart', partId: 1, at, by }, replay([created]), other);
    expect(decision).toMatchObject({ status: 'rejected', error: { code: 'MODEL_MISMATCH' } });
  });
});

describe('variation and parts', () => {
  it('changes the variation and reprices the parts on the new base price', () => {
    given(created, withOne)
      .when({ type: 'ChangeVariation', variationCode: 'ORANGE', at, by })
      .then({ type: 'VariationChanged', variationCode: 'ORANGE', price: 660_000, at, by });
  });

  it('refuses an unknown variation', () => {
    given(created)
      .when({ type: 'ChangeVariation', variationCode: 'PINK', at, by })
      .thenFails('VARIATION_NOT_IN_CATALOG', { field: 'variationCode' });
  });

  it('removes all parts and the applied setup', () => {
    const state = given(created, withOne, added(2, 630_000))
      .when({ type: 'RemoveAllParts', at, by })
      .then({ type: 'AllPartsRemoved', removedPartIds: [1, 2], price: 600_000, at, by });
    expect(state).toMatchObject({ partIds: [], appliedSetupId: null, price: 600_000 });
  });

  it('marks unsaved changes and tracks the last modifier', () => {
    const state = replay([created, { ...withOne, at: later, by: dealer }]);
    expect(state).toMatchObject({
      isDirty: true,
      modifiedAt: later,
      modifiedBy: dealer,
      createdBy: by,
      version: 2,
    });
  });

  it('updates the 3D tools, keeping the fields not mentioned', () => {
    const first = given(created)
      .when({
        type: 'UpdateVehicleSettings',
        toolsConfiguration: { cinematics: 'cine-2', lighting: 14 },
        at,
        by,
      })
      .then({
        type: 'VehicleSettingsUpdated',
        vehicleSettings: {
          ...DEFAULT_VEHICLE_SETTINGS,
          toolsConfiguration: {
            ...DEFAULT_VEHICLE_SETTINGS.toolsConfiguration,
            cinematics: 'cine-2',
            lighting: 14,
          },
        },
        addedPartIds: [],
        removedPartIds: [],
        price: 600_000,
        at,
        by,
      });
    expect(first).toMatchObject({
      vehicleSettings: { toolsConfiguration: { cinematics: 'cine-2', lighting: 14 } },
    });
  });

  it('refuses tools settings of the wrong kind, naming the field', () => {
    const lighting = Number.NaN;
    given(created)
      .when({ type: 'UpdateVehicleSettings', toolsConfiguration: { lighting }, at, by })
      .thenFails('FIELD_INVALID', { field: 'toolsConfiguration.lighting' });
  });
});

describe('state', () => {
  it('counts every event and survives a JSON round trip', () => {
    const events: ConfigurationEvent[] = [
      created,
      withOne,
      { type: 'ConfigurationShared', shareCode: 'X', at, by },
    ];
    const state = events.reduce(evolve, initialState);
    expect(state.version).toBe(3);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
