import type { BrandCode } from '../catalog/types.js';
import { nameWords } from '../modelList/modelName.js';

/**
 * The large title behind the vehicle image. The spec drops the last word (in practice the model year)
 * for KTM and GASGAS and keeps the whole name for HQV. Spacing is normalised because catalog names are
 * typed by hand. A one-word name gives an empty title for KTM and GG rather than repeating that word.
 */
export function backgroundTitle(brand: BrandCode, modelName: string): string {
  const words = nameWords(modelName);
  switch (brand) {
    case 'HQV':
      return words.join(' ');
    case 'KTM':
    case 'GG':
      return words.slice(0, -1).join(' ');
    default: {
      const unhandled: never = brand;
      throw new Error(`Unknown brand code: ${String(unhandled)}`);
    }
  }
}
