/** Colour variations of the models with their prices, notes and finance offers. */
import { XBOW_VARIATION_CODE } from '@configurator/domain';
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { BrandCode } from './brands.js';
import { pricesFromEur } from './markets.js';
import type { ModelSpec } from './models.js';
import { randomFor } from './random.js';
import { loc, MONTAGE_NOTES, PRICE_NOTES } from './texts.js';

type Variation = CatalogInput['vehicles'][number]['variations'][number];

interface PaletteColor {
  hex: string;
  name: string;
}

const PALETTES: Readonly<Record<BrandCode, readonly PaletteColor[]>> = {
  KTM: [
    { hex: 'FF6600', name: 'Orange|Orange|Orange|Naranja|Arancione' },
    { hex: '1C1C1C', name: 'Black|Schwarz|Noir|Negro|Nero' },
    { hex: 'F2F2F2', name: 'White|Weiß|Blanc|Blanco|Bianco' },
    { hex: '4A4F55', name: 'Dark galvano|Dark Galvano|Galvano foncé|Galvano oscuro|Galvano scuro' },
  ],
  HQV: [
    { hex: 'F4F4F4', name: 'White|Weiß|Blanc|Blanco|Bianco' },
    { hex: '1E2A4A', name: 'Navy blue|Marineblau|Bleu marine|Azul marino|Blu navy' },
    { hex: 'FFED00', name: 'Yellow|Gelb|Jaune|Amarillo|Giallo' },
    { hex: '8A8D91', name: 'Silver grey|Silbergrau|Gris argent|Gris plata|Grigio argento' },
  ],
  GG: [
    { hex: 'CB0D25', name: 'Red|Rot|Rouge|Rojo|Rosso' },
    { hex: '1C1C1C', name: 'Black|Schwarz|Noir|Negro|Nero' },
    { hex: 'F2F2F2', name: 'White|Weiß|Blanc|Blanco|Bianco' },
    { hex: '5A5E63', name: 'Graphite|Graphit|Graphite|Grafito|Grafite' },
  ],
};

const XBOW_COLOR: PaletteColor = {
  hex: 'FF6600',
  name: 'Racing orange|Racing-Orange|Orange racing|Naranja racing|Arancione racing',
};

const CODE_LETTER: Readonly<Record<BrandCode, string>> = { KTM: 'F', HQV: 'H', GG: 'G' };
/** Extra charge in euros for the second to fourth colour. */
const COLOR_SURCHARGES = [0, 0, 200, 300];

function variation(code: string, color: PaletteColor, priceEur: number, seed: string): Variation {
  const random = randomFor(seed);
  const finance = random.chance(0.6) ? { key: `FIN-${code}`, available: random.chance(0.75) } : null;
  return {
    code,
    colorCode: color.hex,
    colorName: loc(color.name),
    prices: pricesFromEur(priceEur * 100, 'vehicle'),
    priceNote: random.pick(PRICE_NOTES),
    montageNote: random.pick(MONTAGE_NOTES),
    finance,
  };
}

/**
 * One to four colours per model. `modelNumber` is the model's position in the whole line-up and
 * keeps variation codes unique.
 */
export function buildVariations(model: ModelSpec, modelNumber: number, isXbow: boolean): Variation[] {
  if (isXbow)
    return [variation(XBOW_VARIATION_CODE, XBOW_COLOR, model.priceEur, `variation:${model.modelId}`)];
  const random = randomFor(`variations:${model.modelId}`);
  const count = model.singleVariation ? 1 : random.int(2, 4);
  const palette = PALETTES[model.brand];
  const start = random.int(0, palette.length - 1);
  return Array.from({ length: count }, (_, index) => {
    const color = palette[(start + index) % palette.length] ?? XBOW_COLOR;
    const digits = String(300 + modelNumber * 10 + index).padStart(4, '0');
    const code = `${CODE_LETTER[model.brand]}${digits}V${index + 1}`;
    const surcharge = index === 0 ? 0 : (COLOR_SURCHARGES[index] ?? 0);
    return variation(code, color, model.priceEur + surcharge, `variation:${code}`);
  });
}
