import { CLIP_KINDS, isClipKind } from '@configurator/domain/rendering/clipKinds';
import { describe, expect, it } from 'vitest';
import type { StillSpec } from '../scene/stillSpec.js';
import { clipPose, clipPoses, easeInOut, focusAim } from './cameraPath.js';
import { clipFrameSpecs, DEFAULT_CLIP_FORMAT } from './clipRecorder.js';
import { ffmpegArguments } from './encoder.js';

describe('camera paths', () => {
  it('eases from 0 to 1, flat at both ends', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(-3)).toBe(0);
    expect(easeInOut(9)).toBe(1);
    expect(easeInOut(Number.NaN)).toBe(0);
    expect(easeInOut(0.02)).toBeLessThan(0.02);
  });

  it('knows its kinds', () => {
    expect(CLIP_KINDS).toEqual(['rotate', 'zoom', 'focus']);
    expect(isClipKind('zoom')).toBe(true);
    expect(isClipKind('spin')).toBe(false);
  });

  it('rotate: one full turn at a constant height and distance, looping without a repeated frame', () => {
    const poses = clipPoses('rotate', 72, 'naked');
    expect(poses).toHaveLength(72);
    const steps = poses.slice(1).map((pose, i) => pose.azimuthDeg - (poses[i]?.azimuthDeg ?? 0));
    for (const step of steps) expect(step).toBeCloseTo(5);
    // The frame after the last would be the first again, a whole turn on.
    const last = poses.at(-1)?.azimuthDeg ?? 0;
    expect(last + 5 - (poses[0]?.azimuthDeg ?? 0)).toBeCloseTo(360);
    expect(new Set(poses.map((p) => `${p.elevationDeg}/${p.distance}/${p.orbit}`))).toEqual(
      new Set(['12/1/true']),
    );
  });

  it('zoom: from far to near, always closing in', () => {
    const poses = clipPoses('zoom', 24, 'travel');
    expect(poses[0]?.distance).toBeGreaterThan(1.5);
    expect(poses.at(-1)?.distance).toBeLessThan(0.8);
    for (let i = 1; i < poses.length; i++) {
      expect(poses[i]?.distance).toBeLessThanOrEqual(poses[i - 1]?.distance ?? 0);
    }
  });

  it('focus: from a wide view onto the front wheel, or the cockpit of the car, with depth', () => {
    for (const family of ['offroad', 'car'] as const) {
      const poses = clipPoses('focus', 36, family);
      const first = poses[0];
      const last = poses.at(-1);
      expect(first?.aim).toEqual([0, 0, 0]);
      expect(first?.depthOfField).toBe(0);
      expect(last?.aim).toEqual([...focusAim(family)]);
      expect(last?.depthOfField).toBe(1);
      expect(last?.distance).toBeLessThan((first?.distance ?? 0) / 1.8);
      // It holds on the point in focus at the end.
      expect(poses.at(-2)).toEqual(last);
    }
    expect(focusAim('naked')[0]).toBeGreaterThan(0.5); // forward: the front wheel
    expect(focusAim('naked')[1]).toBeLessThan(0); // low: the wheel, not the tank
    expect(Math.abs(focusAim('car')[0])).toBeLessThan(0.2); // the middle: the cockpit
    expect(focusAim('car')[1]).toBeGreaterThan(0);
  });

  it('is a function of progress alone: the same poses every time, progress clamped', () => {
    expect(clipPoses('focus', 12, 'naked')).toEqual(clipPoses('focus', 12, 'naked'));
    expect(clipPose('zoom', -1, 'naked')).toEqual(clipPose('zoom', 0, 'naked'));
    expect(clipPose('zoom', 2, 'naked')).toEqual(clipPose('zoom', 1, 'naked'));
    expect(clipPoses('rotate', 0, 'naked')).toHaveLength(1);
  });
});

describe('clip frames and encoding', () => {
  const base: StillSpec = {
    modelId: 'M',
    brand: 'GG',
    family: 'offroad',
    engineType: '2-Stroke',
    colorCode: 'CC0000',
    parts: [],
    xbowColors: null,
    perspective: 0,
    width: 1280,
    height: 720,
    format: 'webp',
    background: 'transparent',
    layer: 'vehicle',
  };

  it('films the base scene on the studio in PNG at the clip size, one camera per frame', () => {
    const specs = clipFrameSpecs(base, 'zoom', { ...DEFAULT_CLIP_FORMAT, frames: 12 });
    expect(specs).toHaveLength(12);
    for (const spec of specs) {
      expect(spec).toMatchObject({
        modelId: 'M',
        width: 640,
        height: 360,
        format: 'png',
        background: 'studio',
        layer: 'full',
      });
    }
    expect(specs.map((s) => s.camera)).toEqual(clipPoses('zoom', 12, 'offroad'));
  });

  it('defaults to three seconds at 24 frames a second, 640x360', () => {
    expect(DEFAULT_CLIP_FORMAT).toEqual({ frames: 72, fps: 24, width: 640, height: 360 });
  });

  it('encodes H.264 in 4:2:0 with the index first', () => {
    const args = ffmpegArguments(24, '/tmp/out.mp4').join(' ');
    expect(args).toContain('-framerate 24');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-pix_fmt yuv420p');
    expect(args).toContain('-movflags +faststart');
    expect(args.endsWith('/tmp/out.mp4')).toBe(true);
  });
});
