/**
 * The 3D tools' day-time and lighting sliders. Both sliders report a fraction from 0 to 1 in steps of
 * 1/23 (one step per hour of the day-time slider); these functions turn that fraction into what the
 * renderer and the label need, and back, so the client and the saved tools configuration agree.
 */

export const DAY_TIME_HOUR_STEPS = 23;
export const SLIDER_STEP_FRACTION = 1 / DAY_TIME_HOUR_STEPS;

export const LIGHTING_SLIDER_STEP = SLIDER_STEP_FRACTION;
/** Where the lighting knob sits before the user touches it (off the 1/23 grid, as the spec gives it). */
export const LIGHTING_SLIDER_DEFAULT = 0.25;
export const LIGHTING_MIN = 12;
export const LIGHTING_MAX = 22;
/** The renderer's lighting value when the stream starts, before any slider input. */
export const LIGHTING_INITIAL = 12;

/** Slider values outside 0..1 (or NaN from a broken pointer event) must not reach the renderer. */
function clampFraction(fraction: number): number {
  if (Number.isNaN(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

/** Rounds a dragged fraction onto the 1/23 grid. */
export function snapToSliderStep(fraction: number): number {
  return Math.round(clampFraction(fraction) * DAY_TIME_HOUR_STEPS) / DAY_TIME_HOUR_STEPS;
}

/**
 * Hour 1..24 for a slider fraction: round(fraction * 23), and 0 becomes 24 (the spec's rule), so the
 * left end of the slider reads as midnight, '12 a.m', and hour 0 never reaches the renderer.
 */
export function dayTimeHour(fraction: number): number {
  const hour = Math.round(clampFraction(fraction) * DAY_TIME_HOUR_STEPS);
  return hour === 0 ? 24 : hour;
}

/** The knob position for an hour; 24 and 0 both mean midnight at the left end. */
export function dayTimeFraction(hour: number): number {
  assertHour(hour);
  return (hour % 24) / DAY_TIME_HOUR_STEPS;
}

function assertHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) {
    throw new RangeError(`hour must be an integer from 0 to 24, got ${hour}`);
  }
}

/** 12-hour label as the slider shows it: 13 -> '1 p.m', 24 -> '12 a.m', 12 -> '12 p.m'. */
export function formatDayTimeHour(hour: number): string {
  assertHour(hour);
  const hourOfDay = hour % 24;
  const suffix = hourOfDay < 12 ? 'a.m' : 'p.m';
  return `${hourOfDay % 12 === 0 ? 12 : hourOfDay % 12} ${suffix}`;
}

export function dayTimeLabel(fraction: number): string {
  return formatDayTimeHour(dayTimeHour(fraction));
}

/**
 * Linear from LIGHTING_MIN at 0 to LIGHTING_MAX at 1, not rounded: 23 slider steps over a span of 10
 * do not land on whole values, and rounding would make neighbouring steps send the same value.
 */
export function lightingValueFromFraction(fraction: number): number {
  return LIGHTING_MIN + clampFraction(fraction) * (LIGHTING_MAX - LIGHTING_MIN);
}

export function fractionFromLightingValue(lightingValue: number): number {
  return clampFraction((lightingValue - LIGHTING_MIN) / (LIGHTING_MAX - LIGHTING_MIN));
}
