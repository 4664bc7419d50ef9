import { describe, expect, it } from 'vitest';
import {
  assertSafeImagePath,
  formatImageSetup,
  type ImagePath,
  ImagePathError,
  type ImageSetup,
  parseImageSegments,
} from './imagePaths.js';

/** A setup's picture path is `path`, and reading it back gives the setup again. */
function expectRoundTrip(
  setup: ImageSetup,
  parts: string,
  perspective: number,
  format: ImagePath['format'],
  path: string,
): void {
  const formatted = `${formatImageSetup(setup, parts)}/${perspective}.${format}`;
  expect(formatted).toBe(path);
  expect(parseImageSegments(formatted.split('/'))).toEqual({
    modelId: setup.modelId,
    variationCode: setup.variationCode,
    parts,
    colors: setup.colors,
    perspective,
    format,
  });
}

describe('image paths', () => {
  it('round-trips a motorcycle and an X-Bow setup', () => {
    const bike = {
      modelId: 'KTM-390-DUKE-2024',
      variationCode: 'F0310V1',
      partIds: [10001, 10005],
      colors: null,
    };
    expectRoundTrip(bike, '0a1b2c3d.EQ', 0, 'webp', 'KTM-390-DUKE-2024/F0310V1/0a1b2c3d.EQ/std/0.webp');

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
    expectRoundTrip(car, 'none', 2, 'png', 'KTM-X-BOW-GT-XR-2024/X3001U0/none/FF6600-x-000000-x-x-M/2.png');
  });

  it.each([
    ['part ids instead of the part set', 'M/V/3_5/std/0.webp'],
    ['a part set without its catalog tag', 'M/V/.EQ/std/0.webp'],
    ['a part set with a short tag', 'M/V/0a1b.EQ/std/0.webp'],
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
