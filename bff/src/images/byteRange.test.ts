import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.js';

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    [' bytes=0-0 ', { start: 0, end: 0 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it('sends the whole file for no range, other units, several ranges or a reversed one', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=9-3', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000)).toBeNull();
    }
  });

  it('cannot satisfy a start past the end or an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
