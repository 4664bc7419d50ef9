import type { CameraPose } from './stillSpec.js';

/** A camera pose the live view moves through; aim in the framed box (see CameraPose). */
export interface LivePose {
  azimuthDeg: number;
  elevationDeg: number;
  distance: number;
  aim: [number, number, number];
}

/** A move from one pose to others, keyframe by keyframe, each taking `ms`. */
export interface CameraMove {
  keys: readonly { pose: LivePose; ms: number }[];
}

export const MIN_DISTANCE = 0.45;
export const MAX_DISTANCE = 2.2;
const MIN_ELEVATION = -5;
const MAX_ELEVATION = 80;

export const poseOf = (pose: CameraPose): LivePose => ({
  azimuthDeg: pose.azimuthDeg,
  elevationDeg: pose.elevationDeg,
  distance: pose.distance,
  aim: [...(pose.aim ?? [0, 0, 0])] as [number, number, number],
});

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** Drag: 0.3 degrees per pixel; dx > 0 turns the vehicle to the right (the camera to the left). */
export function rotated(pose: LivePose, dx: number, dy: number): LivePose {
  return {
    ...pose,
    azimuthDeg: pose.azimuthDeg - dx * 0.3,
    elevationDeg: clamp(pose.elevationDeg + dy * 0.3, MIN_ELEVATION, MAX_ELEVATION),
  };
}

/** Wheel or pinch: delta > 0 moves away, by 10% per unit. */
export function zoomed(pose: LivePose, delta: number): LivePose {
  return { ...pose, distance: clamp(pose.distance * 1.1 ** delta, MIN_DISTANCE, MAX_DISTANCE) };
}

/** Looks at the point (x, y) of the picture (0..1 from the top left), a little closer. */
export function focused(pose: LivePose, x: number, y: number): LivePose {
  const aimX = clamp((x - 0.5) * 2, -1, 1);
  const aimY = clamp((0.5 - y) * 2, -1, 1);
  return { ...pose, aim: [pose.aim[0], aimY, aimX], distance: clamp(pose.distance * 0.8, MIN_DISTANCE, 1) };
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const mix = (a: number, b: number, t: number) => a + (b - a) * t;

export function between(from: LivePose, to: LivePose, t: number): LivePose {
  const k = ease(clamp(t, 0, 1));
  return {
    azimuthDeg: mix(from.azimuthDeg, to.azimuthDeg, k),
    elevationDeg: mix(from.elevationDeg, to.elevationDeg, k),
    distance: mix(from.distance, to.distance, k),
    aim: [mix(from.aim[0], to.aim[0], k), mix(from.aim[1], to.aim[1], k), mix(from.aim[2], to.aim[2], k)],
  };
}

/** The pose `elapsed` ms into a move that starts at `start`; done once past its last key. */
export function alongMove(
  start: LivePose,
  move: CameraMove,
  elapsed: number,
): { pose: LivePose; done: boolean } {
  let from = start;
  let left = elapsed;
  for (const key of move.keys) {
    if (left < key.ms) return { pose: between(from, key.pose, left / key.ms), done: false };
    left -= key.ms;
    from = key.pose;
  }
  return { pose: from, done: true };
}

const at = (
  azimuthDeg: number,
  elevationDeg: number,
  distance: number,
  aim: LivePose['aim'] = [0, 0, 0],
) => ({
  azimuthDeg,
  elevationDeg,
  distance,
  aim,
});

/** The perspectives of the tools panel. */
export const PERSPECTIVES: Readonly<Record<string, LivePose>> = {
  front: at(0, 10, 1),
  rear: at(180, 12, 1),
  left: at(-90, 6, 1),
  right: at(90, 6, 1),
  top: at(60, 72, 1.1),
  cockpit: at(180, 30, 0.5, [0, 0.6, 0]),
};

/** Cinematic camera moves, relative to where the camera stands. */
export function cinematicMove(id: string, from: LivePose): CameraMove {
  switch (id) {
    case 'intro':
      return introMove(from);
    case 'rideby':
      return {
        keys: [
          { pose: at(-100, 3, 1.3), ms: 600 },
          { pose: at(100, 3, 1.3), ms: 2400 },
          { pose: from, ms: 800 },
        ],
      };
    default:
      return {
        keys: [
          { pose: at(40, 20, 0.55, [0.6, 0, 0]), ms: 900 },
          { pose: at(-40, 25, 0.55, [-0.5, 0.3, 0]), ms: 1200 },
          { pose: at(120, 18, 0.6, [0, -0.4, 0.4]), ms: 1200 },
          { pose: from, ms: 900 },
        ],
      };
  }
}

/** The intro: from far behind and high, around to the start pose. */
export function introMove(to: LivePose): CameraMove {
  return {
    keys: [
      { pose: { ...to, azimuthDeg: to.azimuthDeg + 120, elevationDeg: 35, distance: 1.9 }, ms: 0 },
      { pose: to, ms: 2000 },
    ],
  };
}

/** Brightness 0..1 of the sun at an hour of the day (1..24): full at noon, low at night. */
export function daylight(hour: number): number {
  const h = ((hour % 24) + 24) % 24;
  return Math.max(0.12, Math.cos(((h - 13) / 12) * Math.PI) * 0.5 + 0.5);
}
