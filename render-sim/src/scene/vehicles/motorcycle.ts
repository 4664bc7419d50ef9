import type * as THREE from 'three';
import { bikeBody } from './bikeBody.js';
import { at, type BikeLayout, bikeLayout, type P2 } from './bikeLayout.js';
import { arc, ball, barrel, box, disc, group, pair, slab, smooth, tube, tubes, type V3 } from './kit.js';
import type { Palette } from './palette.js';
import { SlotRegistry, type VehicleBase } from './types.js';
import { bikeWheel, brake } from './wheels.js';

const along = (p: P2, d: P2, t: number): P2 => [p[0] + d[0] * t, p[1] + d[1] * t];

export function bikeWheels(layout: BikeLayout, palette: Palette, rimMaterial?: THREE.Material) {
  const front = bikeWheel({ ...layout.wheelFront, rimMaterial }, palette);
  front.position.set(layout.front[0], layout.front[1], 0);
  const rear = bikeWheel({ ...layout.wheelRear, rimMaterial }, palette);
  rear.position.set(layout.rear[0], layout.rear[1], 0);
  return group('wheels', front, rear);
}

function brakes(l: BikeLayout, p: Palette): THREE.Group {
  const road = l.style !== 'offroad';
  const frontRadius = road ? 0.15 : 0.135;
  const front = group('frontBrakes', brake(p, frontRadius, -0.075, 0.5));
  if (road) front.add(brake(p, frontRadius, 0.075, 0.5));
  front.position.set(l.front[0], l.front[1], 0);
  const rear = group('rearBrake', brake(p, road ? 0.11 : 0.11, 0.07, -0.3));
  rear.position.set(l.rear[0], l.rear[1], 0);
  return group('brakes', front, rear);
}

function fork(l: BikeLayout, p: Palette): THREE.Group {
  const base = along(l.front, l.forkUp, -0.02);
  const mid = along(l.front, l.forkUp, l.style === 'offroad' ? 0.42 : 0.3);
  const top = along(l.headTop, l.forkUp, 0.02);
  const leg = group(
    'leg',
    tube(p.chrome, at(base, l.forkZ), at(mid, l.forkZ), 0.03, 10),
    tube(l.style === 'sport' ? p.engine : p.alu, at(mid, l.forkZ), at(top, l.forkZ), 0.026, 10),
    disc(p.plastic, 0.033, 0.02, at(l.front, l.forkZ), 8),
  );
  const clampLength = 0.08;
  const clamps = group(
    'clamps',
    box(p.alu, [clampLength, 0.03, l.forkZ * 2 + 0.08], at(l.headTop), -l.rake),
    box(p.alu, [clampLength, 0.04, l.forkZ * 2 + 0.08], at(l.headBottom), -l.rake),
    tube(p.frame, at(l.headTop), at(l.headBottom), 0.035, 10),
    tube(p.chrome, at(l.front, -l.forkZ - 0.02), at(l.front, l.forkZ + 0.02), 0.01, 6),
  );
  return group('fork', pair('legs', leg), clamps);
}

function handlebar(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Group {
  const bars = group('handlebar');
  const [bx, by] = l.bar;
  if (l.style === 'sport') {
    const clip = group(
      'clipOn',
      tube(p.alu, [l.headTop[0] - 0.02, by, l.forkZ], [bx - 0.1, by - 0.03, l.barHalf - 0.05], 0.012),
      tube(
        p.rubber,
        [bx - 0.1, by - 0.03, l.barHalf - 0.05],
        [bx - 0.13, by - 0.04, l.barHalf + 0.06],
        0.018,
      ),
      box(p.plastic, [0.05, 0.04, 0.05], [bx - 0.07, by - 0.02, l.barHalf - 0.1]),
    );
    bars.add(pair('clipOns', clip));
  } else {
    const riserTop: V3 = [bx + 0.02, by - 0.02, 0.04];
    const side = group(
      'barSide',
      tube(p.alu, [l.headTop[0], l.headTop[1] + 0.01, 0.04], riserTop, 0.014),
      tube(p.alu, [bx, by, 0], [bx - 0.03, by + 0.015, l.barHalf * 0.55], 0.012),
      tube(p.alu, [bx - 0.03, by + 0.015, l.barHalf * 0.55], [bx - 0.07, by + 0.02, l.barHalf - 0.1], 0.012),
      tube(p.rubber, [bx - 0.07, by + 0.02, l.barHalf - 0.12], [bx - 0.09, by + 0.02, l.barHalf], 0.018),
      box(p.plastic, [0.05, 0.045, 0.05], [bx - 0.06, by + 0.02, l.barHalf - 0.15]),
      tube(p.alu, [bx - 0.06, by + 0.01, l.barHalf - 0.14], [bx + 0.02, by - 0.01, l.barHalf - 0.02], 0.006),
    );
    bars.add(pair('bar', side));
  }
  slots.add('handlebar', bars);
  if (l.style === 'naked' || l.style === 'travel') {
    const mirror = group(
      'mirror',
      tube(
        p.plastic,
        [bx - 0.05, by + 0.03, l.barHalf - 0.17],
        [bx - 0.02, by + 0.2, l.barHalf - 0.05],
        0.007,
      ),
      ball(p.plastic, [0.03, 0.045, 0.07], [bx - 0.02, by + 0.22, l.barHalf - 0.03]),
    );
    bars.add(slots.add('mirrors', pair('mirrors', mirror)));
  }
  const dash = box(p.plastic, [0.05, 0.09, 0.13], [l.headTop[0] + 0.04, l.headTop[1] + 0.09, 0], 0.5);
  if (l.style !== 'offroad') bars.add(dash);
  return bars;
}

function frame(l: BikeLayout, p: Palette): THREE.Group {
  const z = l.style === 'offroad' ? 0.08 : 0.11;
  const [px, py] = l.pivot;
  const spine: P2 = [l.seatFront + 0.02, l.seatHeight - 0.12];
  const pivotTop: P2 = [px + 0.02, py + 0.2];
  const tailEnd: P2 = [l.tail[0] + 0.14, l.tail[1] - 0.13];
  const side = group('frameSide');
  if (l.style === 'offroad') {
    side.add(
      ...tubes(p.frame, [at(l.headTop, 0.02), at(spine, z), at(pivotTop, z), at([px, py], z)], 0.016),
      ...tubes(
        p.frame,
        [
          at(l.headBottom, 0.02),
          at([l.engine.x1 + 0.05, l.engine.y0 + 0.05], z * 0.6),
          at([l.engine.x1 - 0.05, l.engine.y0 - 0.06], z * 0.6),
          at([px + 0.05, l.engine.y0 - 0.04], z * 0.6),
          at([px, py], z),
        ],
        0.014,
      ),
      ...tubes(p.alu, [at(spine, z), at(tailEnd, z * 0.8), at([px - 0.03, py + 0.1], z)], 0.011),
    );
  } else {
    const mid: P2 = [(l.headBottom[0] + px) / 2 + 0.04, (l.headBottom[1] + py) / 2 + 0.1];
    side.add(
      ...tubes(p.frame, [at(l.headTop, 0.03), at(spine, z), at(pivotTop, z), at([px, py], z)], 0.014),
      ...tubes(p.frame, [at(l.headBottom, 0.03), at(mid, z), at(pivotTop, z)], 0.014),
      tube(p.frame, at(l.headTop, 0.03), at(mid, z), 0.012),
      tube(p.frame, at(mid, z), at(spine, z), 0.012),
      ...tubes(p.frame, [at(spine, z * 0.8), at(tailEnd, z * 0.6), at(pivotTop, z)], 0.011),
    );
  }
  return pair('frame', side);
}

function swingarm(l: BikeLayout, p: Palette): THREE.Group {
  const [px, py] = l.pivot;
  const [rx, ry] = l.rear;
  const length = Math.hypot(rx - px, ry - py);
  const pitch = Math.atan2(ry - py, rx - px);
  const material = l.style === 'offroad' || l.style === 'travel' ? p.alu : p.frame;
  const arm = box(material, [length, 0.065, 0.03], [(px + rx) / 2, (py + ry) / 2, 0.1], pitch);
  const block = box(p.alu, [0.04, 0.05, 0.035], [rx, ry, 0.1]);
  const arms = pair('swingarm', arm, block);
  const shockLow: V3 = [px - 0.12, py + 0.02, 0];
  const shockTop: V3 = [px + 0.02, l.seatHeight - 0.18, 0];
  const shock = group(
    'shock',
    tube(
      p.spring,
      shockLow,
      [(shockLow[0] + shockTop[0]) / 2, (shockLow[1] + shockTop[1]) / 2, 0],
      0.032,
      10,
    ),
    tube(p.engine, shockLow, shockTop, 0.018),
    tube(p.alu, [px + 0.02, py - 0.06, -0.1], [px + 0.02, py - 0.06, 0.1], 0.02),
  );
  const chain = group(
    'chain',
    disc(p.engine, 0.045, 0.012, [px + 0.08, py - 0.02, -0.085]),
    disc(p.alu, 0.105, 0.008, [rx, ry, -0.085], 24),
    tube(p.engine, [px + 0.08, py + 0.025, -0.085], [rx, ry + 0.105, -0.085], 0.006, 4),
    tube(p.engine, [px + 0.08, py - 0.065, -0.085], [rx, ry - 0.105, -0.085], 0.006, 4),
  );
  return group('rearSuspension', arms, shock, chain);
}

function engine(l: BikeLayout, p: Palette): THREE.Group {
  const { x0, x1, y0, y1 } = l.engine;
  const w = x1 - x0;
  const h = y1 - y0;
  if (l.electric) {
    const pack: P2[] = [
      [x0, y0 + h * 0.2],
      [x0 + w * 0.15, y0],
      [x1 - w * 0.1, y0 + h * 0.05],
      [x1, y0 + h * 0.5],
      [x1 - w * 0.05, y1],
      [x0 + w * 0.1, y1 - h * 0.05],
    ];
    return group(
      'battery',
      slab(`battery:${l.id}`, p.battery, pack, 0.26, 0.03),
      pair('batteryCover', slab(`batteryCover:${l.id}`, p.trim, pack.slice(2), 0.02, 0.008)),
      box(p.accent, [w * 0.7, 0.025, 0.275], [x0 + w / 2, y0 + h * 0.62, 0], 0.05),
      box(p.engine, [0.14, 0.14, 0.2], [x0 + 0.04, y0 - 0.02, 0]),
      disc(p.alu, 0.065, 0.22, [x0 + 0.04, y0 - 0.02, 0], 16),
      tube(p.accent, [x1 - 0.04, y1 - 0.06, 0.13], [x0 + 0.06, y0 + 0.04, 0.12], 0.011),
    );
  }
  const narrow = l.style === 'offroad';
  const caseOutline: P2[] = smooth([
    [x0, y0 + h * 0.35],
    [x0 + w * 0.12, y0 + h * 0.06],
    [x0 + w * 0.55, y0],
    [x1 - w * 0.04, y0 + h * 0.1],
    [x1, y0 + h * 0.38],
    [x1 - w * 0.25, y0 + h * 0.58],
    [x0 + w * 0.3, y0 + h * 0.6],
  ]);
  const parts: THREE.Object3D[] = [
    slab(`crankcase:${l.id}`, p.engine, caseOutline, narrow ? 0.2 : 0.25, 0.03),
    disc(p.alu, h * 0.2, 0.03, [x0 + w * 0.55, y0 + h * 0.28, narrow ? 0.11 : 0.135], 18),
    disc(p.engine, h * 0.17, 0.03, [x0 + w * 0.3, y0 + h * 0.32, narrow ? -0.11 : -0.135], 18),
  ];
  const cylinder = (x: number, lean: number, tag: string) => {
    const base: P2 = [x, y0 + h * 0.5];
    const up: P2 = [-Math.sin(lean), Math.cos(lean)];
    const top: P2 = [base[0] + up[0] * h * 0.42, base[1] + up[1] * h * 0.42];
    const cyl = group(
      tag,
      box(p.engine, [0.13, h * 0.42, 0.16], [(base[0] + top[0]) / 2, (base[1] + top[1]) / 2, 0], lean),
      box(p.alu, [0.15, 0.075, 0.19], [top[0], top[1], 0], lean),
    );
    for (let i = 1; i <= 3; i++) {
      const t = 0.25 + i * 0.16;
      cyl.add(
        box(
          p.alu,
          [0.145, 0.008, 0.17],
          [base[0] + up[0] * h * 0.42 * t, base[1] + up[1] * h * 0.42 * t, 0],
          lean,
        ),
      );
    }
    return cyl;
  };
  if (l.style === 'offroad') parts.push(cylinder(x0 + w * 0.62, -0.2, 'cylinder'));
  else {
    parts.push(cylinder(x0 + w * 0.7, -0.45, 'frontCylinder'), cylinder(x0 + w * 0.35, 0.4, 'rearCylinder'));
  }
  return group('engine', ...parts);
}

function exhaust(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Group {
  if (l.electric) return group('noExhaust');
  const z = l.exhaustZ;
  const { x1, y0, y1 } = l.engine;
  const port: V3 = [x1 - 0.05, y1 - 0.08, 0.04];
  const { a, b, radius } = l.silencer;
  let header: THREE.Object3D[];
  if (l.style === 'offroad') {
    header = l.twoStroke
      ? [
          tube(p.engine, port, [x1 + 0.04, y0 + 0.08, 0.06], 0.035),
          ball(p.engine, [0.2, 0.06, 0.06], [x1 - 0.12, y0 + 0.06, 0.1], 0.15),
          tube(p.engine, [x1 - 0.3, y0 + 0.08, 0.12], [a[0] + 0.02, a[1] - 0.02, z], 0.028),
        ]
      : tubes(
          p.chrome,
          [port, [x1 + 0.03, y0 + 0.14, 0.08], [x1 - 0.12, y0 + 0.08, z], [a[0] + 0.02, a[1] - 0.01, z]],
          0.02,
        );
  } else {
    header = tubes(
      p.chrome,
      [port, [x1 + 0.04, y0 + 0.05, 0.05], [x1 - 0.15, y0 - 0.04, 0.06], [a[0] + 0.03, a[1] - 0.02, z]],
      0.022,
    );
  }
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const pitch = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const centre: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, z];
  const silencer = group(
    'silencer',
    barrel(l.style === 'offroad' ? p.alu : p.engine, radius, length, centre, pitch),
    barrel(p.plastic, radius * 0.7, 0.02, [b[0], b[1], z], pitch),
  );
  return group('exhaust', slots.add('header', group('header', ...header)), slots.add('silencer', silencer));
}

function lights(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Group {
  const [hx, hy] = l.headTop;
  const lightsGroup = group('lights');
  if (l.style === 'naked') {
    lightsGroup.add(
      slots.add(
        'headlight',
        group(
          'headlight',
          box(p.plastic, [0.1, 0.22, 0.2], [hx + 0.13, hy - 0.12, 0], -0.35),
          box(p.lamp, [0.02, 0.18, 0.14], [hx + 0.185, hy - 0.12, 0], -0.35),
        ),
      ),
    );
  } else if (l.style === 'offroad') {
    const plateCentre: V3 = [hx + 0.12, hy - 0.12, 0];
    lightsGroup.add(
      slots.add(
        'headlight',
        group(
          'mask',
          box(p.trim, [0.03, 0.3, 0.26], plateCentre, -0.28),
          box(p.lamp, [0.02, 0.07, 0.09], [plateCentre[0] + 0.02, plateCentre[1] - 0.04, 0], -0.28),
        ),
      ),
    );
  }
  const [tx, ty] = l.tail;
  lightsGroup.add(
    slots.add('tailLight', box(p.redLamp, [0.03, 0.045, 0.12], [tx + 0.005, ty - 0.05, 0], 0.6)),
  );
  if (l.style !== 'offroad') {
    const indicator = group(
      'indicators',
      tube(p.amberLamp, [hx + 0.08, hy - 0.18, 0.1], [hx + 0.1, hy - 0.18, 0.17], 0.012, 6),
      tube(p.amberLamp, [tx + 0.12, ty - 0.2, 0.08], [tx + 0.1, ty - 0.2, 0.15], 0.012, 6),
    );
    lightsGroup.add(slots.add('indicators', pair('indicators', indicator)));
  }
  return lightsGroup;
}

function footpegs(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Group {
  const [fx, fy] = l.footpeg;
  const peg = group(
    'peg',
    tube(p.alu, [fx, fy, 0.12], [fx, fy, 0.2], 0.012, 6),
    box(p.alu, [0.05, 0.09, 0.012], [fx + 0.03, fy + 0.03, 0.12], 0.6),
  );
  return slots.add('footpegs', pair('footpegs', peg));
}

/** A motorcycle of the family, stock: no accessories. */
export function buildMotorcycle(family: BikeLayout['family'], engineType: string, palette: Palette) {
  const layout = bikeLayout(family, engineType);
  const slots = new SlotRegistry();
  const p = palette;
  const root = group(
    'motorcycle',
    slots.add('wheels', bikeWheels(layout, p)),
    brakes(layout, p),
    fork(layout, p),
    handlebar(layout, p, slots),
    frame(layout, p),
    swingarm(layout, p),
    engine(layout, p),
    exhaust(layout, p, slots),
    lights(layout, p, slots),
    footpegs(layout, p, slots),
    bikeBody(layout, p, slots),
  );
  if (layout.style !== 'offroad' || layout.family === 'supermoto') {
    const hugger = arc(p.trim, layout.wheelRear.outer + 0.03, 0.012, 1.5, 1.1, at(layout.rear), 5);
    root.add(hugger);
  }
  const base: VehicleBase = {
    root,
    slots: slots.slots,
    footprint: {
      centre: [0, 0],
      half: [layout.wheelbase / 2 + 0.42, 0.26],
      contacts: [
        [layout.front[0], 0, 0.09],
        [layout.rear[0], 0, 0.11],
      ],
    },
  };
  return { base, layout };
}
