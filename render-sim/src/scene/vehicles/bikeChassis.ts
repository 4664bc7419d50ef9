import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import { bikeTank } from './bikeBody.js';
import { at, type BikeLayout, keyPoints } from './bikeLayout.js';
import { arc, barrel, box, disc, group, pair, tube } from './kit.js';
import { bikeWheels } from './motorcycle.js';
import { name, step } from './partAccents.js';
import type { PartBuilder } from './types.js';
import { brake } from './wheels.js';

/** Wheels, lights, chassis and styling parts of a motorcycle. */
export function bikeChassisBuilders(l: BikeLayout): Partial<Record<SpecificKind, PartBuilder>> {
  const { hx, hy, bx, by, px, py, rx, ry, fx, fy, tx, ty, e, s } = keyPoints(l);
  return {
    hubAccent: (c) => ({
      object: group(
        'hubs',
        disc(c.palette.accent, 0.03, 0.14 + step(c, 0.02), at(l.front), 8),
        disc(c.palette.accent, 0.035, 0.2 + step(c, 0.02), at(l.rear), 8),
      ),
    }),
    rimStickers: (c) => ({
      object: group(
        'rimStickers',
        arc(c.palette.accent, l.wheelFront.rim - 0.005, 0.006, 0, Math.PI * 2, at(l.front), 4 + c.ordinal),
        arc(c.palette.accent, l.wheelRear.rim - 0.005, 0.006, 0, Math.PI * 2, at(l.rear), 4 + c.ordinal),
      ),
    }),
    brakeDisc: (c) => {
      const b = brake(c.palette, 0.17 + step(c, 0.01), -0.085, 0.5, c.palette.accent);
      b.position.set(fx, fy, 0);
      return { object: b };
    },
    wheels: (c) => {
      const n = name(c);
      if (c.ordinal > 0) {
        const m = /factory/.test(n) ? c.palette.accent : c.finish(c.palette.alu);
        const ring = (r: number) => arc(m, r - step(c, 0.012), 0.007, 0, Math.PI * 2, [0, 0, 0], 3);
        const front = ring(l.wheelFront.rim);
        const rear = ring(l.wheelRear.rim);
        front.position.set(fx, fy, 0);
        rear.position.set(rx, ry, 0);
        return { object: group('rimRings', front, rear) };
      }
      const supermoto = /supermoto/.test(n);
      const style = /forged|cast/.test(n)
        ? 'forged'
        : /spoke|factory|supermoto/.test(n)
          ? 'spoked'
          : l.wheelFront.style;
      const rim = /factory/.test(n)
        ? c.palette.accent
        : /forged/.test(n)
          ? c.finish(c.palette.alu)
          : c.palette.alu;
      const road = { outer: 0.3, rim: 0.216, knobby: false };
      const layout: BikeLayout = {
        ...l,
        wheelFront: { ...l.wheelFront, style, ...(supermoto ? { ...road, width: 0.12 } : {}) },
        wheelRear: { ...l.wheelRear, style, ...(supermoto ? { ...road, outer: 0.31, width: 0.16 } : {}) },
      };
      const wheels = bikeWheels(layout, c.palette, rim);
      if (supermoto) {
        wheels.children[0]?.position.setY(0.3);
        wheels.children[1]?.position.setY(0.31);
      }
      return { object: wheels, hides: ['wheels'] };
    },
    drivetrain: (c) => {
      const n = name(c);
      const m = c.finish(c.palette.accent);
      if (/front/.test(n))
        return { object: disc(m, 0.05, 0.02, [px + 0.08, py - 0.02, -0.1 - step(c, 0.012)], 12) };
      if (/chain/.test(n))
        return {
          object: group(
            'chain',
            tube(c.palette.accent, [px + 0.08, py + 0.03, -0.095], [rx, ry + 0.11, -0.095], 0.008, 4),
            tube(c.palette.accent, [px + 0.08, py - 0.07, -0.095], [rx, ry - 0.11, -0.095], 0.008, 4),
          ),
        };
      return { object: disc(m, 0.11, 0.01, [rx, ry, -0.095 - step(c, 0.012)], 24) };
    },
    auxLights: (c) => {
      const bracket = /bracket/.test(name(c));
      const y = hy - 0.36 + step(c, 0.05);
      const lamp = group(
        'aux',
        tube(c.palette.engine, [hx + 0.06, y, l.forkZ + 0.03], [hx + 0.12, y, 0.2], 0.01),
      );
      if (!bracket)
        lamp.add(
          barrel(c.palette.plastic, 0.04, 0.06, [hx + 0.14, y, 0.2]),
          disc(c.palette.lamp, 0.032, 0.01, [hx + 0.175, y, 0.2])
            .rotateX(-Math.PI / 2)
            .rotateZ(Math.PI / 2),
        );
      return { object: pair('auxLights', lamp) };
    },
    indicators: (c) => ({
      object: pair(
        'indicators',
        group(
          'ind',
          box(c.palette.amberLamp, [0.02, 0.015, 0.06], [hx + 0.12, hy - 0.18, 0.12 + step(c, 0.03)]),
          box(c.palette.amberLamp, [0.02, 0.015, 0.06], [tx + 0.08, ty - 0.16, 0.1 + step(c, 0.03)]),
        ),
      ),
      hides: ['indicators'],
    }),
    tailLight: (c) => ({
      object: box(c.palette.redLamp, [0.03, 0.03, 0.16], [tx + 0.01, ty - 0.04 - step(c, 0.03), 0], 0.5),
      hides: ['tailLight'],
    }),
    plateHolder: (c) => ({
      object: group(
        'plate',
        box(c.finish(c.palette.alu), [0.14, 0.02, 0.04], [tx + 0.06, ty - 0.12, 0], -0.5),
        box(c.palette.plastic, [0.006, 0.14, 0.18], [tx + 0.01, ty - 0.24 - step(c, 0.05), 0], 0.2),
        box(c.palette.lamp, [0.01, 0.012, 0.05], [tx + 0.03, ty - 0.15, 0]),
      ),
      hides: ['plateHolder'],
    }),
    headlight: (c) => ({
      object: group(
        'led',
        box(c.palette.plastic, [0.08, 0.2, 0.18], [hx + 0.15, hy - 0.12 - step(c, 0.05), 0], -0.35),
        box(c.palette.lamp, [0.02, 0.16, 0.05], [hx + 0.19, hy - 0.12 - step(c, 0.05), 0.05], -0.35),
        box(c.palette.lamp, [0.02, 0.16, 0.05], [hx + 0.19, hy - 0.12 - step(c, 0.05), -0.05], -0.35),
      ),
      hides: ['headlight'],
    }),
    numberPlate: (c) => ({
      object:
        l.style === 'offroad'
          ? box(c.palette.paint, [0.02, 0.3, 0.28], [hx + 0.16 + step(c, 0.02), hy - 0.1, 0], -0.3)
          : pair(
              'boards',
              box(c.palette.trim, [0.22, 0.16, 0.01], [l.seatRear + 0.1 - step(c, 0.2), s - 0.12, 0.13]),
            ),
    }),
    steeringDamper: (c) => ({
      object: barrel(
        c.finish(c.palette.accent),
        0.014,
        0.16,
        [hx + 0.01, hy + 0.04 + step(c, 0.03), 0],
        0,
        Math.PI / 2,
      ),
    }),
    tripleClamp: (c) => ({
      object: box(
        c.finish(c.palette.accent),
        [0.09, 0.032, l.forkZ * 2 + 0.09],
        [hx + 0.005, hy + 0.002 - step(c, 0.18), 0],
        -l.rake,
      ),
    }),
    forkCaps: (c) => ({
      object: pair(
        'forkCaps',
        disc(c.palette.accent, 0.022, 0.03, [hx + 0.01 - step(c, 0.01), hy + 0.03, l.forkZ]).rotateX(
          Math.PI / 2,
        ),
      ),
    }),
    shock: (c) => ({
      object: tube(
        c.finish(c.palette.accent),
        [px - 0.11, py + 0.04 + step(c, 0.02), 0],
        [px - 0.03, s - 0.3, 0],
        0.038,
        10,
      ),
    }),
    loweringKit: (c) => ({
      object: box(c.palette.accent, [0.1, 0.03, 0.05], [px - 0.1, py - 0.05 - step(c, 0.03), 0], 0.2),
    }),
    axleBlocks: (c) => ({
      object: pair(
        'axleBlocks',
        box(c.palette.accent, [0.045, 0.055, 0.012], [rx + step(c, 0.03), ry, 0.12]),
      ),
    }),
    sideStand: (c) => ({
      object: tube(
        c.finish(c.palette.alu),
        [px + 0.02, py - 0.08, -0.12],
        [px - 0.2 - step(c, 0.03), 0.01, -0.32],
        0.012,
      ),
    }),
    holeshot: (c) => ({
      object: pair(
        'holeshot',
        tube(
          c.palette.accent,
          [fx - 0.02, fy + 0.2 + step(c, 0.05), l.forkZ],
          [fx - 0.04, fy + 0.24 + step(c, 0.05), l.forkZ],
          0.036,
        ),
      ),
    }),
    largeTank: (c) =>
      c.ordinal > 0
        ? {
            object: box(
              c.palette.alu,
              [0.05, 0.02, 0.05],
              [hx - 0.12 - step(c, 0.06), l.tankTop + 0.06, 0.06],
            ),
          }
        : { object: bikeTank(l, c.palette, 0.05, 'largeTank'), hides: ['tank'] },
    tankCover: (c) => ({
      object: box(
        c.finish(c.palette.carbon),
        [0.3, 0.02, l.tankWidth * 0.7],
        [hx - 0.2 - step(c, 0.05), l.tankTop - 0.005, 0],
        0.08,
      ),
    }),
    oilCap: (c) => ({
      object: disc(
        c.palette.accent,
        0.025,
        0.03,
        [e.x0 + (e.x1 - e.x0) * 0.3 + step(c, 0.06), e.y0 + (e.y1 - e.y0) * 0.5, 0.14],
        10,
      ),
    }),
    intake: (c) => ({
      object: box(
        c.finish(c.palette.plastic),
        [0.16, 0.12, 0.18],
        [l.seatFront - 0.12 - step(c, 0.15), s - 0.16, 0],
      ),
    }),
    graphics: (c) => ({
      object: pair(
        'graphics',
        box(
          c.palette.accent,
          [0.3, 0.03, 0.006],
          [
            hx - 0.2 - step(c, 0.05),
            hy - 0.14 - step(c, 0.05),
            l.style === 'offroad' ? 0.143 : l.tankWidth / 2 + 0.002,
          ],
          0.2,
        ),
      ),
    }),
    plastics: (c) => ({
      object: pair(
        'plastics',
        box(
          c.palette.trim,
          [0.18, 0.1, 0.006],
          [hx - 0.16 - step(c, 0.1), hy - 0.2, l.style === 'offroad' ? 0.143 : l.tankWidth / 2 + 0.002],
          0.5,
        ),
      ),
    }),
    reservoirCover: (c) => ({
      object: barrel(
        c.palette.accent,
        0.022,
        0.02,
        [bx - 0.04 - step(c, 0.04), by + 0.06, l.barHalf - 0.25],
        Math.PI / 2,
      ),
    }),
    fender: (c) => ({
      object: arc(
        c.finish(c.palette.carbon),
        l.wheelFront.outer + 0.03 + step(c, 0.01),
        0.013,
        0.55,
        1.6,
        at(l.front),
        5.5,
      ),
      hides: ['frontFender'],
    }),
  };
}
