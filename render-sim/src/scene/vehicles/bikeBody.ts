import type * as THREE from 'three';
import type { BikeLayout, P2 } from './bikeLayout.js';
import { arc, box, group, pair, slab, smooth } from './kit.js';
import type { Palette } from './palette.js';
import type { SlotRegistry } from './types.js';

type Outline = readonly P2[];

/** A thin panel at distance z from the middle, on both sides. */
function sidePanels(key: string, material: THREE.Material, outline: Outline, z: number, thickness = 0.03) {
  const panel = slab(key, material, outline, thickness, 0.01);
  panel.position.z = z;
  return pair(key, panel);
}

export function seatOutline(l: BikeLayout, lift = 0, drop = 0): Outline {
  const s = l.seatHeight + lift;
  const f = l.seatFront;
  const r = l.seatRear;
  if (l.style === 'offroad') {
    return smooth([
      [f + 0.08, s - 0.07],
      [f + 0.02, s + 0.02],
      [(f + r) / 2, s + 0.035 - drop],
      [r + 0.04, s + 0.03],
      [r - 0.02, s - 0.01],
      [r + 0.02, s - 0.06],
      [(f + r) / 2, s - 0.05],
    ]);
  }
  return smooth([
    [f + 0.02, s - 0.06],
    [f - 0.02, s + 0.03],
    [f - 0.22, s + 0.02 - drop],
    [f - 0.34, s + 0.07],
    [r + 0.02, s + 0.1],
    [r - 0.02, s + 0.05],
    [r + 0.06, s - 0.03],
    [f - 0.2, s - 0.06],
  ]);
}

/** The seat, narrowing towards the tank. */
export function bikeSeat(
  l: BikeLayout,
  material: THREE.Material,
  lift = 0,
  drop = 0,
  key = 'seat',
): THREE.Mesh {
  const taper: [number, number][] = [
    [l.seatRear, 0.8],
    [l.seatRear + 0.15, 1],
    [l.seatFront - 0.2, 1],
    [l.seatFront + 0.05, 0.55],
  ];
  return slab(
    `${key}:${l.id}:${lift}:${drop}`,
    material,
    seatOutline(l, lift, drop),
    l.seatWidth,
    0.04,
    taper,
  );
}

function tankOutline(l: BikeLayout, grow = 0): Outline {
  const [hx, hy] = l.headTop;
  const s = l.seatHeight;
  const f = l.seatFront;
  const top = l.tankTop + grow;
  if (l.style === 'offroad') {
    return smooth([
      [hx - 0.04, hy - 0.02],
      [hx - 0.16, top + 0.01],
      [f + 0.02, s - 0.02],
      [f - 0.04, s - 0.12],
      [hx - 0.14, hy - 0.22 - grow],
    ]);
  }
  return smooth([
    [hx - 0.02, hy + 0.02],
    [hx - 0.14, top],
    [f + 0.08, top - 0.05],
    [f - 0.01, s + 0.02],
    [f + 0.03, s - 0.11],
    [hx - 0.1, hy - 0.2 - grow],
    [hx + 0.0, hy - 0.12],
  ]);
}

export function bikeTank(l: BikeLayout, p: Palette, grow = 0, key = 'tank'): THREE.Mesh {
  return slab(`${key}:${l.id}:${grow}`, p.paint, tankOutline(l, grow), l.tankWidth + grow * 0.6, 0.05);
}

function naked(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const [hx, hy] = l.headTop;
  const [tx, ty] = l.tail;
  const s = l.seatHeight;
  const e = l.engine;
  const wing: Outline = [
    [hx + 0.0, hy - 0.05],
    [hx - 0.2, hy + 0.02],
    [hx - 0.3, hy - 0.16],
    [e.x1 - 0.1, e.y1 - 0.02],
    [e.x1 + 0.02, e.y1 + 0.02],
    [hx + 0.02, hy - 0.22],
  ];
  const tail: Outline = [
    [l.seatFront - 0.06, s - 0.03],
    [l.seatRear + 0.04, s + 0.03],
    [tx, ty],
    [tx + 0.02, ty - 0.07],
    [l.seatRear + 0.12, s - 0.13],
    [l.pivot[0] - 0.04, l.pivot[1] + 0.26],
  ];
  const plate = group(
    'plateHolder',
    box(p.plastic, [0.2, 0.025, 0.05], [tx + 0.1, ty - 0.16, 0], -0.6),
    box(p.plastic, [0.006, 0.16, 0.2], [tx + 0.02, ty - 0.3, 0], 0.25),
  );
  return [
    sidePanels(`nakedWing:${l.id}`, p.paint, wing, 0.17),
    slab(`nakedTail:${l.id}`, p.paint, tail, 0.2, 0.03),
    box(p.engine, [0.05, 0.26, 0.3], [e.x1 + 0.04, e.y1 + 0.02, 0], -0.25),
    slots.add('frontFender', arc(p.trim, l.wheelFront.outer + 0.025, 0.012, 0.55, 1.7, [...l.front, 0], 5.5)),
    slots.add('plateHolder', plate),
  ];
}

function travel(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const [hx, hy] = l.headTop;
  const [tx, ty] = l.tail;
  const s = l.seatHeight;
  const e = l.engine;
  const nose: Outline = [
    [hx + 0.27, hy - 0.16],
    [hx + 0.21, hy + 0.05],
    [hx + 0.0, hy + 0.1],
    [hx - 0.14, hy - 0.04],
    [hx - 0.08, hy - 0.3],
    [hx + 0.16, hy - 0.3],
  ];
  const beak: Outline = [
    [hx + 0.04, hy - 0.28],
    [hx + 0.38, hy - 0.34],
    [hx + 0.37, hy - 0.39],
    [hx + 0.02, hy - 0.37],
  ];
  const tail: Outline = [
    [l.seatFront - 0.06, s - 0.03],
    [l.seatRear + 0.04, s + 0.05],
    [tx, ty],
    [tx + 0.03, ty - 0.08],
    [l.seatRear + 0.1, s - 0.14],
    [l.pivot[0] - 0.04, l.pivot[1] + 0.28],
  ];
  const screen = box(p.glass, [0.008, 0.34, 0.32], [hx + 0.12, hy + 0.24, 0], 0.42);
  return [
    slab(`travelNose:${l.id}`, p.paint, nose, 0.4, 0.05, [
      [hx - 0.1, 1],
      [hx + 0.1, 0.9],
      [hx + 0.27, 0.6],
    ]),
    slab(`travelBeak:${l.id}`, p.paint, beak, 0.16, 0.02),
    box(p.lamp, [0.02, 0.12, 0.2], [hx + 0.265, hy - 0.08, 0], -0.3),
    slots.add('windscreen', screen),
    slab(`travelTail:${l.id}`, p.paint, tail, 0.22, 0.03),
    box(p.engine, [0.05, 0.3, 0.36], [e.x1 + 0.04, e.y1, 0], -0.2),
    slots.add('skid', box(p.trim, [0.4, 0.03, 0.24], [(e.x0 + e.x1) / 2 + 0.04, e.y0 - 0.04, 0], 0.05)),
    slots.add('frontFender', arc(p.trim, l.wheelFront.outer + 0.02, 0.012, 0.6, 1.4, [...l.front, 0], 5)),
    group('rack', box(p.plastic, [0.22, 0.015, 0.2], [tx + 0.16, ty - 0.01, 0], 0.15)),
  ];
}

function offroad(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const [hx, hy] = l.headTop;
  const [tx, ty] = l.tail;
  const s = l.seatHeight;
  const e = l.engine;
  const [px, py] = l.pivot;
  const shroud: Outline = [
    [hx + 0.02, hy - 0.07],
    [hx - 0.1, hy - 0.01],
    [l.seatFront - 0.06, s - 0.03],
    [l.seatFront - 0.1, s - 0.12],
    [e.x1 - 0.06, e.y1 - 0.04],
    [e.x1 + 0.04, e.y1 - 0.1],
    [hx - 0.02, hy - 0.26],
  ];
  const numberPanel: Outline = [
    [l.seatFront - 0.24, s - 0.05],
    [l.seatRear + 0.14, s - 0.03],
    [l.seatRear + 0.04, s - 0.17],
    [px - 0.08, py + 0.14],
    [px + 0.04, py + 0.28],
  ];
  const fender: Outline = [
    [l.seatRear + 0.14, s - 0.035],
    [tx, ty],
    [tx + 0.04, ty - 0.045],
    [l.seatRear + 0.08, s - 0.11],
  ];
  const m: P2 = [l.headBottom[0] - l.forkUp[0] * 0.1, l.headBottom[1] - l.forkUp[1] * 0.1];
  const frontFender: Outline = smooth([
    [m[0] - 0.22, m[1] - 0.11],
    [m[0] - 0.04, m[1] + 0.0],
    [m[0] + 0.16, m[1] + 0.01],
    [m[0] + 0.36, m[1] - 0.06],
    [m[0] + 0.34, m[1] - 0.085],
    [m[0] + 0.13, m[1] - 0.05],
    [m[0] - 0.2, m[1] - 0.135],
  ]);
  const radiator = box(p.engine, [0.05, 0.22, 0.05], [e.x1 - 0.0, e.y1 + 0.04, 0.1], -0.25);
  return [
    sidePanels(`shroud:${l.id}`, p.paint, shroud, 0.125),
    slab(`numberPanels:${l.id}`, p.trim, numberPanel, 0.25, 0.03),
    slab(`rearFender:${l.id}`, p.paint, fender, 0.2, 0.015),
    slots.add('frontFender', slab(`frontFender:${l.id}`, p.paint, frontFender, 0.15, 0.02)),
    pair('radiators', radiator),
  ];
}

function sport(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const [hx, hy] = l.headTop;
  const [tx, ty] = l.tail;
  const s = l.seatHeight;
  const [fx, fy] = l.front;
  const r = l.wheelFront.outer;
  const nose: Outline = [
    [hx + 0.36, hy - 0.11],
    [hx + 0.2, hy + 0.02],
    [hx + 0.02, hy + 0.05],
    [hx - 0.02, hy - 0.12],
    [hx + 0.12, hy - 0.25],
    [hx + 0.3, hy - 0.18],
  ];
  const upper: Outline = [
    [hx + 0.06, hy - 0.09],
    [hx - 0.16, hy - 0.07],
    [0.12, 0.57],
    [fx - r - 0.02, 0.5],
    [hx + 0.1, hy - 0.27],
  ];
  const lower: Outline = [
    [0.12, 0.57],
    [0.02, 0.5],
    [-0.05, 0.3],
    [0.06, 0.18],
    [fx - r - 0.04, 0.2],
    [fx - r - 0.03, fy + 0.06],
    [fx - r - 0.02, 0.5],
  ];
  const belly: Outline = [
    [-0.04, 0.3],
    [0.06, 0.17],
    [fx - r - 0.05, 0.19],
    [fx - r - 0.06, 0.32],
  ];
  const tail: Outline = [
    [l.seatFront - 0.04, s - 0.04],
    [l.seatRear + 0.04, s + 0.02],
    [l.seatRear - 0.02, s + 0.14],
    [tx, ty],
    [tx + 0.02, ty - 0.06],
    [l.seatRear + 0.06, s - 0.1],
    [l.pivot[0] - 0.02, l.pivot[1] + 0.22],
  ];
  const screenAngle = Math.atan2(0.22, 0.09);
  const screen = box(p.glass, [0.008, 0.22, 0.24], [hx + 0.14, hy + 0.08, 0], screenAngle);
  const lamp = box(p.lamp, [0.02, 0.05, 0.08], [hx + 0.325, hy - 0.1, 0.065], -0.9);
  return [
    slab(`sportNose:${l.id}`, p.paint, nose, 0.34, 0.05, [
      [hx, 1],
      [hx + 0.16, 0.8],
      [hx + 0.36, 0.3],
    ]),
    sidePanels(`sportUpper:${l.id}`, p.paint, upper, 0.15, 0.05),
    sidePanels(`sportLower:${l.id}`, p.trim, lower, 0.14, 0.05),
    pair('vents', box(p.plastic, [0.14, 0.05, 0.01], [0.3, 0.64, 0.178], 0.5)),
    slab(`sportBelly:${l.id}`, p.trim, belly, 0.3, 0.03),
    slab(`sportTail:${l.id}`, p.paint, tail, 0.24, 0.04),
    slots.add('windscreen', screen),
    slots.add('headlight', pair('headlights', lamp)),
    slots.add('frontFender', arc(p.trim, r + 0.025, 0.012, 0.55, 1.6, [fx, fy, 0], 5.5)),
  ];
}

/** Tank, seat and the panels of the family's body style. */
export function bikeBody(l: BikeLayout, p: Palette, slots: SlotRegistry): THREE.Group {
  const parts: THREE.Object3D[] = [slots.add('tank', bikeTank(l, p)), slots.add('seat', bikeSeat(l, p.seat))];
  switch (l.style) {
    case 'naked':
      parts.push(...naked(l, p, slots));
      break;
    case 'travel':
      parts.push(...travel(l, p, slots));
      break;
    case 'sport':
      parts.push(...sport(l, p, slots));
      break;
    default:
      parts.push(...offroad(l, p, slots));
  }
  return group('body', ...parts);
}
