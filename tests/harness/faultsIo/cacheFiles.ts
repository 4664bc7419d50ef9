/**
 * Whether a picture's bytes are whole (a truncated write leaves a file that starts right and ends
 * early), and what a render cache folder holds: partial files left behind, and files that are not
 * whole or do not match what their description says.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** PNG: every chunk complete up to IEND at the very end; WebP: the RIFF size; JPEG: the end marker. */
export function isWholePicture(bytes: Buffer, contentType: string): boolean {
  if (contentType.includes('png')) {
    if (bytes.length < 8 || bytes.readUInt32BE(0) !== 0x89504e47) return false;
    let at = 8;
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      at += 12 + length;
      if (type === 'IEND') return at === bytes.length;
    }
    return false;
  }
  if (contentType.includes('webp')) {
    return (
      bytes.length >= 12 &&
      bytes.toString('latin1', 0, 4) === 'RIFF' &&
      bytes.toString('latin1', 8, 12) === 'WEBP' &&
      bytes.readUInt32LE(4) + 8 === bytes.length
    );
  }
  if (contentType.includes('jpeg')) {
    return (
      bytes.length > 4 &&
      bytes[0] === 0xff &&
      bytes[1] === 0xd8 &&
      bytes.at(-2) === 0xff &&
      bytes.at(-1) === 0xd9
    );
  }
  return bytes.length > 0;
}

const COMPOSED_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' };

export interface CacheScan {
  files: number;
  /** Files of a write that did not finish: *.tmp, *.part. */
  partial: string[];
  /** Results and pictures that are not whole, or a result whose size is not its description's. */
  corrupt: string[];
}

/** Every file under `directory` (the render cache: results/ and composed/). */
export async function scanCache(directory: string): Promise<CacheScan> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const scan: CacheScan = { files: 0, partial: [], corrupt: [] };
  for (const file of files) {
    if (file.endsWith('/filler')) continue;
    scan.files++;
    if (/\.(tmp|part)$/.test(file)) {
      scan.partial.push(file);
      continue;
    }
    const bytes = await readFile(file);
    if (file.endsWith('.bin')) {
      const described = await readFile(file.replace(/\.bin$/, '.json'), 'utf8')
        .then((text) => JSON.parse(text) as { size: number; contentType: string })
        .catch(() => null);
      // A result without its description is never read; one with it must be whole.
      if (described && (described.size !== bytes.length || !isWholePicture(bytes, described.contentType)))
        scan.corrupt.push(file);
      continue;
    }
    if (file.endsWith('.json')) {
      try {
        JSON.parse(bytes.toString());
      } catch {
        scan.corrupt.push(file);
      }
      continue;
    }
    const type = COMPOSED_TYPES[file.split('.').pop() ?? ''];
    if (type && !isWholePicture(bytes, type)) scan.corrupt.push(file);
  }
  return scan;
}
