import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import { CAR, xbowSeats } from './car.js';
import { arc, barrel, box, disc, group, pair, tube, tubes } from './kit.js';
import { name, step } from './partAccents.js';
import type { PartBuilder } from './types.js';

/** Seats, belts, safety gear, steering and instruments of the X-Bow. */
export function carCockpitBuilders(): Partial<Record<SpecificKind, PartBuilder>> {
  return {
    seat: (c) => {
      const n = name(c);
      if (c.ordinal > 0) {
        const material = /alcantara/.test(n)
          ? c.palette.textile
          : /racing|shell/.test(n)
            ? c.palette.carbon
            : c.palette.seat;
        return {
          object: pair(
            'pads',
            box(material, [0.3, 0.025, 0.3], [CAR.seatX + 0.02, 0.72 + step(c, 0.02), CAR.seatZ]),
          ),
        };
      }
      const racing = /racing|shell/.test(n);
      const shell = racing ? c.palette.carbon : /alcantara/.test(n) ? c.palette.textile : c.palette.seat;
      const cushion = /alcantara/.test(n) ? c.palette.textile : c.palette.seat;
      const seats = xbowSeats({
        shell,
        cushion,
        stitching: c.palette.stitching,
        back: racing ? 0.12 : 0,
        cushionLift: /comfort|cushion/.test(n) ? 0.04 : 0,
      });
      return { object: seats, hides: ['seats'] };
    },
    harness: (c) => {
      const n = name(c);
      if (/bar/.test(n))
        return {
          object: tube(
            c.finish(c.palette.alu),
            [CAR.hoopX + 0.02, 0.98 + step(c, 0.04), -0.46],
            [CAR.hoopX + 0.02, 0.98 + step(c, 0.04), 0.46],
            0.022,
          ),
        };
      const m = c.palette.red;
      const six = /six|6/.test(n);
      const x = CAR.seatX;
      const belts = group(
        'belts',
        ...[-0.08, 0.08].map((dz) => box(m, [0.3, 0.012, 0.05], [x - 0.12, 0.86, CAR.seatZ + dz], -1.1)),
        box(m, [0.05, 0.012, 0.38], [x + 0.1, 0.715 + step(c, 0.005), CAR.seatZ]),
      );
      if (six) belts.add(box(m, [0.2, 0.012, 0.04], [x + 0.05, 0.713, CAR.seatZ]));
      return { object: pair('harness', belts) };
    },
    rollBar: (c) => {
      const m = c.finish(c.palette.suspension);
      const hoop = group(
        'extension',
        ...tubes(
          m,
          [
            [CAR.hoopX - 0.04, 1.12, 0.4],
            [CAR.hoopX - 0.08, 1.28 + step(c, 0.04), 0.36],
            [CAR.hoopX - 0.08, 1.3 + step(c, 0.04), 0.14],
            [CAR.hoopX - 0.04, 1.14, 0.12],
          ],
          0.026,
        ),
        tube(m, [CAR.hoopX - 0.08, 1.29, 0.25], [CAR.hoopX - 0.7, 0.92, 0.3], 0.02),
      );
      return { object: pair('rollBar', hoop) };
    },
    extinguisher: (c) => ({
      object: barrel(c.palette.red, 0.05, 0.3, [0.12 + step(c, 0.15), 0.69, CAR.seatZ]),
    }),
    switch: (c) => ({
      object: /dial/.test(name(c))
        ? disc(c.palette.accent, 0.025, 0.02, [0.43, 0.76 + step(c, 0.03), 0.12], 12).rotateY(Math.PI / 2)
        : box(c.palette.red, [0.04, 0.04, 0.04], [0.42, 0.74 + step(c, 0.04), 0.2]),
    }),
    steeringWheel: (c) => {
      if (c.ordinal > 0)
        return {
          object: barrel(c.palette.alu, 0.045, 0.05, [0.3 + step(c, 0.04), 0.83, CAR.driverZ], -0.35),
        };
      const wheel = group(
        'wheel',
        arc(c.finish(c.palette.carbon), 0.14, 0.02, 0, Math.PI * 2, [0, 0, 0], 1),
        box(c.palette.carbon, [0.26, 0.035, 0.025], [0, 0, 0]),
        barrel(/quick/.test(name(c)) ? c.palette.alu : c.palette.accent, 0.035, 0.06, [0.03, 0, 0], 0, 0),
      );
      wheel.position.set(0.22, 0.86, CAR.driverZ);
      wheel.rotation.set(0, Math.PI / 2, 0.35, 'YXZ');
      return { object: wheel, hides: ['steeringWheel'] };
    },
    display: (c) => {
      const n = name(c);
      if (/trim|dash/.test(n))
        return {
          object: box(c.finish(c.palette.carbon), [0.2, 0.02, 0.92], [0.44, 0.7 + step(c, 0.01), 0], 0.3),
        };
      return {
        object: group(
          'display',
          box(c.palette.plastic, [0.03, 0.07, 0.14], [0.3, 0.98 + step(c, 0.06), CAR.driverZ], 0.3),
          box(c.palette.lamp, [0.005, 0.05, 0.11], [0.286, 0.98 + step(c, 0.06), CAR.driverZ], 0.3),
        ),
      };
    },
    pedalBox: (c) => ({
      object: group(
        'pedals',
        ...[-0.33, -0.26, -0.19].map((dz) =>
          box(c.palette.alu, [0.02, 0.08, 0.04], [0.56 - step(c, 0.04), 0.67, dz], -0.4),
        ),
      ),
    }),
    floorMats: (c) => ({
      object: pair(
        'mats',
        box(c.palette.textile, [0.4, 0.008, 0.34], [0.25 - step(c, 0.1), 0.625, CAR.seatZ]),
      ),
    }),
    helmetNet: (c) => ({
      object: box(
        c.palette.textile,
        [0.02, 0.3, 0.38],
        [CAR.seatX - 0.36 - step(c, 0.03), 0.85, CAR.seatZ + 0.02],
        -0.28,
      ),
    }),
    phoneHolder: (c) => ({
      object: group(
        'phone',
        tube(c.palette.alu, [0.44, 0.72, 0.1 + step(c, 0.12)], [0.4, 0.82, 0.1 + step(c, 0.12)], 0.008),
        box(c.palette.plastic, [0.012, 0.14, 0.075], [0.39, 0.87, 0.1 + step(c, 0.12)], 0.4),
      ),
    }),
    camera: (c) => ({
      object: group(
        'camera',
        tube(
          c.palette.alu,
          [CAR.hoopX - 0.04, 1.14, 0.26 - step(c, 0.1)],
          [CAR.hoopX - 0.04, 1.22, 0.26 - step(c, 0.1)],
          0.01,
        ),
        box(c.palette.plastic, [0.07, 0.05, 0.05], [CAR.hoopX - 0.02, 1.25, 0.26 - step(c, 0.1)]),
        disc(c.palette.glass, 0.016, 0.01, [CAR.hoopX + 0.015, 1.25, 0.26 - step(c, 0.1)]).rotateY(
          Math.PI / 2,
        ),
      ),
    }),
  };
}
