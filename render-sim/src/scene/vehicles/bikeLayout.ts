import type { VehicleFamily } from '../stillSpec.js';
import type { V3 } from './kit.js';
import type { RimStyle } from './wheels.js';

/** A point in the side view: x forward (metres from the wheelbase middle), y up from the ground. */
export type P2 = readonly [number, number];

/** A side-view point, `z` across from the middle (right positive). */
export const at = (p: P2, z = 0): V3 => [p[0], p[1], z];

export interface BikeWheel {
  outer: number;
  rim: number;
  width: number;
  style: RimStyle;
  knobby: boolean;
}

/** Where everything of a motorcycle sits, derived from a few numbers per family. */
export interface BikeLayout {
  /** Names the numbers the layout came from; part of geometry cache keys. */
  id: string;
  family: VehicleFamily;
  /** The family that decides the body style: electric bikes are built like off-road bikes. */
  style: 'naked' | 'travel' | 'offroad' | 'sport';
  electric: boolean;
  twoStroke: boolean;
  wheelbase: number;
  front: P2;
  rear: P2;
  wheelFront: BikeWheel;
  wheelRear: BikeWheel;
  /** Steering axis angle from vertical, radians. */
  rake: number;
  /** Unit vector up the fork. */
  forkUp: P2;
  headTop: P2;
  headBottom: P2;
  /** Half the distance between the fork legs. */
  forkZ: number;
  pivot: P2;
  seatHeight: number;
  seatFront: number;
  seatRear: number;
  seatWidth: number;
  tail: P2;
  bar: P2;
  barHalf: number;
  tankTop: number;
  tankWidth: number;
  /** Engine (or battery) block: x from x0 to x1, y from y0 to y1. */
  engine: { x0: number; x1: number; y0: number; y1: number };
  footpeg: P2;
  /** Silencer from a to b (right side, z = exhaustZ). */
  silencer: { a: P2; b: P2; radius: number };
  exhaustZ: number;
}

/** The points the part builders place most from, as short names: head, bar, pivot, wheels, tail. */
export function keyPoints(l: BikeLayout) {
  const [hx, hy] = l.headTop;
  const [bx, by] = l.bar;
  const [px, py] = l.pivot;
  const [rx, ry] = l.rear;
  const [fx, fy] = l.front;
  const [tx, ty] = l.tail;
  return { hx, hy, bx, by, px, py, rx, ry, fx, fy, tx, ty, e: l.engine, s: l.seatHeight };
}

interface FamilyNumbers {
  wheelbase: number;
  front: [outer: number, rim: number, width: number];
  rear: [outer: number, rim: number, width: number];
  style: RimStyle;
  knobby: boolean;
  rakeDeg: number;
  headTopY: number;
  pivot: P2;
  seatHeight: number;
  seatFront: number;
  seatRear: number;
  seatWidth: number;
  tail: P2;
  barUp: number;
  barHalf: number;
  tankRise: number;
  tankWidth: number;
  engineY: [number, number];
}

const NUMBERS: Readonly<Record<BikeLayout['style'] | 'supermoto' | 'electric', FamilyNumbers>> = {
  naked: {
    wheelbase: 1.45,
    front: [0.3, 0.216, 0.12],
    rear: [0.31, 0.216, 0.18],
    style: 'cast',
    knobby: false,
    rakeDeg: 25,
    headTopY: 0.98,
    pivot: [-0.12, 0.42],
    seatHeight: 0.83,
    seatFront: -0.1,
    seatRear: -0.62,
    seatWidth: 0.27,
    tail: [-0.8, 0.93],
    barUp: 0.14,
    barHalf: 0.4,
    tankRise: 0.1,
    tankWidth: 0.34,
    engineY: [0.25, 0.62],
  },
  travel: {
    wheelbase: 1.56,
    front: [0.35, 0.267, 0.09],
    rear: [0.34, 0.229, 0.15],
    style: 'spoked',
    knobby: false,
    rakeDeg: 26.5,
    headTopY: 1.14,
    pivot: [-0.14, 0.48],
    seatHeight: 0.89,
    seatFront: -0.06,
    seatRear: -0.66,
    seatWidth: 0.3,
    tail: [-0.86, 0.98],
    barUp: 0.12,
    barHalf: 0.44,
    tankRise: 0.05,
    tankWidth: 0.44,
    engineY: [0.3, 0.7],
  },
  offroad: {
    wheelbase: 1.48,
    front: [0.355, 0.267, 0.085],
    rear: [0.34, 0.229, 0.11],
    style: 'spoked',
    knobby: true,
    rakeDeg: 26.5,
    headTopY: 1.12,
    pivot: [-0.1, 0.5],
    seatHeight: 0.96,
    seatFront: 0.14,
    seatRear: -0.76,
    seatWidth: 0.2,
    tail: [-0.9, 1.0],
    barUp: 0.12,
    barHalf: 0.41,
    tankRise: 0.02,
    tankWidth: 0.25,
    engineY: [0.3, 0.66],
  },
  supermoto: {
    wheelbase: 1.47,
    front: [0.3, 0.216, 0.12],
    rear: [0.31, 0.216, 0.16],
    style: 'spoked',
    knobby: false,
    rakeDeg: 26,
    headTopY: 1.06,
    pivot: [-0.1, 0.46],
    seatHeight: 0.91,
    seatFront: 0.12,
    seatRear: -0.74,
    seatWidth: 0.21,
    tail: [-0.88, 0.95],
    barUp: 0.12,
    barHalf: 0.41,
    tankRise: 0.02,
    tankWidth: 0.26,
    engineY: [0.26, 0.62],
  },
  sport: {
    wheelbase: 1.4,
    front: [0.3, 0.216, 0.12],
    rear: [0.31, 0.216, 0.18],
    style: 'cast',
    knobby: false,
    rakeDeg: 23.5,
    headTopY: 0.9,
    pivot: [-0.12, 0.42],
    seatHeight: 0.82,
    seatFront: -0.12,
    seatRear: -0.5,
    seatWidth: 0.25,
    tail: [-0.78, 0.98],
    barUp: -0.04,
    barHalf: 0.33,
    tankRise: 0.08,
    tankWidth: 0.36,
    engineY: [0.22, 0.6],
  },
  electric: {
    wheelbase: 1.42,
    front: [0.345, 0.267, 0.085],
    rear: [0.33, 0.229, 0.11],
    style: 'spoked',
    knobby: true,
    rakeDeg: 26,
    headTopY: 1.08,
    pivot: [-0.1, 0.48],
    seatHeight: 0.92,
    seatFront: 0.12,
    seatRear: -0.72,
    seatWidth: 0.2,
    tail: [-0.86, 0.97],
    barUp: 0.12,
    barHalf: 0.4,
    tankRise: 0.02,
    tankWidth: 0.26,
    engineY: [0.3, 0.68],
  },
};

function bodyStyle(family: VehicleFamily): BikeLayout['style'] {
  switch (family) {
    case 'naked':
    case 'travel':
    case 'sport':
      return family;
    default:
      return 'offroad';
  }
}

export function bikeLayout(family: VehicleFamily, engineType: string): BikeLayout {
  const electric = family === 'electric' || /electric/i.test(engineType);
  const key = electric ? 'electric' : family === 'car' ? 'naked' : family;
  const n = NUMBERS[key];
  const half = n.wheelbase / 2;
  const front: P2 = [half, n.front[0]];
  const rear: P2 = [-half, n.rear[0]];
  const rake = (n.rakeDeg * Math.PI) / 180;
  const forkUp: P2 = [-Math.sin(rake), Math.cos(rake)];
  const forkLength = (n.headTopY - front[1]) / Math.cos(rake);
  const headTop: P2 = [front[0] + forkUp[0] * forkLength, n.headTopY];
  const headBottom: P2 = [headTop[0] - forkUp[0] * 0.19, headTop[1] - forkUp[1] * 0.19];
  const style = electric ? 'offroad' : bodyStyle(family);
  const [engineY0, engineY1] = n.engineY;
  const engine = { x0: n.pivot[0] + 0.02, x1: headBottom[0] - 0.12, y0: engineY0, y1: engineY1 };
  if (style === 'offroad') engine.x1 = headBottom[0] - 0.2;
  const twoStroke = /2-?stroke/i.test(engineType);
  const silencer =
    style === 'naked'
      ? { a: [-0.2, 0.36] as P2, b: [-0.5, 0.5] as P2, radius: 0.06 }
      : style === 'travel'
        ? { a: [-0.42, 0.6] as P2, b: [-0.8, 0.74] as P2, radius: 0.065 }
        : style === 'sport'
          ? { a: [-0.14, 0.3] as P2, b: [-0.42, 0.42] as P2, radius: 0.065 }
          : { a: [-0.3, n.seatHeight - 0.26] as P2, b: [-0.78, n.seatHeight - 0.12] as P2, radius: 0.048 };
  return {
    id: key,
    family,
    style,
    electric,
    twoStroke,
    wheelbase: n.wheelbase,
    front,
    rear,
    wheelFront: { outer: n.front[0], rim: n.front[1], width: n.front[2], style: n.style, knobby: n.knobby },
    wheelRear: { outer: n.rear[0], rim: n.rear[1], width: n.rear[2], style: n.style, knobby: n.knobby },
    rake,
    forkUp,
    headTop,
    headBottom,
    forkZ: style === 'offroad' ? 0.095 : 0.1,
    pivot: n.pivot,
    seatHeight: n.seatHeight,
    seatFront: n.seatFront,
    seatRear: n.seatRear,
    seatWidth: n.seatWidth,
    tail: n.tail,
    bar: [headTop[0] - 0.07, n.headTopY + n.barUp],
    barHalf: n.barHalf,
    tankTop: n.headTopY + n.tankRise,
    tankWidth: n.tankWidth,
    engine,
    footpeg: [n.pivot[0] - 0.06, n.pivot[1] - 0.06],
    silencer,
    exhaustZ: style === 'offroad' ? 0.15 : 0.17,
  };
}
