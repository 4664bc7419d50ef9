/**
 * A set of a model's renderable parts as one short path segment, whatever the number applied:
 * `none`, or the catalog's tag, a dot and a bit per renderable part of the model (ascending part
 * ids) in base64url, trailing zero bytes dropped. The tag pins the bit order to one imported
 * catalog; a segment of another catalog is refused rather than read as other parts.
 */
import { ImagePathError } from './imagePaths.js';

export const NO_PARTS = 'none';
const SEGMENT = /^([0-9a-f]{8})\.([A-Za-z0-9_-]{1,700})$/;

/** The first eight hex digits of the catalog's SHA-256. */
export function catalogTag(catalogSha256: string): string {
  return catalogSha256.slice(0, 8).toLowerCase();
}

/** Each model's bit positions, made once per list of renderable parts (a catalog keeps its list). */
const bitPositions = new WeakMap<readonly number[], ReadonlyMap<number, number>>();

function bitIndexOf(renderable: readonly number[]): ReadonlyMap<number, number> {
  let index = bitPositions.get(renderable);
  if (!index) {
    index = new Map(renderable.map((id, i) => [id, i]));
    bitPositions.set(renderable, index);
  }
  return index;
}

export function encodePartSet(
  partIds: readonly number[],
  renderable: readonly number[],
  tag: string,
): string {
  const index = bitIndexOf(renderable);
  const bytes = Buffer.alloc(Math.ceil(renderable.length / 8));
  let any = false;
  for (const id of partIds) {
    const bit = index.get(id);
    if (bit === undefined) continue;
    bytes[bit >> 3] = (bytes[bit >> 3] as number) | (1 << (bit & 7));
    any = true;
  }
  if (!any) return NO_PARTS;
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return `${tag}.${bytes.subarray(0, end).toString('base64url')}`;
}

export function decodePartSet(segment: string, renderable: readonly number[], tag: string): number[] {
  if (segment === NO_PARTS) return [];
  const match = SEGMENT.exec(segment);
  if (!match) throw new ImagePathError('parts: "none", or the catalog tag, "." and the part bits');
  if (match[1] !== tag) {
    throw new ImagePathError(
      'parts: made for another catalog; load the configuration again for its pictures',
    );
  }
  const bytes = Buffer.from(match[2] as string, 'base64url');
  const ids: number[] = [];
  for (let bit = 0; bit < bytes.length * 8; bit++) {
    if (((bytes[bit >> 3] as number) & (1 << (bit & 7))) === 0) continue;
    const id = renderable[bit];
    if (id === undefined) throw new ImagePathError('parts: more bits than the model has renderable parts');
    ids.push(id);
  }
  if (ids.length === 0) throw new ImagePathError('parts: no part set; write "none"');
  return ids;
}
