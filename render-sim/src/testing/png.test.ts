import { spawnSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FFMPEG_PATH } from '../clips/encoder.js';
import { decodePng } from './png.js';

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  // The decoder does not check CRCs; zeros keep this encoder short.
  return Buffer.concat([head, body, Buffer.alloc(4)]);
}

/** A PNG whose row y is filtered with filters[y % filters.length], as an encoder would. */
function encode(
  width: number,
  height: number,
  channels: 3 | 4,
  pixels: Uint8Array,
  filters: number[],
): Buffer {
  const stride = width * channels;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const filter = filters[y % filters.length] as number;
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const at = (yy: number, xx: number) => (yy < 0 || xx < 0 ? 0 : (pixels[yy * stride + xx] as number));
      const a = at(y, x - channels);
      const b = at(y - 1, x);
      const c = at(y - 1, x - channels);
      const p = a + b - c;
      const nearest =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, nearest][filter] as number;
      raw[y * (stride + 1) + 1 + x] = ((pixels[y * stride + x] as number) - predicted) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

describe('decodePng', () => {
  it('undoes every one of the five row filters, in RGBA and in RGB', () => {
    for (const filter of [0, 1, 2, 3, 4]) {
      const rgba = noise(7 * 5 * 4, filter + 1);
      expect(decodePng(encode(7, 5, 4, rgba, [filter]))).toEqual({ width: 7, height: 5, data: rgba });
    }
    const rgb = noise(9 * 6 * 3, 42);
    const decoded = decodePng(encode(9, 6, 3, rgb, [4, 3, 2, 1, 0]));
    expect(decoded.width).toBe(9);
    for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
      expect([...decoded.data.subarray(j, j + 4)]).toEqual([rgb[i], rgb[i + 1], rgb[i + 2], 255]);
    }
  });

  it('reads a PNG of another encoder as that encoder reads it back', () => {
    const ffmpeg = (args: string[], input?: Buffer) => {
      const result = spawnSync(FFMPEG_PATH, ['-v', 'error', ...args], { input, maxBuffer: 1 << 24 });
      if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
      return result.stdout;
    };
    const png = ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48', '-frames:v', '1'],
      ...['-c:v', 'png', '-pred', 'mixed', '-pix_fmt', 'rgba', '-f', 'image2pipe', '-'],
    ]);
    const raw = ffmpeg(['-f', 'png_pipe', '-i', '-', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], png);
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([64, 48]);
    expect(Buffer.from(decoded.data).equals(raw)).toBe(true);
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => decodePng(Buffer.from('not a png at all'))).toThrow(/not a PNG/);
    const grey = encode(2, 2, 4, noise(16, 3), [0]);
    grey[8 + 8 + 9] = 0;
    expect(() => decodePng(grey)).toThrow(/colour type 0/);
    const short = encode(4, 4, 4, noise(64, 4), [1]);
    short.writeUInt32BE(40, 8 + 8 + 4);
    expect(() => decodePng(short)).toThrow(/fewer rows/);
  });
});
