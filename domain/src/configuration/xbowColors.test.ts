import { describe, expect, it } from 'vitest';
import { RuleType, XBOW_COLOR_PARTS, XBOW_VARIATION_CODE } from '../catalog/types.js';
import type { UpdateVehicleSettings } from './commands.js';
import { rulesNotConfirmed } from './errors.js';
import type { ConfigurationEvent } from './events.js';
import { configurationCreated, conflicts, requires, scenario, sketchCatalog } from './scenario.js';
import type { CustomColorConfiguration, VehicleSettings } from './vehicleSettings.js';
import { DEFAULT_VEHICLE_SETTINGS } from './vehicleSettings.js';

const at = '2025-03-01T10:00:00.000Z';
const by = { userId: 'user-7' };
const { body, calipers, rims, stitching } = XBOW_COLOR_PARTS;
const BASE = 9_000_000;

const xbow = sketchCatalog({
  modelId: 'KTM-X-BOW-GT-XR',
  // The catalog lists colour parts with a price; they must still cost nothing.
  parts: [
    ...Object.values(XBOW_COLOR_PARTS).map((id) => [id, 50_000] as const),
    [1, 100_000],
    [2, 200_000],
    [3, 300_000],
  ],
  colorParts: Object.values(XBOW_COLOR_PARTS),
  rules: [conflicts(stitching, [2]), requires(3, [rims])],
  variations: [[XBOW_VARIATION_CODE, BASE]],
});
const { given } = scenario(xbow);
const created = configurationCreated(xbow, { at, by });

function colors(patch: Partial<CustomColorConfiguration>): VehicleSettings {
  return {
    ...DEFAULT_VEHICLE_SETTINGS,
    customColorConfiguration: { ...DEFAULT_VEHICLE_SETTINGS.customColorConfiguration, ...patch },
  };
}

function setColors(
  patch: Partial<CustomColorConfiguration>,
  answers: Partial<UpdateVehicleSettings> = {},
): UpdateVehicleSettings {
  return { type: 'UpdateVehicleSettings', customColorConfiguration: patch, at, by, ...answers };
}

function settingsUpdated(
  vehicleSettings: VehicleSettings,
  addedPartIds: number[],
  removedPartIds: number[],
  price = BASE,
): ConfigurationEvent {
  return { type: 'VehicleSettingsUpdated', vehicleSettings, addedPartIds, removedPartIds, price, at, by };
}

const bodyOrange = settingsUpdated(colors({ selectedBodyColor: 'FF6600' }), [body], []);

describe('X-Bow colour slots', () => {
  it('applies the slot colour part, free of charge, when a colour is set', () => {
    const state = given(created)
      .when(setColors({ selectedBodyColor: 'ff6600' }))
      .then(bodyOrange);
    expect(state).toMatchObject({ partIds: [body], price: BASE });
  });

  it('changes the colour of an applied slot without touching the parts', () => {
    given(created, bodyOrange)
      .when(setColors({ selectedBodyColor: '112233', bodyFinish: 'Matte' }))
      .then(settingsUpdated(colors({ selectedBodyColor: '112233', bodyFinish: 'Matte' }), [], []));
  });

  it('removes the slot colour part when the colour is cleared', () => {
    const state = given(created, bodyOrange)
      .when(setColors({ selectedBodyColor: null }))
      .then(settingsUpdated(DEFAULT_VEHICLE_SETTINGS, [], [body]));
    expect(state).toMatchObject({ partIds: [] });
  });

  it('sets several slots at once', () => {
    given(created)
      .when(setColors({ selectedCaliperColor: 'AA0000', selectedRimsColor: '000000' }))
      .then(
        settingsUpdated(
          colors({ selectedCaliperColor: 'AA0000', selectedRimsColor: '000000' }),
          [calipers, rims],
          [],
        ),
      );
  });

  it('clears the slot colour when its colour part is removed as a part', () => {
    const state = given(created, bodyOrange)
      .when({ type: 'RemovePart', partId: body, at, by })
      .then({ type: 'PartRemoved', partId: body, removedPartIds: [body], price: BASE, at, by });
    expect(state).toMatchObject({ partIds: [], vehicleSettings: DEFAULT_VEHICLE_SETTINGS });
  });

  it('does not add a colour part without a colour', () => {
    given(created)
      .when({ type: 'AddPart', partId: body, at, by })
      .thenFails('COLOR_PART_NEEDS_COLOR', { partId: body });
  });

  it('refuses a colour that is not six hex digits, naming the field', () => {
    given(created)
      .when(setColors({ selectedRimsColor: '#12' }))
      .thenFails('FIELD_INVALID', { field: 'customColorConfiguration.selectedRimsColor' });
  });

  it('refuses a colour slot on a model without colour parts', () => {
    const duke = sketchCatalog({ parts: [[1, 100]] });
    scenario(duke)
      .given(configurationCreated(duke))
      .when(setColors({ selectedBodyColor: 'FF6600' }))
      .thenFails('PART_NOT_IN_CATALOG', {
        partId: body,
        field: 'customColorConfiguration.selectedBodyColor',
      });
  });

  it('asks before a colour part replaces a conflicting part, like adding a part', () => {
    const withTwo = {
      type: 'PartAdded',
      partId: 2,
      addedPartIds: [2],
      removedPartIds: [],
      price: BASE + 200_000,
      at,
      by,
    } as const;
    const question = { ruleType: RuleType.Conflicting, part: stitching, parts: [2], choosePart: false };
    const asked = given(created, withTwo)
      .when(setColors({ selectedStitchingColor: 'FFFFFF' }))
      .thenAsks(question);
    expect(rulesNotConfirmed(asked)).toMatchObject({ code: 'RULES_NOT_CONFIRMED', rulesResult: question });
    given(created, withTwo)
      .when(setColors({ selectedStitchingColor: 'FFFFFF' }, { removeParts: [2] }))
      .then(settingsUpdated(colors({ selectedStitchingColor: 'FFFFFF' }), [stitching], [2]));
  });

  it('clears the slot colour when a part replaces its colour part', () => {
    const stitched = settingsUpdated(colors({ selectedStitchingColor: 'FFFFFF' }), [stitching], []);
    const state = given(created, stitched)
      .when({ type: 'AddPart', partId: 2, removeParts: [stitching], at, by })
      .then({
        type: 'PartAdded',
        partId: 2,
        addedPartIds: [2],
        removedPartIds: [stitching],
        price: BASE + 200_000,
        at,
        by,
      });
    expect(state).toMatchObject({ partIds: [2], vehicleSettings: DEFAULT_VEHICLE_SETTINGS });
  });

  it('asks before clearing a colour that an applied part needs, then removes both', () => {
    const rimsBlack = settingsUpdated(colors({ selectedRimsColor: '000000' }), [rims], []);
    const withThree = {
      type: 'PartAdded',
      partId: 3,
      addedPartIds: [3],
      removedPartIds: [],
      price: BASE + 300_000,
      at,
      by,
    } as const;
    given(created, rimsBlack, withThree)
      .when(setColors({ selectedRimsColor: null }))
      .thenAsks({ ruleType: RuleType.Required, part: rims, parts: [3], choosePart: false });
    given(created, rimsBlack, withThree)
      .when(setColors({ selectedRimsColor: null }, { removeParts: [3] }))
      .then(settingsUpdated(DEFAULT_VEHICLE_SETTINGS, [], [rims, 3]));
  });

  it('previews what the one event it records leads to, for a dry run to answer', () => {
    const when = given(created).when(setColors({ selectedBodyColor: 'FF6600' }));
    when.thenPreviews({ partIds: [body], addedPartIds: [body], price: BASE });
    expect(when.decision.events).toMatchObject([{ type: 'VehicleSettingsUpdated', addedPartIds: [body] }]);
  });
});
