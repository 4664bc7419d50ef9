import type { BodyFinish } from '../configuration/vehicleSettings.js';
import type { ColorSlot } from './types.js';

/**
 * The X-Bow's colours as a picture shows them: per colour slot six hex digits without '#', or null
 * for the slot's default; and the body's finish.
 */
export interface XbowColors extends Readonly<Record<ColorSlot, string | null>> {
  readonly finish: BodyFinish;
}

/**
 * X-Bow colours read slot by slot in slot order, then the finish: `color` and `finish` run in that
 * order, so a reader that fails names the first bad field and a random pick stays reproducible.
 */
export function readXbowColors(
  color: (slot: ColorSlot) => string | null,
  finish: () => BodyFinish,
): XbowColors {
  return {
    body: color('body'),
    calipers: color('calipers'),
    rims: color('rims'),
    stitching: color('stitching'),
    suspensionAndLogo: color('suspensionAndLogo'),
    finish: finish(),
  };
}
