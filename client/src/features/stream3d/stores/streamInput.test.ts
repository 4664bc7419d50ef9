import { clipUrl } from '@configurator/domain/rendering/clipKinds';
import { describe, expect, it } from 'vitest';
import { coverPoint, pinchDelta, wheelDelta } from './streamInput.js';
import { clipGroupOf } from './waitingRoomClips.js';

describe('live view input', () => {
  it('maps a point of a covering picture to the picture, wider and taller screens alike', () => {
    // 960x540 picture in a 960x540 element: the same.
    expect(coverPoint(480, 270, 960, 540, 960, 540)).toEqual({ x: 0.5, y: 0.5 });
    // A phone in portrait (375x812): the picture is scaled to the height and cropped at the sides.
    const scale = 812 / 540;
    const shown = 960 * scale;
    expect(coverPoint(0, 406, 375, 812, 960, 540)).toEqual({
      x: Math.round(((shown - 375) / 2 / shown) * 1000) / 1000,
      y: 0.5,
    });
    // A wide stage crops top and bottom: its top edge is inside the picture, not at 0.
    const top = coverPoint(720, 0, 1440, 600, 960, 540);
    expect(top?.x).toBe(0.5);
    expect(top?.y).toBeGreaterThan(0);
    expect(coverPoint(10, 10, 0, 0, 960, 540)).toBeNull();
    expect(coverPoint(10, 10, 100, 100, 0, 0)).toBeNull();
  });

  it('zooms in when the fingers move apart and out when they close, 100 px a step', () => {
    const other = { x: 0, y: 0 };
    expect(pinchDelta({ x: 100, y: 0 }, { x: 200, y: 0 }, other)).toBe(-1);
    expect(pinchDelta({ x: 200, y: 0 }, { x: 150, y: 0 }, other)).toBe(0.5);
  });

  it('turns wheel movement of any unit into steps, bounded', () => {
    expect(wheelDelta(100, 0)).toBe(1);
    expect(wheelDelta(-3, 1)).toBe(-0.99);
    expect(wheelDelta(1, 2)).toBe(1);
    expect(wheelDelta(100000, 0)).toBe(5);
  });

  it('picks the waiting-room clips: the X-Bow, the four street models, else the brand', () => {
    expect(clipGroupOf('KTM-XBOW-GTXR-2025', 'KTM', true)).toBe('xbow');
    expect(clipGroupOf('KTM-390-DUKE-2024', 'KTM', false)).toBe('street');
    expect(clipGroupOf('KTM-450-SX-F-2024', 'KTM', false)).toBe('ktm');
    expect(clipGroupOf('HQV-701-2024', 'HQV', false)).toBe('hqv');
    expect(clipGroupOf('GG-MC-250F-2024', 'GG', false)).toBe('gg');
    expect(clipUrl('street', 'zoom')).toBe('/videos/street/street_zoom.mp4');
  });
});
