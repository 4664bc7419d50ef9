import type { SpecificKind } from '@configurator/domain/rendering/partKind';
import { CAR, carWheels, NOSE, perCarWheel, xbowEngineCover, xbowWing } from './car.js';
import { carCockpitBuilders } from './carCockpit.js';
import { arc, barrel, box, disc, group, pair, slab, tube } from './kit.js';
import { type Anchors, accentFallback, name, step } from './partAccents.js';
import type { PartBuilder, PartContext } from './types.js';

const ANCHORS: Anchors = {
  AERO: [-1.9, 0.55, 0.45],
  STYLING: [1.5, 0.56, 0.25],
  SAFETY: [CAR.hoopX - 0.06, 1.0, 0.26],
  INTERIOR: [0.1, 0.72, 0.26],
  ELECTRONICS: [0.36, 0.76, 0.06],
  ENGINE: [-1.3, 0.96, 0.3],
  CHASSIS: [1.3, 0.56, 0.3],
  WHEELS: [CAR.frontAxle, CAR.front.outer, CAR.frontTrack + 0.16],
  LIGHTS: [1.8, 0.42, 0.3],
  SEATS: [CAR.seatX, 0.76, CAR.seatZ],
  COMFORT: [0.36, 0.72, -0.06],
  LUGGAGE: [-0.82, 0.72, 0],
  EXHAUST: [-1.98, 0.5, 0.16],
  PROTECTION: [1.72, 0.2, 0.2],
  ERGONOMICS: [0.32, 0.66, -0.26],
  OTHER: [-0.2, 0.68, 0.62],
};

function rearWing(c: PartContext, span: number, lift: number): ReturnType<typeof group> {
  const y = CAR.wingY + lift;
  const lip = box(c.palette.suspension, [0.02, 0.03, span * 0.6], [-2.04, y + 0.06, 0]);
  return group('rearWing', xbowWing(c.finish(c.palette.carbon), c.palette.suspension, span, y), lip);
}

function splitter(c: PartContext, depth: number): ReturnType<typeof group> {
  const m = c.finish(c.palette.carbon);
  return group(
    'splitter',
    box(m, [depth, 0.022, 1.3], [1.84, 0.12, 0]),
    pair('fences', box(m, [depth, 0.07, 0.012], [1.84, 0.15, 0.64])),
  );
}

/** The accessory meshes of the X-Bow. */
export function carPartBuilders(): {
  byKind: Partial<Record<SpecificKind, PartBuilder>>;
  fallback: PartBuilder;
} {
  const byKind: Partial<Record<SpecificKind, PartBuilder>> = {
    wing: (c) => {
      if (/gurney|flap/.test(name(c)))
        return {
          object: box(c.palette.suspension, [0.02, 0.05, 1.0], [-1.97, 0.82 + step(c, 0.05), 0], 0.3),
        };
      return { object: rearWing(c, 1.5 - step(c, 0.2), step(c, 0.08)), hides: ['rearWing'] };
    },
    splitter: (c) => ({ object: splitter(c, 0.3 + step(c, 0.06)) }),
    aeroKit: (c) => {
      const lowDrag = /low/.test(name(c));
      const kit = group(
        'aeroKit',
        splitter(c, lowDrag ? 0.22 : 0.34),
        rearWing(c, lowDrag ? 1.1 : 1.6, lowDrag ? -0.1 : 0.04 + step(c, 0.06)),
      );
      if (!lowDrag)
        kit.add(pair('canards', box(c.palette.carbon, [0.16, 0.01, 0.12], [1.74, 0.34, 0.42], 0.2)));
      return { object: kit, hides: ['rearWing'] };
    },
    diffuser: (c) => {
      const m = c.finish(c.palette.carbon);
      const fins = group('diffuser', box(m, [0.45, 0.03, 1.2], [-1.9, 0.17 - step(c, 0.02), 0], -0.32));
      for (const zf of [-0.45, -0.15, 0.15, 0.45])
        fins.add(box(m, [0.4, 0.12, 0.012], [-1.9, 0.22, zf], -0.32));
      return { object: fins, hides: ['diffuser'] };
    },
    canards: (c) => ({
      object: pair(
        'canards',
        box(c.finish(c.palette.carbon), [0.16, 0.01, 0.12], [1.72, 0.32 + step(c, 0.05), 0.43], 0.2),
        box(c.finish(c.palette.carbon), [0.13, 0.01, 0.1], [1.64, 0.38 + step(c, 0.05), 0.41], 0.2),
      ),
    }),
    skirts: (c) => ({
      object: pair(
        'skirts',
        box(c.finish(c.palette.carbon), [1.55, 0.06, 0.03], [-0.32, 0.17 + step(c, 0.03), 0.76]),
      ),
    }),
    fin: (c) => ({
      object: slab(
        'sharkFin',
        c.finish(c.palette.paint),
        [
          [-0.8, 0.93],
          [-1.55, 0.9],
          [-1.55, 1.1 + step(c, 0.03)],
        ],
        0.015,
        0.004,
      ),
    }),
    hood: (c) => ({
      object: slab('carbonHood', c.finish(c.palette.carbon), NOSE.slice(1, 5), 0.8, 0.05).translateY(
        0.012 + step(c, 0.01),
      ),
    }),
    engineCover: (c) =>
      c.ordinal > 0
        ? { object: box(c.finish(c.palette.carbon), [0.5, 0.015, 0.5], [-1.0 - step(c, 0.1), 0.94, 0], 0.03) }
        : { object: xbowEngineCover(c.finish(c.palette.carbon)), hides: ['engineCover'] },
    graphics: (c) => {
      const m = c.palette.white;
      const z = 0.09 + step(c, 0.05);
      const stripe = group(
        'stripe',
        box(m, [0.82, 0.006, 0.07], [1.2, 0.585, z], 0.17),
        box(m, [0.5, 0.006, 0.07], [-0.98, 0.965, z], 0.04),
        box(m, [0.68, 0.006, 0.07], [-1.55, 0.86, z], -0.27),
      );
      return { object: pair('stripes', stripe) };
    },
    numberPlate: (c) => ({
      object: pair('numbers', disc(c.palette.white, 0.14, 0.01, [-0.5 - step(c, 0.3), 0.45, 0.755], 20)),
    }),
    towHooks: (c) => ({
      object: group(
        'towHooks',
        arc(c.palette.red, 0.05, 0.012, 0, Math.PI * 2, [1.92, 0.22 + step(c, 0.03), 0.32], 1),
        arc(c.palette.red, 0.05, 0.012, 0, Math.PI * 2, [-2.0, 0.32 + step(c, 0.03), 0.36], 1),
      ),
    }),
    headlight: (c) => ({
      object: pair(
        'drl',
        box(
          c.palette.lamp,
          [0.015, 0.02, 0.2],
          [CAR.frontAxle + 0.37, CAR.front.outer + 0.14 + step(c, 0.04), CAR.frontTrack - 0.02],
          -0.6,
        ),
      ),
    }),
    rainLight: (c) => ({
      object: box(c.palette.redLamp, [0.02, 0.07, 0.12], [-1.93, 0.82 + step(c, 0.06), 0], 0.3),
    }),
    tailLight: (c) => ({
      object: pair(
        'tail',
        box(c.palette.redLamp, [0.02, 0.025, 0.3], [-1.98, 0.56 + step(c, 0.04), 0.38], 0.4),
      ),
      hides: ['tailLight'],
    }),
    wheels: (c) => {
      const centreLock = /centre|center|20/.test(name(c));
      if (c.ordinal > 0) {
        const rings = perCarWheel('rimRings', ({ x, track, spec, side }) =>
          arc(
            c.palette.accent,
            spec.rim - 0.01 - step(c, 0.012),
            0.006,
            0,
            Math.PI * 2,
            [x, spec.outer, side * (track + spec.width * 0.33)],
            1,
          ),
        );
        return { object: rings };
      }
      return {
        object: carWheels(c.palette, {
          style: centreLock ? 'centreLock' : 'forged',
          rimGrow: centreLock ? 0.013 : 0,
        }),
        hides: ['wheels'],
      };
    },
    tyres: (c) => {
      const n = name(c);
      const m = /rain/.test(n) ? c.palette.suspension : /semi/.test(n) ? c.palette.caliper : c.palette.red;
      const rings = perCarWheel('tyreRings', ({ x, track, spec, side }) =>
        arc(
          m,
          spec.outer - 0.03 - step(c, 0.012),
          0.005,
          0,
          Math.PI * 2,
          [x, spec.outer, side * (track + spec.width / 2 + 0.004)],
          1,
        ),
      );
      return { object: rings };
    },
    hubAccent: (c) => {
      const hubs = perCarWheel('hubs', ({ x, track, spec, side }) =>
        disc(
          c.finish(c.palette.titanium),
          0.05 + step(c, 0.01),
          0.02,
          [x, spec.outer, side * (track + spec.width * 0.35)],
          6,
        ),
      );
      return { object: hubs };
    },
    exhaust: (c) => {
      const race = /race/.test(name(c));
      const r = race ? 0.055 : 0.06;
      const m = c.finish(c.palette.titanium);
      const tips = group(
        'tips',
        box(c.palette.carbon, [0.03, 0.16, race ? 0.42 : 0.3], [-1.99, 0.36 + step(c, 0.12), 0]),
      );
      for (const zt of race ? [-0.15, -0.05, 0.05, 0.15] : [-0.08, 0.08])
        tips.add(barrel(m, race ? 0.04 : r, 0.16, [-2.02, 0.36 + step(c, 0.12), zt]));
      return { object: tips, hides: c.ordinal === 0 ? ['exhaust'] : [] };
    },
    intake: (c) => {
      if (/intercooler/.test(name(c)))
        return {
          object: pair('coolers', box(c.palette.alu, [0.25, 0.16, 0.012], [0.0 - step(c, 0.3), 0.44, 0.755])),
        };
      return {
        object: box(c.finish(c.palette.carbon), [0.36, 0.12, 0.3], [-0.86 - step(c, 0.3), 0.97, 0], 0.1),
      };
    },
    shock: (c) => ({
      object: pair(
        'dampers',
        tube(c.palette.accent, [1.08, 0.53 + step(c, 0.03), 0.13], [1.32, 0.53 + step(c, 0.03), 0.19], 0.04),
      ),
    }),
    antiRoll: (c) => ({
      object: tube(
        c.palette.accent,
        [1.45 - step(c, 0.1), 0.54, -0.3],
        [1.45 - step(c, 0.1), 0.54, 0.3],
        0.014,
      ),
    }),
    brakeCooling: (c) => ({
      object: pair(
        'ducts',
        tube(
          c.finish(c.palette.carbon),
          [1.86, 0.24, 0.3],
          [CAR.frontAxle + 0.05, CAR.front.outer - 0.02 + step(c, 0.03), CAR.frontTrack - 0.16],
          0.04,
        ),
      ),
    }),
    lift: (c) => ({
      object: pair('lift', barrel(c.palette.alu, 0.03, 0.2, [1.55 - step(c, 0.2), 0.14, 0.3], Math.PI / 2)),
    }),
    mirrors: (c) => ({
      object: pair(
        'mirrors',
        group(
          'mirror',
          tube(c.palette.carbon, [0.55, 0.62, 0.5], [0.5, 0.78, 0.62], 0.012),
          box(c.finish(c.palette.carbon), [0.05, 0.08, 0.14], [0.5, 0.8 + step(c, 0.02), 0.68], 0, 0.3),
        ),
      ),
      hides: ['mirrors'],
    }),
    windscreen: (c) => ({
      object: box(c.palette.glass, [0.006, 0.34 + step(c, 0.04), 0.95], [0.62, 0.8, 0], 0.75),
      hides: ['windscreen'],
    }),
  };
  return { byKind: { ...byKind, ...carCockpitBuilders() }, fallback: (c) => accentFallback(c, ANCHORS, 0.1) };
}
