import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** An RGBA picture as a PNG (no filters): for looking at differences, not for size. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** Writes the stacked picture, the whole one, and the stacked one in grey with every differing pixel red. */
export function writeDifference(
  directory: string,
  name: string,
  width: number,
  height: number,
  a: Uint8Array,
  b: Uint8Array,
): void {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 4) {
    let off = false;
    for (let c = 0; c < 3; c++) if (Math.abs((a[i + c] as number) - (b[i + c] as number)) > 16) off = true;
    const g = Math.round(((a[i] as number) + (a[i + 1] as number) + (a[i + 2] as number)) / 6);
    out[i] = off ? 255 : g;
    out[i + 1] = off ? 0 : g;
    out[i + 2] = off ? 0 : g;
    out[i + 3] = 255;
  }
  writeFileSync(`${directory}/${name}-diff.png`, encodePng(width, height, out));
  writeFileSync(`${directory}/${name}-stacked.png`, encodePng(width, height, a));
  writeFileSync(`${directory}/${name}-whole.png`, encodePng(width, height, b));
}
