import { describe, expect, it } from 'vitest';
import { assertSafeImagePath, formatImageSetup, ImagePathError, parseImageSegments } from './imagePaths.js';

describe('image paths', () => {
  it('round-trips a motorcycle and an X-Bow setup', () => {
    const bike = {
      modelId: 'KTM-390-DUKE-2024',
      variationCode: 'F0310V1',
      partIds: [10001, 10005],
      colors: null,
    };
    const path = `${formatImageSetup(bike)}/0.webp`;
    expect(path).toBe('KTM-390-DUKE-2024/F0310V1/10001_10005/std/0.webp');
    expect(parseImageSegments(path.split('/'))).toEqual({ setup: bike, perspective: 0, format: 'webp' });

    const car = {
      modelId: 'KTM-X-BOW-GT-XR-2024',
      variationCode: 'X3001U0',
      partIds: [],
      colors: {
        body: 'FF6600',
        calipers: null,
        rims: '000000',
        stitching: null,
        suspensionAndLogo: null,
        finish: 'Matte' as const,
      },
    };
    const carPath = `${formatImageSetup(car)}/2.png`;
    expect(carPath).toBe('KTM-X-BOW-GT-XR-2024/X3001U0/none/FF6600-x-000000-x-x-M/2.png');
    expect(parseImageSegments(carPath.split('/'))).toEqual({ setup: car, perspective: 2, format: 'png' });
  });

  it.each([
    ['parts out of order', 'M/V/5_3/std/0.webp'],
    ['duplicate parts', 'M/V/3_3/std/0.webp'],
    ['parts that are not numbers', 'M/V/abc/std/0.webp'],
    ['bad colours', 'M/V/none/red-x-x-x-x-M/0.webp'],
    ['a missing finish', 'M/V/none/x-x-x-x-x/0.webp'],
    ['another extension', 'M/V/none/std/0.jpg'],
    ['a missing segment', 'M/V/none/0.webp'],
  ])('refuses %s', (_name, path) => {
    expect(() => parseImageSegments(path.split('/'))).toThrow(ImagePathError);
  });

  it.each([
    '../../etc/passwd',
    'M/V/../../../etc/passwd',
    '/etc/passwd',
    'M\\..\\secret',
    'M/%2e%2e/%2E%2E/etc/passwd',
    'M%2fV%2f..',
    'M/V/none/std/0.webp%00.png',
    'C:/Windows/win.ini',
    'M//V/none/std/0.webp',
  ])('rejects the traversal %s', (raw) => {
    expect(() => assertSafeImagePath(raw)).toThrow(ImagePathError);
  });

  it('accepts an ordinary path', () => {
    expect(() => assertSafeImagePath('KTM-390-DUKE-2024/F0310V1/none/std/0.webp')).not.toThrow();
  });
});
