import type { ColorSlot } from '@configurator/domain/catalog/types';
import { XBOW_COLOR_PARTS } from '@configurator/domain/catalog/types';
import type { BodyFinish, RimSize } from '@configurator/domain/configuration/vehicleSettings';
import { computed } from '@preact/signals-react';
import { resettable } from '../../../lib/resettable.js';
import type { ConfigurationSummary, VehicleOverview } from '../../../lib/trpcClient.js';
import {
  $appliedParts,
  $configuration,
  $vehicleOverview,
  $vehicleSettings,
} from '../../../stores/configurationStore.js';

/**
 * The X-Bow colours as the visitor chose them: one colour per slot (null: the factory default),
 * the body's finish and the rims' size. They start from the configuration's `VehicleSettings`, so a
 * reload restores them; a change shows at once and reaches the server with the next save.
 */

export const DEFAULT_RIM_SIZE: RimSize = 19;

export interface ColorChoice {
  colors: Readonly<Record<ColorSlot, string | null>>;
  finish: BodyFinish;
  rimSize: RimSize;
}

type ColorSettings = ConfigurationSummary['VehicleSettings']['CustomColorConfiguration'];
type ColorField = Exclude<keyof ColorSettings, 'BodyFinish' | 'RimSize'>;

/** Which `CustomColorConfiguration` field holds each slot's colour. */
export const COLOR_FIELD_OF_SLOT: Readonly<Record<ColorSlot, ColorField>> = {
  body: 'SelectedBodyColor',
  calipers: 'SelectedCaliperColor',
  rims: 'SelectedRimsColor',
  stitching: 'SelectedStitchingColor',
  suspensionAndLogo: 'SelectedSuspensionAndLogoColor',
};

const SLOTS = Object.keys(COLOR_FIELD_OF_SLOT) as ColorSlot[];

export function choiceOf(settings: ColorSettings | null | undefined): ColorChoice {
  const colors = Object.fromEntries(
    SLOTS.map((slot) => [slot, settings?.[COLOR_FIELD_OF_SLOT[slot]]?.toUpperCase() ?? null]),
  ) as Record<ColorSlot, string | null>;
  const rimSize = settings?.RimSize;
  return {
    colors,
    finish: settings?.BodyFinish ?? 'Glossy',
    rimSize: rimSize === 19 || rimSize === 20 ? rimSize : DEFAULT_RIM_SIZE,
  };
}

/** What a save sends: the chosen colours only (a null would remove the slot's colour part). */
export type SavedColors = Partial<Record<ColorField, string>> & { BodyFinish: BodyFinish; RimSize: RimSize };

export function settingsOf(choice: ColorChoice): SavedColors {
  const settings: SavedColors = { BodyFinish: choice.finish, RimSize: choice.rimSize };
  for (const slot of SLOTS) {
    const color = choice.colors[slot];
    if (color !== null) settings[COLOR_FIELD_OF_SLOT[slot]] = color;
  }
  return settings;
}

/** The visitor's latest choice, for the configuration it was made in. */
const $changedChoice = resettable<{ configurationId: string; choice: ColorChoice } | null>(() => null);

export const $colorChoice = computed((): ColorChoice => {
  const configurationId = $configuration.value?.ConfigurationId;
  const changed = $changedChoice.value;
  if (changed && changed.configurationId === configurationId) return changed.choice;
  return choiceOf($vehicleSettings.value?.CustomColorConfiguration);
});

export function setColorChoice(choice: ColorChoice): void {
  const configurationId = $configuration.peek()?.ConfigurationId;
  if (configurationId) $changedChoice.value = { configurationId, choice };
}

export type ColorSelection = NonNullable<VehicleOverview['RenderSettings']['ColorSelection']>;
export type ColorCategory = ColorSelection['Categories'][number];

/** The vehicle's colour selection; null for a vehicle without one (every motorcycle). */
export const $colorSelection = computed(
  (): ColorSelection | null => $vehicleOverview.value?.RenderSettings?.ColorSelection ?? null,
);

/** The slot whose colours show; null: the first category. */
export const $chosenSlot = resettable<ColorSlot | null>(() => null);

export const $openSlot = computed((): ColorCategory | null => {
  const categories = $colorSelection.value?.Categories ?? [];
  return categories.find((category) => category.Id === $chosenSlot.value) ?? categories[0] ?? null;
});

/** The custom colour the sliders and the hex field edit (its index); null: none. */
export const $editedCustomColor = resettable<number | null>(() => null);

/** What went wrong last, as a text key of `xbowColors`; null when all is well. */
export type ColorProblem = 'partFailed' | 'saveFailed';
export const $colorProblem = resettable<ColorProblem | null>(() => null);

export function colorPartOf(slot: ColorSlot): number {
  const category = $colorSelection.peek()?.Categories.find((entry) => entry.Id === slot);
  return category?.PartId ?? XBOW_COLOR_PARTS[slot];
}

export function isColorPartApplied(slot: ColorSlot): boolean {
  const partId = colorPartOf(slot);
  return $appliedParts.peek().some((part) => part.PartId === partId);
}

/** The slot's predefined colours (six upper-case hex digits), each once, in catalog order. */
export function predefinedColorsOf(selection: ColorSelection | null, slot: ColorSlot): string[] {
  const colors = (selection?.PreDefined ?? [])
    .filter((entry) => entry.Category === slot)
    .flatMap((entry) => entry.Colors.map((color) => color.toUpperCase()));
  return [...new Set(colors)];
}

type ColorOption = VehicleOverview['ColorOptions'][number];

function optionOf(slot: ColorSlot, hex: string, rimSize: RimSize): ColorOption | undefined {
  const options = ($vehicleOverview.peek()?.ColorOptions ?? []).filter(
    (option) => option.Slot === slot && option.FrontendColorCode.toUpperCase() === hex,
  );
  return options.find((option) => option.RimSize === null || option.RimSize === rimSize) ?? options[0];
}

/** The catalog's name of a predefined colour, when it has one. */
export function colorNameOf(slot: ColorSlot, hex: string): string | null {
  return optionOf(slot, hex, DEFAULT_RIM_SIZE)?.ColorName ?? null;
}

/**
 * The finish sent with a slot's colour. The body has its own switch; the other slots carry the
 * finish the catalog gives the colour (a custom colour: glossy). A finish the vehicle does not
 * offer falls back to the first it does.
 */
export function finishOf(slot: ColorSlot, hex: string, choice: ColorChoice): BodyFinish {
  const wanted: BodyFinish =
    slot === 'body' ? choice.finish : optionOf(slot, hex, choice.rimSize)?.IsMatte ? 'Matte' : 'Glossy';
  const offered = $colorSelection.peek()?.FinishOptions ?? [];
  return offered.length === 0 || offered.includes(wanted) ? wanted : (offered[0] ?? wanted);
}
