import {
  BODY_FINISHES,
  COLOR_FIELD_BY_SLOT,
  COLOR_SLOTS,
  type Configuration,
  RIM_SIZES,
  XBOW_COLOR_PARTS,
} from '@configurator/domain';
import { z } from 'zod';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import type { SupportedLanguage } from '../http/requestContext.js';
import { COLOR_TEXTS } from './colorTexts.js';

export const rimSizeSchema = z
  .literal(RIM_SIZES, { error: `must be ${RIM_SIZES.join(' or ')}` })
  .describe('The X-Bow rims: 19 (5-bolt) or 20 (centre lock) inches');

export const colorCustomizationSchema = z
  .object({
    Slot: z.enum(COLOR_SLOTS),
    SlotName: z.string().describe("The slot's colour part name, in the request culture"),
    ColorCode: z.string().describe('Six upper-case hex digits'),
    ColorName: z
      .string()
      .describe(
        "The catalog colour (ColorOptions) of that frontend or render code for the slot, else 'Individual colour #RRGGBB'",
      ),
    Finish: z.enum(BODY_FINISHES).nullable().describe("The body's finish; null for the other slots"),
    RimSize: rimSizeSchema.nullable().describe('The rim size; null for the other slots'),
  })
  .describe(
    'One X-Bow colour slot whose colour part is applied and whose colour is set. Colour parts have no price: they add nothing to the total.',
  )
  .meta({ id: 'ColorCustomization' });

export type ColorCustomization = z.infer<typeof colorCustomizationSchema>;

/**
 * The X-Bow's colours as the summaries list them: per slot whose colour part is applied and whose
 * colour is set, the slot's name, the colour's catalog name (or 'Individual colour #RRGGBB'), the
 * body's finish and the rim size. Empty for every other model.
 */
export function colorCustomizationOf(
  state: Pick<Configuration, 'partIds' | 'vehicleSettings'>,
  overview: Pick<VehicleOverview, 'Parts' | 'ColorOptions'>,
  language: SupportedLanguage,
): ColorCustomization[] {
  const applied = new Set(state.partIds);
  const colors = state.vehicleSettings.customColorConfiguration;
  return COLOR_SLOTS.flatMap((slot) => {
    const partId = XBOW_COLOR_PARTS[slot];
    const color = colors[COLOR_FIELD_BY_SLOT[slot]];
    if (color === null || !applied.has(partId)) return [];
    const code = color.toUpperCase();
    const option = overview.ColorOptions.find(
      (candidate) =>
        candidate.Slot === slot &&
        (candidate.FrontendColorCode.toUpperCase() === code ||
          candidate.RenderColorCode.toUpperCase() === code),
    );
    return [
      {
        Slot: slot,
        SlotName: overview.Parts.find((part) => part.PartId === partId)?.Name ?? slot,
        ColorCode: code,
        ColorName: option?.ColorName ?? `${COLOR_TEXTS[language].individualColour} #${code}`,
        Finish: slot === 'body' ? colors.bodyFinish : null,
        RimSize: slot === 'rims' ? colors.rimSize : null,
      },
    ];
  });
}

/** What a printed or mailed summary shows of one slot: its name, colour, swatch and details. */
export interface ColorLine {
  slotName: string;
  colorName: string;
  /** `#RRGGBB`, for the swatch. */
  swatch: string;
  /** 'Finish: Matte', 'Rim size: 20" centre lock'. */
  details: string[];
}

export function colorLines(colors: readonly ColorCustomization[], language: SupportedLanguage): ColorLine[] {
  const t = COLOR_TEXTS[language];
  return colors.map((color) => ({
    slotName: color.SlotName,
    colorName: color.ColorName,
    swatch: `#${color.ColorCode}`,
    details: [
      ...(color.Finish ? [`${t.finish}: ${t.finishes[color.Finish]}`] : []),
      ...(color.RimSize ? [`${t.rimSize}: ${t.rimSizes[color.RimSize]}`] : []),
    ],
  }));
}
