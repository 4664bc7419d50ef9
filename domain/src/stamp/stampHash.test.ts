import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configurationStamp, stringHash32 } from './stampHash.js';

describe('stringHash32', () => {
  it.each([
    ['', 0],
    ['a', 97],
    ['ab', 3105],
    ['hello', 99162322],
    ['Hello, World', -505841268],
    // Non-ASCII hashes UTF-16 code units, so the emoji counts as two surrogate halves.
    ['ä€😀', 16603051],
  ])('hashes %j to %i', (input, expected) => {
    expect(stringHash32(input)).toBe(expected);
  });

  it('wraps to a negative value once the sum overflows 32 bits', () => {
    expect(stringHash32('Hello, World')).toBeLessThan(0);
  });

  it('always yields a signed 32-bit integer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const hash = stringHash32(s);
        expect(Number.isInteger(hash)).toBe(true);
        expect(hash).toBe(hash | 0);
      }),
    );
  });

  it('agrees with the unbounded recurrence reduced modulo 2^32', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        let big = 0n;
        for (let i = 0; i < s.length; i++) big = (big * 31n + BigInt(s.charCodeAt(i))) % 2n ** 32n;
        expect(stringHash32(s)).toBe(Number(BigInt.asIntN(32, big)));
      }),
    );
  });
});

describe('configurationStamp', () => {
  it('hashes model id and variation when no part is applied', () => {
    expect(configurationStamp({ modelId: 'HQV-TE-300-2025', variationCode: 'T3001U0', mainImages: [] })).toBe(
      '258954742',
    );
  });

  it('keeps the sign of a negative hash', () => {
    expect(
      configurationStamp({
        modelId: 'KTM-XBOW-GTXR-2024',
        variationCode: 'X3001U0',
        mainImages: ['body.png', 'rims.png'],
      }),
    ).toBe('-1438011886');
  });

  it('depends on the applied order of the parts', () => {
    expect(
      configurationStamp({
        modelId: 'KTM-XBOW-GTXR-2024',
        variationCode: 'X3001U0',
        mainImages: ['rims.png', 'body.png'],
      }),
    ).toBe('-1303870702');
  });

  it('hashes a street model with two parts', () => {
    expect(
      configurationStamp({
        modelId: 'KTM-1390-SUPER-DUKE-R-2024',
        variationCode: 'F7475X3',
        mainImages: ['https://cdn/img/1.png', 'https://cdn/img/2.png'],
      }),
    ).toBe('483684829');
  });

  it('equals the hash of the plain concatenation', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), (modelId, variationCode, mainImages) => {
        expect(configurationStamp({ modelId, variationCode, mainImages })).toBe(
          String(stringHash32(modelId + variationCode + mainImages.join(''))),
        );
      }),
    );
  });
});
