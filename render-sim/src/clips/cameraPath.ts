/**
 * The camera moves of the waiting-room clips, as pure functions of the clip's progress. Pure: the
 * tests check the paths, the recorder turns them into frames.
 */
import type { ClipKind } from '@configurator/domain/rendering/clipKinds';
import type { VehicleFamily } from '@configurator/domain/rendering/vehicleFamily';
import type { CameraPose } from '../scene/stillSpec.js';

const clamp01 = (t: number) => (Number.isFinite(t) ? Math.max(0, Math.min(1, t)) : 0);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Starts and ends gently: 0 at 0, 1 at 1, flat at both ends. */
export function easeInOut(t: number): number {
  const x = clamp01(t);
  return x * x * (3 - 2 * x);
}

/** Where the rotation starts: the brands' main three-quarter view. */
const ROTATE_START_DEG = 55;

/**
 * What the focus clip ends on, in the framed box (-1..1 per axis, x forward, y up, z right): the
 * X-Bow's open cockpit, a motorcycle's front wheel and fork.
 */
export function focusAim(family: VehicleFamily): readonly [number, number, number] {
  return family === 'car' ? [0.02, 0.3, -0.05] : [0.78, -0.3, 0.05];
}

/** The pose at the start and at the end of a focus clip. */
function focusEnds(family: VehicleFamily): [CameraPose, CameraPose] {
  const car = family === 'car';
  return [
    { azimuthDeg: 60, elevationDeg: 16, distance: 1.1, aim: [0, 0, 0], depthOfField: 0 },
    {
      azimuthDeg: car ? 30 : 32,
      elevationDeg: car ? 30 : 9,
      distance: car ? 0.5 : 0.55,
      aim: focusAim(family),
      depthOfField: 1,
    },
  ];
}

/** Share of the focus clip spent moving; the rest holds on the point in focus. */
const FOCUS_MOVE = 0.8;

/**
 * The camera at progress t (0..1) of a clip. rotate: one full turn around the vehicle at a fixed
 * height; zoom: from far away to close up; focus: from a wide view onto the front wheel (the
 * cockpit of the car), closing in and blurring the background as a shallow depth of field would.
 */
export function clipPose(kind: ClipKind, t: number, family: VehicleFamily): CameraPose {
  const p = clamp01(t);
  switch (kind) {
    case 'rotate':
      return { azimuthDeg: ROTATE_START_DEG + 360 * p, elevationDeg: 12, distance: 1, orbit: true };
    case 'zoom': {
      const e = easeInOut(p);
      return { azimuthDeg: lerp(40, 52, e), elevationDeg: lerp(16, 10, e), distance: lerp(1.9, 0.72, e) };
    }
    case 'focus': {
      const e = easeInOut(p / FOCUS_MOVE);
      const [from, to] = focusEnds(family);
      const fromAim = from.aim ?? [0, 0, 0];
      const toAim = to.aim ?? [0, 0, 0];
      return {
        azimuthDeg: lerp(from.azimuthDeg, to.azimuthDeg, e),
        elevationDeg: lerp(from.elevationDeg, to.elevationDeg, e),
        distance: lerp(from.distance, to.distance, e),
        aim: [lerp(fromAim[0], toAim[0], e), lerp(fromAim[1], toAim[1], e), lerp(fromAim[2], toAim[2], e)],
        depthOfField: lerp(from.depthOfField ?? 0, to.depthOfField ?? 0, e),
      };
    }
  }
}

/**
 * The poses of every frame. The turn leaves out its last frame (the same as the first), so the
 * clip loops without a stutter; zoom and focus include both ends.
 */
export function clipPoses(kind: ClipKind, frames: number, family: VehicleFamily): CameraPose[] {
  const count = Math.max(1, Math.floor(frames));
  const span = kind === 'rotate' ? count : Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => clipPose(kind, i / span, family));
}
