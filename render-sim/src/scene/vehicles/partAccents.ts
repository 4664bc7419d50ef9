import { fallbackKind, partHash } from '@configurator/domain/rendering/partKind';
import { ball, barrel, box, group, type V3 } from './kit.js';
import type { PartBuild, PartContext } from './types.js';

/** Later parts of a kind move by `d` per ordinal. */
export const step = (context: PartContext, d: number): number => context.ordinal * d;

/** The part's English name in lower case, for keyword variants. */
export const name = (context: PartContext): string => context.part.name.toLowerCase();

/** Where the accent of each category sits on a vehicle. */
export type Anchors = Readonly<Record<string, V3>> & { OTHER: V3 };

/**
 * The mesh of a part no keyword rule places: a small component in the accent colour at the
 * category's anchor. Later parts of the same category step back and up, and the shape varies with
 * the part id, so two of them never coincide.
 */
export function accentFallback(context: PartContext, anchors: Anchors, size: number): PartBuild {
  const category = fallbackKind(context.part).slice('accent:'.length);
  const anchor = anchors[category] ?? anchors.OTHER;
  const o = context.ordinal;
  const position: V3 = [
    anchor[0] - o * size * 1.3,
    anchor[1] + o * size * 0.6,
    anchor[2] + (o % 2) * size * 0.4,
  ];
  const material = context.finish(context.palette.accent);
  const shape = partHash(context.part.partId) % 3;
  const body =
    shape === 0
      ? box(material, [size, size * 0.6, size * 0.8], position)
      : shape === 1
        ? barrel(material, size * 0.4, size * 1.2, position)
        : ball(material, [size * 0.6, size * 0.45, size * 0.5], position);
  const base = box(
    context.palette.plastic,
    [size * 0.7, size * 0.15, size * 0.6],
    [position[0], position[1] - size * 0.35, position[2]],
  );
  return { object: group(`accent:${category}`, body, base) };
}
