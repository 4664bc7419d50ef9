/**
 * Image paths say what the picture shows, so any server can render a picture it never saw:
 *   {modelId}/{variationCode}/{parts}/{colours}/{perspective}.{webp|png}
 * parts: the renderable applied parts as one short segment whatever their number (partSetCode.ts);
 * colours: "std" for motorcycles; for the X-Bow the five slot colours (six hex digits, or "x" for
 * the default) and the finish (M matte, G glossy), joined by "-".
 */
import { COLOR_SLOTS } from '@configurator/domain';
import type { XbowColors } from '@configurator/domain/catalog/xbowColors';

export interface ImageSetup {
  modelId: string;
  variationCode: string;
  partIds: number[];
  colors: XbowColors | null;
}

/** full: the composed picture; background, base, parts: its layers (render-sim/src/protocol.ts). */
export type ImageLayer = 'full' | 'background' | 'base' | 'parts';
export type ImageFormat = 'webp' | 'png';

export interface ImageRequest {
  setup: ImageSetup;
  perspective: number;
  format: ImageFormat;
}

/** An image path as written: the parts still as their segment, read against the catalog later. */
export interface ImagePath {
  modelId: string;
  variationCode: string;
  parts: string;
  colors: XbowColors | null;
  perspective: number;
  format: ImageFormat;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const PARTS = /^(none|[0-9a-f]{8}\.[A-Za-z0-9_-]{1,700})$/;
const HEX = /^[0-9A-F]{6}$/;

export class ImagePathError extends Error {}

function colorSegment(colors: XbowColors | null): string {
  if (!colors) return 'std';
  const slot = (value: string | null) => (value ? value.toUpperCase() : 'x');
  return [...COLOR_SLOTS.map((name) => slot(colors[name])), colors.finish === 'Matte' ? 'M' : 'G'].join('-');
}

/** `{model}/{variation}/{parts segment}/{colours}`. */
export function formatImageSetup(setup: ImageSetup, partsSegment: string): string {
  return `${encodeURIComponent(setup.modelId)}/${setup.variationCode}/${partsSegment}/${colorSegment(setup.colors)}`;
}

function parseColors(segment: string): XbowColors | null {
  if (segment === 'std') return null;
  const values = segment.split('-');
  const finish = values.pop();
  if (values.length !== 5 || (finish !== 'M' && finish !== 'G')) {
    throw new ImagePathError('colours: five slot colours and M or G');
  }
  const [body, calipers, rims, stitching, suspensionAndLogo] = values.map((v) => {
    if (v === 'x') return null;
    if (!HEX.test(v)) throw new ImagePathError(`colours: ${v} is not six hex digits`);
    return v;
  });
  return {
    body: body ?? null,
    calipers: calipers ?? null,
    rims: rims ?? null,
    stitching: stitching ?? null,
    suspensionAndLogo: suspensionAndLogo ?? null,
    finish: finish === 'M' ? 'Matte' : 'Glossy',
  };
}

/** Parses `{model}/{variation}/{parts}/{colours}/{perspective}.{ext}` (segments already split). */
export function parseImageSegments(segments: readonly string[]): ImagePath {
  if (segments.length !== 5) throw new ImagePathError('path: model/variation/parts/colours/perspective.ext');
  const [modelId, variationCode, parts, colors, file] = segments as [string, string, string, string, string];
  if (!CODE.test(modelId)) throw new ImagePathError('modelId: letters, digits, ".", "_" or "-"');
  if (!CODE.test(variationCode)) throw new ImagePathError('variationCode: letters, digits, ".", "_" or "-"');
  const match = /^(\d{1,2})\.(webp|png)$/.exec(file);
  if (!match) throw new ImagePathError('file: {perspective}.webp or {perspective}.png');
  if (!PARTS.test(parts))
    throw new ImagePathError('parts: "none", or the catalog tag, "." and the part bits');
  return {
    modelId,
    variationCode,
    parts,
    colors: parseColors(colors),
    perspective: Number(match[1]),
    format: match[2] as ImageFormat,
  };
}

/**
 * Rejects every way out of the image tree before anything is parsed or read: parent segments,
 * absolute paths, backslashes, encoded dots and separators, NUL.
 */
export function assertSafeImagePath(raw: string): void {
  const lowered = raw.toLowerCase();
  if (
    raw.includes('..') ||
    raw.startsWith('/') ||
    raw.includes('\\') ||
    raw.includes('\0') ||
    lowered.includes('%2e') ||
    lowered.includes('%2f') ||
    lowered.includes('%5c') ||
    lowered.includes('%00') ||
    /^[a-z]:/i.test(raw) ||
    raw.includes('//')
  ) {
    throw new ImagePathError(
      'imagePath: must stay inside the image tree (no "..", absolute paths or encoded separators)',
    );
  }
}
