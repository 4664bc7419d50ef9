import type { ColorSlot } from '../catalog/types.js';
import { XBOW_COLOR_PARTS } from '../catalog/types.js';

/** The 3D tools the visitor last used, restored when the stream starts again. */
export interface ToolsConfiguration {
  cinematics: string | null;
  environments: string | null;
  lighting: number | null;
  perspectives: string | null;
  /** Animation commands switched on, in the order they were switched on. */
  animations: readonly string[];
}

export const BODY_FINISHES = ['Matte', 'Glossy'] as const;
export type BodyFinish = (typeof BODY_FINISHES)[number];

/** The X-Bow's rims: 19 inches with five bolts, 20 inches with a centre lock. */
export const RIM_SIZES = [19, 20] as const;
export type RimSize = (typeof RIM_SIZES)[number];

/** The X-Bow's colours, one per colour slot, as six hex digits; null while the slot keeps its default. */
export interface CustomColorConfiguration {
  selectedBodyColor: string | null;
  selectedCaliperColor: string | null;
  selectedRimsColor: string | null;
  selectedStitchingColor: string | null;
  selectedSuspensionAndLogoColor: string | null;
  bodyFinish: BodyFinish;
  rimSize: RimSize;
}

export interface VehicleSettings {
  toolsConfiguration: ToolsConfiguration;
  customColorConfiguration: CustomColorConfiguration;
}

export type ColorField = Exclude<keyof CustomColorConfiguration, 'bodyFinish' | 'rimSize'>;

/** Which colour field each slot's colour lives in. */
export const COLOR_FIELD_BY_SLOT: Readonly<Record<ColorSlot, ColorField>> = {
  body: 'selectedBodyColor',
  calipers: 'selectedCaliperColor',
  rims: 'selectedRimsColor',
  stitching: 'selectedStitchingColor',
  suspensionAndLogo: 'selectedSuspensionAndLogoColor',
};

export const COLOR_SLOTS: readonly ColorSlot[] = [
  'body',
  'calipers',
  'rims',
  'stitching',
  'suspensionAndLogo',
];

export const DEFAULT_VEHICLE_SETTINGS: VehicleSettings = {
  toolsConfiguration: {
    cinematics: null,
    environments: null,
    lighting: null,
    perspectives: null,
    animations: [],
  },
  customColorConfiguration: {
    selectedBodyColor: null,
    selectedCaliperColor: null,
    selectedRimsColor: null,
    selectedStitchingColor: null,
    selectedSuspensionAndLogoColor: null,
    bodyFinish: 'Glossy',
    rimSize: 19,
  },
};

type StoredSettings = {
  toolsConfiguration?: Partial<ToolsConfiguration>;
  customColorConfiguration?: Partial<CustomColorConfiguration>;
};

/**
 * Settings as an older event stored them, in the current shape: a field added since (the body's
 * finish, the rim size) reads as its default, so a configuration saved before keeps its picture.
 */
export function storedVehicleSettings(stored: unknown): VehicleSettings {
  const settings = (stored ?? {}) as StoredSettings;
  const defaults = DEFAULT_VEHICLE_SETTINGS;
  return {
    toolsConfiguration: { ...defaults.toolsConfiguration, ...settings.toolsConfiguration },
    customColorConfiguration: {
      ...defaults.customColorConfiguration,
      ...settings.customColorConfiguration,
    },
  };
}

const SLOT_BY_COLOR_PART = new Map<number, ColorSlot>(
  COLOR_SLOTS.map((slot) => [XBOW_COLOR_PARTS[slot], slot]),
);

export function colorSlotOfPart(partId: number): ColorSlot | undefined {
  return SLOT_BY_COLOR_PART.get(partId);
}

/**
 * A slot's colour only means something while its colour part is applied, so whenever colour parts
 * leave the configuration (removed, replaced, or dragged out as dependents) their colours go too.
 */
export function clearColorsOfRemovedParts(
  settings: VehicleSettings,
  removedPartIds: readonly number[],
): VehicleSettings {
  let colors: CustomColorConfiguration | undefined;
  for (const partId of removedPartIds) {
    const slot = colorSlotOfPart(partId);
    if (slot === undefined) continue;
    const field = COLOR_FIELD_BY_SLOT[slot];
    const current = colors ?? settings.customColorConfiguration;
    if (current[field] !== null) colors = { ...current, [field]: null };
  }
  return colors ? { ...settings, customColorConfiguration: colors } : settings;
}

const HEX_COLOR = /^[0-9A-Fa-f]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}
