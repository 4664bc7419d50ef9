import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import type { BikeLayout } from './bikeLayout.js';
import { box, group, pair, tubes } from './kit.js';
import { name, step } from './partAccents.js';
import type { PartBuilder } from './types.js';

/** Cases, bags and racks of a motorcycle, placed from its layout. */
export function bikeLuggageBuilders(l: BikeLayout): Partial<Record<SpecificKind, PartBuilder>> {
  const [hx] = l.headTop;
  const [tx, ty] = l.tail;
  const [rx, ry] = l.rear;
  const [fx, fy] = l.front;
  const s = l.seatHeight;
  const caseX = rx + 0.06;
  const caseY = ry + 0.25;

  return {
    rack: (c) => {
      const m = c.finish(c.palette.engine);
      const n = name(c);
      if (/side/.test(n)) {
        const side = group(
          'carrier',
          ...tubes(
            m,
            [
              [l.seatRear + 0.1, s - 0.1, 0.17],
              [caseX - 0.22, caseY + 0.15, 0.22 + step(c, 0.02)],
              [caseX - 0.22, caseY - 0.16, 0.22 + step(c, 0.02)],
              [caseX + 0.22, caseY - 0.16, 0.22 + step(c, 0.02)],
              [l.pivot[0] - 0.1, l.pivot[1] + 0.12, 0.15],
            ],
            0.011,
          ),
        );
        return { object: pair('carriers', side) };
      }
      const y = ty + 0.005 + step(c, 0.02);
      return {
        object: group(
          'rack',
          box(c.finish(c.palette.alu), [0.3, 0.012, 0.24], [tx + 0.2, y, 0], 0.08),
          ...tubes(
            m,
            [
              [tx + 0.36, y - 0.01, 0.13],
              [tx + 0.02, y + 0.02, 0.13],
              [tx + 0.02, y + 0.02, -0.13],
              [tx + 0.36, y - 0.01, -0.13],
            ],
            0.01,
          ),
        ),
      };
    },
    sideCases: (c) => {
      const alu = c.finish(c.palette.alu);
      const w = 0.2 + step(c, 0.02);
      const side = group(
        'case',
        box(alu, [0.46, 0.36, w], [caseX, caseY, 0.31 + w / 2 - 0.1]),
        box(c.palette.plastic, [0.47, 0.03, w + 0.01], [caseX, caseY + 0.17, 0.31 + w / 2 - 0.1]),
        box(c.palette.plastic, [0.47, 0.02, w + 0.01], [caseX, caseY - 0.17, 0.31 + w / 2 - 0.1]),
        box(c.palette.accent, [0.12, 0.03, 0.005], [caseX + 0.1, caseY + 0.08, 0.31 + w - 0.1]),
      );
      return { object: pair('sideCases', side) };
    },
    topCase: (c) => ({
      object: group(
        'topCase',
        box(
          c.finish(c.palette.alu),
          [0.38, 0.3, 0.38],
          [tx + 0.16 - step(c, 0.05), ty + 0.17 + step(c, 0.3), 0],
        ),
        box(c.palette.plastic, [0.39, 0.03, 0.39], [tx + 0.16 - step(c, 0.05), ty + 0.31 + step(c, 0.3), 0]),
        box(c.palette.accent, [0.005, 0.04, 0.12], [tx - 0.03 - step(c, 0.05), ty + 0.22 + step(c, 0.3), 0]),
      ),
    }),
    tankBag: (c) => {
      const n = name(c);
      if (/strap|mount|ring/.test(n)) {
        return {
          object: pair(
            'straps',
            box(
              c.palette.textile,
              [0.03, 0.01, l.tankWidth / 2],
              [hx - 0.2 - step(c, 0.06), l.tankTop + 0.005, l.tankWidth / 4],
            ),
          ),
        };
      }
      return {
        object: group(
          'tankBag',
          box(
            c.palette.textile,
            [0.26, 0.12, l.tankWidth * 0.75],
            [hx - 0.18 - step(c, 0.04), l.tankTop + 0.06 + step(c, 0.1), 0],
            0.08,
          ),
          box(
            c.palette.accent,
            [0.27, 0.015, l.tankWidth * 0.76],
            [hx - 0.18 - step(c, 0.04), l.tankTop + 0.09 + step(c, 0.1), 0],
            0.08,
          ),
        ),
      };
    },
    tailBag: (c) => ({
      object: group(
        'tailBag',
        box(
          c.palette.textile,
          [0.26, 0.16, 0.3],
          [l.seatRear + 0.12 - step(c, 0.06), s + 0.19 + step(c, 0.16), 0],
          0.05,
        ),
        box(
          c.palette.accent,
          [0.27, 0.015, 0.31],
          [l.seatRear + 0.12 - step(c, 0.06), s + 0.22 + step(c, 0.16), 0],
          0.05,
        ),
      ),
    }),
    sideBags: (c) => {
      const bag = group(
        'bag',
        box(c.palette.textile, [0.36, 0.26, 0.14 + step(c, 0.02)], [caseX + 0.04, caseY + 0.04, 0.25]),
        box(c.palette.accent, [0.37, 0.02, 0.15], [caseX + 0.04, caseY + 0.1, 0.25]),
      );
      return { object: pair('sideBags', bag) };
    },
    fenderBag: (c) => {
      const offroad = l.style === 'offroad';
      const x = offroad ? l.headBottom[0] + 0.22 : fx - 0.02;
      const y = offroad ? l.headBottom[1] - 0.06 : fy + l.wheelFront.outer + 0.07;
      return {
        object: box(
          c.palette.textile,
          [0.16, 0.06, 0.1],
          [x + step(c, 0.05), y + step(c, 0.03), 0],
          offroad ? -0.15 : 0,
        ),
      };
    },
  };
}
