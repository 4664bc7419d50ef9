import { inflateSync } from 'node:zlib';

/** A decoded picture: RGBA, 8 bits a channel, rows top to bottom. */
export interface RgbaPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The Paeth predictor of the PNG specification: whichever neighbour is nearest a + b - c. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/**
 * Decodes the PNGs Chromium writes: 8-bit RGBA or RGB, not interlaced, with any of the five row
 * filters. Anything else is refused with the reason, as is a file cut short.
 */
export function decodePng(bytes: Buffer): RgbaPicture {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new Error(`the ${type} chunk is cut short`);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8) throw new Error(`bit depth ${depth} is not supported`);
      if (colourType !== 2 && colourType !== 6) throw new Error(`colour type ${colourType} is not supported`);
      if (interlace !== 0) throw new Error('interlaced PNGs are not supported');
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      compressed.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (!channels) throw new Error('the PNG has no header');
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error('the PNG has fewer rows than its header says');

  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const source = y * (stride + 1) + 1;
    const row = y * stride;
    const above = row - stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[source + x] as number;
      const a = x >= channels ? (rows[row + x - channels] as number) : 0;
      const b = y > 0 ? (rows[above + x] as number) : 0;
      const c = y > 0 && x >= channels ? (rows[above + x - channels] as number) : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = a;
          break;
        case 2:
          predicted = b;
          break;
        case 3:
          predicted = (a + b) >> 1;
          break;
        case 4:
          predicted = paeth(a, b, c);
          break;
        default:
          throw new Error(`row ${y} has the unknown filter ${filter}`);
      }
      rows[row + x] = (value + predicted) & 255;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i] as number;
    data[j + 1] = rows[i + 1] as number;
    data[j + 2] = rows[i + 2] as number;
    data[j + 3] = 255;
  }
  return { width, height, data };
}
