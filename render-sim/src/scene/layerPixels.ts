/** Cutting a layer out of two pictures. Pure: the scene page runs it, the tests check it. */

/** The most one channel may differ for two pixels to count as the same. */
export const SAME_PIXEL_TOLERANCE = 1;

/**
 * Writes into `out` (RGBA, as long as both pictures) every pixel of `over` that differs from the
 * pixel of `under` at the same place, opaque, and transparent black everywhere else. Answers how
 * many pixels were kept.
 */
export function keepDifferences(
  over: Uint8ClampedArray,
  under: Uint8ClampedArray,
  out: Uint8ClampedArray,
): number {
  if (over.length !== under.length || out.length !== over.length) {
    throw new Error(`pictures of different sizes: ${over.length}, ${under.length}, ${out.length} bytes`);
  }
  let kept = 0;
  for (let i = 0; i < over.length; i += 4) {
    const r = over[i] as number;
    const g = over[i + 1] as number;
    const b = over[i + 2] as number;
    const differs =
      Math.abs(r - (under[i] as number)) > SAME_PIXEL_TOLERANCE ||
      Math.abs(g - (under[i + 1] as number)) > SAME_PIXEL_TOLERANCE ||
      Math.abs(b - (under[i + 2] as number)) > SAME_PIXEL_TOLERANCE ||
      Math.abs((over[i + 3] as number) - (under[i + 3] as number)) > SAME_PIXEL_TOLERANCE;
    if (differs) {
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
      out[i + 3] = 255;
      kept++;
    } else {
      out[i] = 0;
      out[i + 1] = 0;
      out[i + 2] = 0;
      out[i + 3] = 0;
    }
  }
  return kept;
}
