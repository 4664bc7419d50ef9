import type { BodyFinish } from '../configuration/vehicleSettings.js';
import type { ColorSlot } from './types.js';

/**
 * The X-Bow's colours as a picture shows them: per colour slot six hex digits without '#', or null
 * for the slot's default; and the body's finish.
 */
export interface XbowColors extends Readonly<Record<ColorSlot, string | null>> {
  readonly finish: BodyFinish;
}
