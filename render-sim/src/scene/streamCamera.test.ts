import { describe, expect, it } from 'vitest';
import {
  alongMove,
  between,
  type CameraMove,
  cinematicMove,
  daylight,
  focused,
  introMove,
  type LivePose,
  MAX_DISTANCE,
  MIN_DISTANCE,
  PERSPECTIVES,
  poseOf,
  rotated,
  zoomed,
} from './streamCamera.js';

const front: LivePose = { azimuthDeg: 0, elevationDeg: 10, distance: 1, aim: [0, 0, 0] };

describe('live camera', () => {
  it('takes a still camera pose, aimed at the middle when it names no aim', () => {
    expect(poseOf({ azimuthDeg: 30, elevationDeg: 5, distance: 1.2 })).toEqual({
      azimuthDeg: 30,
      elevationDeg: 5,
      distance: 1.2,
      aim: [0, 0, 0],
    });
  });

  it('turns 0.3 degrees a pixel; a drag to the right turns the camera to the left', () => {
    expect(rotated(front, 100, 0)).toEqual({ ...front, azimuthDeg: -30 });
    expect(rotated(front, -100, 20)).toEqual({ ...front, azimuthDeg: 30, elevationDeg: 16 });
  });

  it('keeps the camera between just under the horizon and nearly straight above', () => {
    expect(rotated(front, 0, 10_000).elevationDeg).toBe(80);
    expect(rotated(front, 0, -10_000).elevationDeg).toBe(-5);
    expect(rotated(front, 10_000, 0).azimuthDeg).toBe(-3000);
  });

  it('zooms out by 10 % a unit and stays between the closest and the furthest distance', () => {
    expect(zoomed(front, 1).distance).toBeCloseTo(1.1);
    expect(zoomed(front, -1).distance).toBeCloseTo(1 / 1.1);
    expect(zoomed(front, 50).distance).toBe(MAX_DISTANCE);
    expect(zoomed(front, -50).distance).toBe(MIN_DISTANCE);
    expect(zoomed(front, 0)).toEqual(front);
  });

  it('looks at a point of the picture, a little closer, never nearer than the closest distance', () => {
    const centre = focused(front, 0.5, 0.5);
    expect(centre.aim).toEqual([0, 0, 0]);
    expect(centre.distance).toBeCloseTo(0.8);
    expect(focused(front, 1, 0).aim).toEqual([0, 1, 1]);
    expect(focused(front, 0, 1).aim).toEqual([0, -1, -1]);
    expect(focused({ ...front, distance: 0.5 }, 0.5, 0.5).distance).toBe(MIN_DISTANCE);
    expect(focused({ ...front, distance: 2 }, 0.5, 0.5).distance).toBe(1);
    expect(focused(front, 0.2, 0.4).azimuthDeg).toBe(0);
  });

  it('eases between two poses, from the first to the second, clamped outside 0..1', () => {
    const to: LivePose = { azimuthDeg: 90, elevationDeg: 30, distance: 2, aim: [1, 1, 1] };
    expect(between(front, to, 0)).toEqual(front);
    expect(between(front, to, 1)).toEqual(to);
    expect(between(front, to, -1)).toEqual(front);
    expect(between(front, to, 2)).toEqual(to);
    expect(between(front, to, 0.5).azimuthDeg).toBeCloseTo(45);
    expect(between(front, to, 0.25).azimuthDeg).toBeLessThan(0.25 * 90);
  });

  it('runs a move key by key and ends on its last pose', () => {
    const side: LivePose = { ...front, azimuthDeg: 90 };
    const back: LivePose = { ...front, azimuthDeg: 180 };
    const move: CameraMove = {
      keys: [
        { pose: side, ms: 100 },
        { pose: back, ms: 200 },
      ],
    };
    expect(alongMove(front, move, 0)).toEqual({ pose: front, done: false });
    expect(alongMove(front, move, 50).pose.azimuthDeg).toBeCloseTo(45);
    expect(alongMove(front, move, 100)).toEqual({ pose: side, done: false });
    expect(alongMove(front, move, 200).pose.azimuthDeg).toBeCloseTo(135);
    expect(alongMove(front, move, 299).done).toBe(false);
    expect(alongMove(front, move, 300)).toEqual({ pose: back, done: true });
    expect(alongMove(front, move, 10_000)).toEqual({ pose: back, done: true });
    expect(alongMove(front, { keys: [] }, 0)).toEqual({ pose: front, done: true });
  });

  it('jumps to a key of no duration', () => {
    const intro = introMove(front);
    const start = alongMove({ ...front, azimuthDeg: 300 }, intro, 0);
    expect(start.done).toBe(false);
    expect(start.pose).toEqual({ ...front, azimuthDeg: 120, elevationDeg: 35, distance: 1.9 });
    expect(alongMove(front, intro, 2000)).toEqual({ pose: front, done: true });
  });

  it('ends every cinematic where the camera stood, except the intro, which ends on its pose', () => {
    const from: LivePose = { ...front, azimuthDeg: 33 };
    for (const id of ['rideby', 'details', 'unknown']) {
      const move = cinematicMove(id, from);
      const total = move.keys.reduce((sum, key) => sum + key.ms, 0);
      expect(move.keys.length, id).toBeGreaterThan(1);
      expect(alongMove(front, move, total), id).toEqual({ pose: from, done: true });
    }
    expect(cinematicMove('intro', from)).toEqual(introMove(from));
  });

  it('offers perspectives within the limits of the camera', () => {
    for (const [id, pose] of Object.entries(PERSPECTIVES)) {
      expect(pose.distance, id).toBeGreaterThanOrEqual(MIN_DISTANCE);
      expect(pose.distance, id).toBeLessThanOrEqual(MAX_DISTANCE);
      expect(pose.elevationDeg, id).toBeLessThanOrEqual(80);
    }
    expect(PERSPECTIVES.rear?.azimuthDeg).toBe(180);
  });

  it('gives full daylight at one o clock, less every hour into the evening, and some light at night', () => {
    expect(daylight(13)).toBeCloseTo(1);
    for (let hour = 13; hour < 22; hour++)
      expect(daylight(hour + 1), `${hour + 1}`).toBeLessThan(daylight(hour));
    for (let hour = 1; hour <= 24; hour++) {
      expect(daylight(hour)).toBeGreaterThanOrEqual(0.12);
      expect(daylight(hour)).toBeLessThanOrEqual(1);
    }
    expect(daylight(24)).toBe(daylight(0));
    expect(daylight(1)).toBe(0.12);
    expect(daylight(12)).toBeCloseTo(daylight(14));
  });
});
