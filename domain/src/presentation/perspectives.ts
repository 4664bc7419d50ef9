import type { BrandCode } from '../catalog/types.js';

/**
 * Still-image perspectives per brand. HQV renders its images under different perspective numbers
 * (3 to 6), while the configuration state starts everyone at 0, so HQV needs a translation on entry.
 */
const KTM_GG_PERSPECTIVES: readonly number[] = [0, 1, 2];
const HQV_PERSPECTIVES: readonly number[] = [3, 4, 5, 6];

export function perspectiveRange(brand: BrandCode): readonly number[] {
  switch (brand) {
    case 'KTM':
    case 'GG':
      return KTM_GG_PERSPECTIVES;
    case 'HQV':
      return HQV_PERSPECTIVES;
    default: {
      const unhandled: never = brand;
      throw new Error(`Unknown brand code: ${String(unhandled)}`);
    }
  }
}

/** Where the viewer starts: 0 for KTM and GG, 6 for HQV (the spec's "HQV starts at 6 when it is 0"). */
export function startPerspective(brand: BrandCode): number {
  switch (brand) {
    case 'KTM':
    case 'GG':
      return 0;
    case 'HQV':
      return 6;
    default: {
      const unhandled: never = brand;
      throw new Error(`Unknown brand code: ${String(unhandled)}`);
    }
  }
}

/**
 * A perspective outside the brand's range (HQV's state default 0, or a value left over from another
 * brand) becomes the brand's start perspective, so the viewer never asks for an image that does not exist.
 */
export function normalizePerspective(brand: BrandCode, perspective: number): number {
  return perspectiveRange(brand).includes(perspective) ? perspective : startPerspective(brand);
}

function stepPerspective(brand: BrandCode, perspective: number, step: 1 | -1): number {
  const range = perspectiveRange(brand);
  const index = range.indexOf(normalizePerspective(brand, perspective));
  const nextIndex = (index + step + range.length) % range.length;
  // The modulo keeps the index inside the range, so the fallback is never taken.
  return range[nextIndex] ?? startPerspective(brand);
}

/** Right arrow / swipe left; wraps from the last perspective to the first. */
export function nextPerspective(brand: BrandCode, perspective: number): number {
  return stepPerspective(brand, perspective, 1);
}

/** Left arrow / swipe right; wraps from the first perspective to the last. */
export function previousPerspective(brand: BrandCode, perspective: number): number {
  return stepPerspective(brand, perspective, -1);
}
