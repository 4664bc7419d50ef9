import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import type * as THREE from 'three';
import { at, type BikeLayout, keyPoints } from './bikeLayout.js';
import { barrel, box, disc, group, pair, slab, tube, tubes, type V3 } from './kit.js';
import { type Anchors, accentFallback, name, step } from './partAccents.js';
import type { PartBuilder, PartContext } from './types.js';

/** The exhaust and protection parts of a motorcycle, and the category fallback. */
export function bikePartBuilders(l: BikeLayout): {
  byKind: Partial<Record<SpecificKind, PartBuilder>>;
  fallback: PartBuilder;
} {
  const { hx, hy, bx, by, px, py, rx, ry, fx, fy, tx, ty, e, s } = keyPoints(l);
  const z = l.exhaustZ;
  const { a: sa, b: sb, radius: sr } = l.silencer;
  const silencerPitch = Math.atan2(sb[1] - sa[1], sb[0] - sa[0]);
  const silencerLength = Math.hypot(sb[0] - sa[0], sb[1] - sa[1]);
  const rack: V3 = [tx + 0.2, ty - 0.02, 0];

  const anchors: Anchors = {
    EXHAUST: [sb[0] + 0.05, sb[1] + 0.08, z],
    LUGGAGE: rack,
    PROTECTION: [e.x0 + 0.1, e.y0 + 0.05, 0.16],
    SEATS: [l.seatFront - 0.2, s + 0.06, 0.1],
    ERGONOMICS: [bx - 0.02, by + 0.03, -0.18],
    WHEELS: [fx, fy, -0.09],
    LIGHTS: [hx + 0.16, hy - 0.22, 0.12],
    ELECTRONICS: [hx + 0.02, hy + 0.1, 0.12],
    ENGINE: [(e.x0 + e.x1) / 2, e.y1 - 0.05, 0.14],
    CHASSIS: [(px + rx) / 2, (py + ry) / 2 + 0.05, 0.13],
    STYLING: [hx - 0.2, l.tankTop - 0.1, l.tankWidth / 2 + 0.01],
    COMFORT: [bx, by + 0.05, 0],
    SAFETY: [tx + 0.1, ty - 0.1, 0.1],
    INTERIOR: [hx, hy + 0.05, 0],
    AERO: [hx + 0.2, hy + 0.1, 0],
    OTHER: [tx + 0.15, ty - 0.08, 0.09],
  };

  const silencerAt = (c: PartContext, scale: number, material: THREE.Material) => {
    const side = c.ordinal % 2 === 0 ? 1 : -1;
    const lift = Math.floor(c.ordinal / 2) * 0.05;
    const centre: V3 = [(sa[0] + sb[0]) / 2 - 0.02, (sa[1] + sb[1]) / 2 + lift, side * (z + 0.01)];
    const r = sr * scale;
    return group(
      'silencer',
      barrel(material, r, silencerLength + 0.06, centre, silencerPitch),
      barrel(c.palette.carbon, r * 1.05, 0.05, [sb[0] + 0.02, sb[1] + 0.01 + lift, centre[2]], silencerPitch),
      barrel(
        c.palette.titanium,
        r * 0.45,
        0.08,
        [sb[0] + 0.05, sb[1] + 0.025 + lift, centre[2]],
        silencerPitch,
      ),
      box(
        c.palette.accent,
        [0.08, 0.02, 0.01],
        [centre[0], centre[1] + r * 0.2, centre[2] + side * r * 1.01],
      ),
    );
  };

  const byKind: Partial<Record<SpecificKind, PartBuilder>> = {
    exhaust: (c) => {
      const n = name(c);
      if (/link pipe/.test(n)) {
        return {
          object: group(
            'linkPipe',
            tube(c.palette.titanium, [e.x1 - 0.12, e.y0 + 0.05, z * 0.6], at(sa, z), 0.026),
          ),
        };
      }
      const full = /evolution|full|race|header/.test(n);
      const object = silencerAt(c, 1.25, c.finish(c.palette.titanium));
      if (full)
        object.add(
          ...tubes(
            c.palette.titanium,
            [
              [e.x1 - 0.05, e.y1 - 0.08, 0.05],
              [e.x1 + 0.05, e.y0 + 0.06, 0.07],
              [e.x1 - 0.15, e.y0 - 0.03, 0.08],
              at(sa, z),
            ],
            0.025,
          ),
        );
      return { object, hides: c.ordinal === 0 ? (full ? ['silencer', 'header'] : ['silencer']) : [] };
    },
    heatShield: (c) => ({
      object: box(
        c.finish(c.palette.carbon),
        [silencerLength * 0.7, sr * 1.2, 0.012],
        [(sa[0] + sb[0]) / 2 - step(c, 0.1), (sa[1] + sb[1]) / 2, z + sr * 1.3],
        silencerPitch,
      ),
    }),
    endCap: (c) => ({
      object: barrel(
        c.finish(c.palette.carbon),
        sr * 1.35,
        0.06,
        [sb[0] + 0.03, sb[1] + 0.02, z + step(c, 0.02)],
        silencerPitch,
      ),
    }),
    crashBars: (c) => {
      const m = c.finish(c.palette.engine);
      const w = 0.25 + step(c, 0.04);
      const side = group(
        'bar',
        ...tubes(
          m,
          [
            [hx - 0.08, hy - 0.2, 0.1],
            [e.x1 + 0.04, e.y1 - 0.02, w],
            [e.x1 + 0.02, e.y0 + 0.08, w],
            [e.x1 - 0.12, e.y0 + 0.02, 0.12],
          ],
          0.014,
        ),
        tube(m, [e.x1 + 0.04, e.y1 - 0.02, w], [e.x0 + 0.15, e.y1 + 0.02, 0.14], 0.012),
      );
      return { object: pair('crashBars', side) };
    },
    skidPlate: (c) => {
      const width = (l.style === 'offroad' ? 0.22 : 0.28) + step(c, 0.03);
      const m = /plastic/.test(name(c)) ? c.palette.plastic : c.finish(c.palette.alu);
      return {
        object: group(
          'skid',
          box(
            m,
            [e.x1 - e.x0 + 0.05, 0.012, width],
            [(e.x0 + e.x1) / 2, e.y0 - 0.05 - step(c, 0.015), 0],
            0.06,
          ),
          box(m, [0.012, 0.16, width], [e.x1 + 0.05, e.y0 + 0.03, 0], -0.4),
        ),
        hides: ['skid'],
      };
    },
    handGuards: (c) => {
      const wrap = /wrap|closed|alu/.test(name(c)) || c.ordinal > 0;
      const m = c.finish(l.style === 'offroad' ? c.palette.paint : c.palette.plastic);
      const guard = group(
        'guard',
        box(m, [0.025, 0.09, 0.16], [bx + 0.04, by + 0.03, l.barHalf - 0.08], 0.25, -0.35),
      );
      if (wrap)
        guard.add(
          tube(
            c.palette.alu,
            [bx - 0.07, by + 0.01, l.barHalf + 0.02],
            [bx + 0.06, by - 0.01, l.barHalf - 0.18],
            0.01,
          ),
        );
      return { object: pair('handGuards', guard) };
    },
    radiatorGuard: (c) => {
      const m = c.finish(c.palette.alu);
      const grid = group('grid');
      for (let i = 0; i < 4; i++)
        grid.add(
          box(m, [0.012, 0.22, 0.008], [e.x1 - 0.04 + i * 0.03, e.y1 + 0.04, 0.155 + step(c, 0.012)], -0.25),
        );
      return { object: pair('radiatorGuards', grid) };
    },
    radiatorFan: (c) => ({
      object: disc(c.palette.plastic, 0.06, 0.03, [e.x1 - 0.02, e.y1 + 0.04, -0.14 - step(c, 0.03)], 12),
    }),
    headlightGuard: (c) => ({
      object: box(c.palette.glass, [0.012, 0.2, 0.22], [hx + 0.22 + step(c, 0.02), hy - 0.12, 0], -0.35),
    }),
    discGuard: (c) => {
      const n = name(c);
      const front = /caliper|front/.test(n);
      const m = c.finish(c.palette.plastic);
      return {
        object: front
          ? box(m, [0.08, 0.12, 0.01], [fx - 0.08, fy + 0.06, -0.1 - step(c, 0.012)], 0.3)
          : slab(
              'discGuard',
              m,
              [
                [-0.04, -0.14],
                [0.09, -0.09],
                [0.12, 0.02],
                [0.02, 0.06],
              ],
              0.012,
              0.004,
            )
              .translateX(rx)
              .translateY(ry)
              .translateZ(0.09 + step(c, 0.012)),
      };
    },
    engineCover: (c) => {
      const side = c.ordinal % 2 === 0 ? 1 : -1;
      const radius = (e.y1 - e.y0) * 0.23;
      return {
        object: disc(
          c.finish(c.palette.accent),
          radius,
          0.02,
          [
            e.x0 + (e.x1 - e.x0) * (side > 0 ? 0.55 : 0.3),
            e.y0 + (e.y1 - e.y0) * 0.28,
            side * (l.style === 'offroad' ? 0.13 : 0.155),
          ],
          18,
        ),
      };
    },
    framePads: (c) => ({
      object: pair(
        'pads',
        box(c.palette.plastic, [0.1, 0.05, 0.02], [px + 0.05 + step(c, 0.12), py + 0.22, 0.12]),
      ),
    }),
    tankPads: (c) => ({
      object: pair(
        'tankPads',
        box(
          c.finish(c.palette.rubber),
          [0.16, 0.1, 0.012],
          [l.seatFront + 0.12 + step(c, 0.1), s + 0.03, l.tankWidth / 2 - 0.02],
          0.1,
        ),
      ),
    }),
    tankRing: (c) => ({
      object: disc(c.finish(c.palette.alu), 0.05, 0.012, [
        hx - 0.16 - step(c, 0.08),
        l.tankTop + 0.01,
        0,
      ]).rotateX(Math.PI / 2),
    }),
    chainGuide: (c) => ({
      object: box(c.palette.plastic, [0.14, 0.05, 0.03], [rx + 0.2 + step(c, 0.1), ry - 0.06, -0.09], -0.2),
    }),
    linkageGuard: (c) => ({
      object: box(
        c.finish(c.palette.plastic),
        [0.18, 0.012, 0.1],
        [px - 0.05 - step(c, 0.1), py - 0.16, 0],
        0.15,
      ),
    }),
    forkGuards: (c) => ({
      object: pair(
        'forkGuards',
        box(
          c.palette.paint,
          [0.05, 0.22, 0.01],
          [fx - 0.07 + step(c, 0.015), fy + 0.14, l.forkZ + 0.04],
          -l.rake,
        ),
      ),
    }),
    batteryCover: (c) => ({
      object: pair(
        'batteryCover',
        box(
          c.finish(c.palette.alu),
          [e.x1 - e.x0 - 0.04, (e.y1 - e.y0) * 0.6, 0.01],
          [(e.x0 + e.x1) / 2, (e.y0 + e.y1) / 2 + step(c, 0.03), 0.145],
        ),
      ),
    }),
  };

  return { byKind, fallback: (c) => accentFallback(c, anchors, 0.06) };
}
