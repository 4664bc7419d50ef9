import type { ColorSlot, RenderTools } from '../catalog/types.js';
import { type BodyFinish, COLOR_SLOTS } from '../configuration/vehicleSettings.js';

/**
 * What checking a stream command needs to know about one vehicle: a plain subset of its render
 * settings, so the check stays pure and the same on the bff and on the render node.
 */
export interface StreamTools extends RenderTools {
  variationCodes: readonly string[];
  powerParts: readonly StreamPowerPart[];
  tiltShift: boolean;
  sound: boolean;
  /** X-Bow: colour slots with their predefined colours and finish options; null for motorcycles. */
  colors: {
    /** Six upper-case hex digits per colour. */
    predefined: Readonly<Record<ColorSlot, readonly string[]>>;
    finishes: readonly BodyFinish[];
  } | null;
}

export interface StreamPowerPart {
  id: number;
  /** The renderer's value of the part, sent as `confopt <Category> <value>`. */
  value: string;
  /** A part may sit in several categories; each one counts. */
  categories: readonly string[];
}

interface RenderCommandItem {
  Id: string;
}

/** The fields of the vehicle's RenderSettings the stream commands are checked against. */
export interface StreamRenderSettings {
  Sound: { Enabled: boolean };
  PowerParts: { List: readonly { Id: number; Value: string; Category: string }[] };
  Tools: {
    Environments: readonly RenderCommandItem[];
    Lighting: { Min: number; Max: number };
    Cinematics: readonly RenderCommandItem[];
    Perspectives: readonly RenderCommandItem[];
    Views: readonly RenderCommandItem[];
    Tiltshift: { Enabled: boolean };
  };
  /** Absent or null: no colour selection (motorcycles). */
  ColorSelection?: {
    PreDefined: readonly { Category: ColorSlot; Colors: readonly string[] }[];
    FinishOptions: readonly BodyFinish[];
  } | null;
}

/** The render settings list a part's categories comma-separated. */
export function splitCategories(category: string): string[] {
  return category
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function streamToolsOf(
  settings: StreamRenderSettings,
  variationCodes: readonly string[],
): StreamTools {
  const ids = (items: readonly RenderCommandItem[]) => items.map((item) => item.Id);
  const selection = settings.ColorSelection;
  return {
    variationCodes: [...variationCodes],
    powerParts: settings.PowerParts.List.map((part) => ({
      id: part.Id,
      value: part.Value,
      categories: splitCategories(part.Category),
    })),
    environments: ids(settings.Tools.Environments),
    lighting: { min: settings.Tools.Lighting.Min, max: settings.Tools.Lighting.Max },
    cinematics: ids(settings.Tools.Cinematics),
    perspectives: ids(settings.Tools.Perspectives),
    views: ids(settings.Tools.Views),
    tiltShift: settings.Tools.Tiltshift.Enabled,
    sound: settings.Sound.Enabled,
    colors: selection
      ? {
          predefined: Object.fromEntries(
            COLOR_SLOTS.map((slot) => [
              slot,
              selection.PreDefined.filter((entry) => entry.Category === slot).flatMap((entry) =>
                entry.Colors.map((color) => color.toUpperCase()),
              ),
            ]),
          ) as Record<ColorSlot, string[]>,
          finishes: [...selection.FinishOptions],
        }
      : null,
  };
}

/** Every category a power part of the vehicle names, each once, in list order. */
export function powerPartCategories(tools: StreamTools): string[] {
  return [...new Set(tools.powerParts.flatMap((part) => part.categories))];
}
