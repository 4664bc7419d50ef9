import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import { bikeSeat } from './bikeBody.js';
import type { BikeLayout, P2 } from './bikeLayout.js';
import { ball, box, group, pair, slab, tube } from './kit.js';
import { name, step } from './partAccents.js';
import type { PartBuilder } from './types.js';

/** Seats, bars, controls, mirrors and screens of a motorcycle. */
export function bikeRiderBuilders(l: BikeLayout): Partial<Record<SpecificKind, PartBuilder>> {
  const [hx, hy] = l.headTop;
  const [bx, by] = l.bar;
  const [px, py] = l.pivot;
  const s = l.seatHeight;
  return {
    pillionCover: (c) => ({
      object: slab(
        `pillion:${l.id}`,
        c.finish(c.palette.paint),
        [
          [l.seatRear + 0.24, s + 0.05],
          [l.seatRear + 0.02, s + 0.16 + step(c, 0.02)],
          [l.seatRear - 0.02, s + 0.08],
        ],
        l.seatWidth,
        0.03,
      ),
    }),
    seat: (c) => {
      const n = name(c);
      if (c.ordinal > 0) {
        const pad = box(
          /factory|rally/.test(n) ? c.palette.trim : c.palette.seat,
          [0.2, 0.03, l.seatWidth * 0.8],
          [l.seatRear + 0.12 + step(c, 0.05), s + (l.style === 'offroad' ? 0.05 : 0.115), 0],
          l.style === 'offroad' ? 0 : 0.1,
        );
        return { object: pad };
      }
      const lift = /low/.test(n) ? -0.03 : /rally|ergo|comfort/.test(n) ? 0.035 : 0.015;
      const material = /factory|rally/.test(n) ? c.palette.trim : c.palette.seat;
      const seat = group('seat', bikeSeat(l, material, lift + step(c, 0.01), /rally/.test(n) ? -0.02 : 0.01));
      seat.add(
        box(
          /heated/.test(n) ? c.palette.redLamp : c.palette.accent,
          [l.seatFront - l.seatRear - 0.2, 0.008, 0.03],
          [(l.seatFront + l.seatRear) / 2, s + lift + 0.055 + step(c, 0.01), 0],
        ),
      );
      return { object: seat, hides: ['seat'] };
    },
    mirrors: (c) => {
      const barEnd = /bar-end|bar end/.test(name(c));
      const m = c.finish(c.palette.alu);
      const mirror = barEnd
        ? group(
            'mirror',
            tube(m, [bx - 0.09, by + 0.02, l.barHalf], [bx - 0.1, by + 0.02, l.barHalf + 0.08], 0.01),
            ball(c.palette.plastic, [0.03, 0.05, 0.06], [bx - 0.1, by + 0.03, l.barHalf + 0.12]),
          )
        : group(
            'mirror',
            tube(
              m,
              [bx - 0.05, by + 0.03, l.barHalf - 0.17],
              [bx - 0.03, by + 0.18 + step(c, 0.03), l.barHalf - 0.02],
              0.008,
            ),
            box(m, [0.02, 0.06, 0.12], [bx - 0.03, by + 0.2 + step(c, 0.03), l.barHalf]),
          );
      return { object: pair('mirrors', mirror), hides: ['mirrors'] };
    },
    windscreen: (c) => {
      const n = name(c);
      const tall = /touring|comfort/.test(n) ? 0.5 : /rally/.test(n) ? 0.42 : 0.3;
      const base: P2 =
        l.style === 'naked'
          ? [hx + 0.18, hy - 0.05]
          : l.style === 'sport'
            ? [hx + 0.2, hy + 0.02]
            : [hx + 0.2, hy + 0.06];
      const tilt = l.style === 'sport' ? 1.1 : 0.42;
      if (c.ordinal > 0) {
        // A deflector lip in front of the first screen's top edge.
        const lip = box(
          c.palette.glass,
          [0.006, 0.09, 0.2],
          [base[0] + 0.04 * c.ordinal, base[1] + tall * 0.9, 0],
          tilt + 0.3,
        );
        return { object: lip };
      }
      return {
        object: box(
          c.palette.glass,
          [0.008, tall, l.style === 'naked' ? 0.22 : 0.34],
          [base[0] - Math.sin(tilt) * tall * 0.5, base[1] + Math.cos(tilt) * tall * 0.5, 0],
          tilt,
        ),
        hides: ['windscreen'],
      };
    },
    phoneHolder: (c) => ({
      object: group(
        'holder',
        tube(
          c.palette.alu,
          [bx + 0.01, by + 0.01, 0.04 + step(c, 0.1)],
          [bx + 0.03, by + 0.09, 0.04 + step(c, 0.1)],
          0.008,
        ),
        box(c.palette.plastic, [0.012, 0.15, 0.08], [bx + 0.04, by + 0.13, 0.04 + step(c, 0.1)], 0.45),
      ),
    }),
    quickshifter: (c) => ({
      object: box(
        c.palette.accent,
        [0.06, 0.03, 0.03],
        [l.footpeg[0] + 0.12, l.footpeg[1] + 0.02 + step(c, 0.04), -0.14],
      ),
    }),
    switch: (c) => ({
      object: box(
        c.palette.accent,
        [0.035, 0.03, 0.035],
        [bx - 0.05, by + 0.045, -(l.barHalf - 0.2) + step(c, 0.05)],
      ),
    }),
    grips: (c) => ({
      object: pair(
        'grips',
        tube(
          /heated/.test(name(c)) ? c.palette.redLamp : c.palette.accent,
          [bx - 0.07, by + 0.02, l.barHalf - 0.1 + step(c, 0.02)],
          [bx - 0.08, by + 0.02, l.barHalf - 0.095 + step(c, 0.02)],
          0.022,
        ),
      ),
    }),
    footpegs: (c) => {
      const n = name(c);
      const pillion = /pillion|passenger/.test(n);
      const rear = /rearset/.test(n);
      const [fpx, fpy]: P2 = pillion
        ? [px - 0.32, py + 0.05]
        : rear
          ? [l.footpeg[0] - 0.07, l.footpeg[1] + 0.08]
          : l.footpeg;
      const m = c.finish(c.palette.accent);
      const peg = group('peg', tube(m, [fpx, fpy, 0.12], [fpx, fpy, 0.21 + step(c, 0.02)], 0.014, 6));
      if (rear) peg.add(box(c.palette.alu, [0.14, 0.06, 0.012], [fpx + 0.04, fpy + 0.03, 0.12], 0.4));
      return { object: pair('pegs', peg), hides: pillion ? [] : ['footpegs'] };
    },
    lever: (c) => {
      const n = name(c);
      const m = c.finish(c.palette.accent);
      if (/gear|shift/.test(n))
        return {
          object: tube(
            m,
            [l.footpeg[0] + 0.02, l.footpeg[1] + 0.06, -0.16],
            [l.footpeg[0] + 0.17, l.footpeg[1] + 0.04 + step(c, 0.02), -0.17],
            0.008,
          ),
        };
      if (/pedal/.test(n))
        return {
          object: tube(
            m,
            [l.footpeg[0] + 0.02, l.footpeg[1] + 0.03, 0.16],
            [l.footpeg[0] + 0.18, l.footpeg[1] - 0.02 + step(c, 0.02), 0.17],
            0.009,
          ),
        };
      const side = /clutch/.test(n) ? -1 : 1;
      return {
        object: tube(
          m,
          [bx + 0.02, by + 0.02, side * (l.barHalf - 0.16)],
          [bx + 0.06, by + 0.0 + step(c, 0.015), side * (l.barHalf - 0.02)],
          0.007,
        ),
      };
    },
    handlebar: (c) => {
      const n = name(c);
      const m = c.finish(c.palette.accent);
      if (/pad/.test(n))
        return { object: box(c.palette.paint, [0.05, 0.05, 0.2], [bx + 0.01, by + 0.04 + step(c, 0.02), 0]) };
      if (/riser/.test(n))
        return {
          object: pair('risers', box(m, [0.04, 0.05, 0.03], [hx - 0.02, hy + 0.045 + step(c, 0.02), 0.04])),
        };
      return {
        object: tube(
          m,
          [bx + 0.01, by + 0.03 + step(c, 0.02), -0.2],
          [bx + 0.01, by + 0.03 + step(c, 0.02), 0.2],
          0.01,
        ),
      };
    },
  };
}
