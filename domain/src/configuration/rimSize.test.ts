import { describe, expect, it } from 'vitest';
import { XBOW_COLOR_PARTS, XBOW_VARIATION_CODE } from '../catalog/types.js';
import type { UpdateVehicleSettings } from './commands.js';
import type { ConfigurationEvent } from './events.js';
import { EVENTS_WITH_VEHICLE_SETTINGS, evolve, initialState, upcastVehicleSettingsOf } from './events.js';
import { configurationCreated, replay, scenario, sketchCatalog } from './scenario.js';
import type { CustomColorConfiguration, VehicleSettings } from './vehicleSettings.js';
import { DEFAULT_VEHICLE_SETTINGS, storedVehicleSettings } from './vehicleSettings.js';

const at = '2025-03-01T10:00:00.000Z';
const by = { userId: 'user-7' };
const BASE = 9_000_000;
const { rims } = XBOW_COLOR_PARTS;

const xbow = sketchCatalog({
  modelId: 'KTM-X-BOW-GT-XR',
  parts: Object.values(XBOW_COLOR_PARTS).map((id) => [id, 0] as const),
  colorParts: Object.values(XBOW_COLOR_PARTS),
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

function setColors(patch: Record<string, unknown>): UpdateVehicleSettings {
  return {
    type: 'UpdateVehicleSettings',
    customColorConfiguration: patch as Partial<CustomColorConfiguration>,
    at,
    by,
  };
}

function settingsUpdated(vehicleSettings: VehicleSettings, addedPartIds: number[] = []): ConfigurationEvent {
  return {
    type: 'VehicleSettingsUpdated',
    vehicleSettings,
    addedPartIds,
    removedPartIds: [],
    price: BASE,
    at,
    by,
  };
}

describe('X-Bow rim size', () => {
  it('is 19 inches (five bolts) until the visitor picks another', () => {
    expect(DEFAULT_VEHICLE_SETTINGS.customColorConfiguration.rimSize).toBe(19);
    expect(given(created).state).toMatchObject({
      vehicleSettings: { customColorConfiguration: { rimSize: 19 } },
    });
  });

  it('takes 20 inches (centre lock) with the rims colour, free of charge', () => {
    const state = given(created)
      .when(setColors({ selectedRimsColor: '1b1b1b', rimSize: 20 }))
      .then(settingsUpdated(colors({ selectedRimsColor: '1B1B1B', rimSize: 20 }), [rims]));
    expect(state).toMatchObject({ partIds: [rims], price: BASE });
  });

  it('keeps the rim size when another colour field changes, and changes it alone', () => {
    const twenty = settingsUpdated(colors({ selectedRimsColor: '1B1B1B', rimSize: 20 }), [rims]);
    given(created, twenty)
      .when(setColors({ bodyFinish: 'Matte' }))
      .then(settingsUpdated(colors({ selectedRimsColor: '1B1B1B', rimSize: 20, bodyFinish: 'Matte' })));
    given(created, twenty)
      .when(setColors({ rimSize: 19 }))
      .then(settingsUpdated(colors({ selectedRimsColor: '1B1B1B', rimSize: 19 })));
  });

  it.each([21, '20', null, 19.5])('refuses the rim size %j, naming the field', (rimSize) => {
    const error = given(created)
      .when(setColors({ rimSize }))
      .thenFails('FIELD_INVALID', { field: 'customColorConfiguration.rimSize' });
    expect(error.message).toBe('customColorConfiguration.rimSize must be 19 or 20.');
  });
});

describe('settings stored before the rim size existed', () => {
  const oldSettings = {
    toolsConfiguration: {
      cinematics: null,
      environments: 'city',
      lighting: null,
      perspectives: null,
      animations: [],
    },
    customColorConfiguration: {
      selectedBodyColor: 'FF6600',
      selectedCaliperColor: null,
      selectedRimsColor: null,
      selectedStitchingColor: null,
      selectedSuspensionAndLogoColor: null,
      bodyFinish: 'Matte',
    },
  };

  it('read with 19-inch rims and every stored field kept', () => {
    expect(storedVehicleSettings(oldSettings)).toEqual({
      toolsConfiguration: oldSettings.toolsConfiguration,
      customColorConfiguration: { ...oldSettings.customColorConfiguration, rimSize: 19 },
    });
  });

  it('keep a stored rim size, and read as the defaults when missing altogether', () => {
    const twenty = colors({ rimSize: 20 });
    expect(storedVehicleSettings(twenty)).toEqual(twenty);
    expect(storedVehicleSettings(undefined)).toEqual(DEFAULT_VEHICLE_SETTINGS);
  });

  it('are upcast in every event that carries settings, so an old stream replays with 19', () => {
    expect([...EVENTS_WITH_VEHICLE_SETTINGS].sort()).toEqual([
      'ChangeRedone',
      'ChangeUndone',
      'ConfigurationCreated',
      'ConfigurationReset',
      'UnsavedChangesDismissed',
      'VehicleSettingsUpdated',
    ]);
    const storedCreated = { ...created, vehicleSettings: oldSettings } as unknown as Record<string, unknown>;
    const upcast = upcastVehicleSettingsOf(storedCreated) as unknown as ConfigurationEvent;
    const state = evolve(initialState, upcast);
    expect(state).toMatchObject({
      vehicleSettings: {
        customColorConfiguration: { selectedBodyColor: 'FF6600', bodyFinish: 'Matte', rimSize: 19 },
      },
    });
    // Reading twice changes nothing.
    expect(upcastVehicleSettingsOf(upcastVehicleSettingsOf(storedCreated))).toEqual(upcast);
    expect(replay([upcast])).toEqual(state);
  });
});
