import type * as THREE from 'three';
import { arc, barrel, box, group, pair, slab, tube, tubes, type V3 } from './kit.js';
import type { Palette } from './palette.js';
import { SlotRegistry, type VehicleBase } from './types.js';
import { brake, carWheel, type RimStyle } from './wheels.js';

/** The X-Bow: x forward from the wheelbase middle, y up, z right. Metres. */
export const CAR = {
  frontAxle: 1.215,
  rearAxle: -1.215,
  frontTrack: 0.8,
  rearTrack: 0.81,
  front: { outer: 0.325, rim: 0.241, width: 0.235 },
  rear: { outer: 0.346, rim: 0.254, width: 0.265 },
  tubHalf: 0.5,
  sill: 0.62,
  seatZ: 0.26,
  seatX: -0.3,
  driverZ: -0.26,
  hoopX: -0.66,
  wingX: -1.82,
  wingY: 1.12,
  noseX: 1.9,
} as const;

/** The nose cover's side outline. */
export const NOSE: readonly (readonly [number, number])[] = [
  [1.94, 0.26],
  [1.78, 0.42],
  [1.45, 0.52],
  [0.7, 0.64],
  [0.6, 0.52],
  [1.1, 0.38],
  [1.6, 0.24],
];

const ENGINE_COVER: readonly (readonly [number, number])[] = [
  [-0.55, 0.62],
  [-0.72, 0.94],
  [-1.2, 0.92],
  [-1.86, 0.76],
  [-1.98, 0.46],
  [-1.2, 0.52],
];

/** The engine cover behind the cockpit (a carbon one reuses the same geometry). */
export function xbowEngineCover(material: THREE.Material): THREE.Mesh {
  return slab('xbowEngineCover', material, ENGINE_COVER, 1.14, 0.08, [
    [-1.98, 0.8],
    [-1.2, 1],
    [-0.6, 0.9],
  ]);
}

/** A rear wing on two struts with end plates; `y` is the blade height. */
export function xbowWing(
  blade: THREE.Material,
  struts: THREE.Material,
  span: number,
  y: number,
): THREE.Group {
  const outline: readonly (readonly [number, number])[] = [
    [-1.62, y],
    [-1.75, y + 0.04],
    [-2.02, y + 0.05],
    [-2.05, y + 0.02],
    [-1.75, y - 0.015],
  ];
  const strut = tube(struts, [-1.6, 0.84, 0.22], [-1.78, y, 0.22], 0.018);
  const plate = box(blade, [0.42, 0.2, 0.012], [-1.84, y, span / 2]);
  return group('wing', slab('wing', blade, outline, span, 0.01), pair('wingSide', strut, plate));
}

export interface SeatStyle {
  shell: THREE.Material;
  cushion: THREE.Material;
  stitching: THREE.Material;
  /** Extra height of the back rest (racing shells are taller). */
  back?: number;
  /** Extra cushion thickness. */
  cushionLift?: number;
}

/** Both seats: cushion, back rest and stitching lines. */
export function xbowSeats(style: SeatStyle): THREE.Group {
  const back = style.back ?? 0;
  const lift = style.cushionLift ?? 0;
  const x = CAR.seatX;
  const seat = group(
    'seat',
    box(style.cushion, [0.46, 0.08 + lift, 0.4], [x, 0.66 + lift / 2, CAR.seatZ]),
    box(style.shell, [0.1, 0.52 + back, 0.42], [x - 0.26, 0.9 + back / 2, CAR.seatZ], -0.28),
    box(style.stitching, [0.47, 0.012, 0.012], [x, 0.705 + lift, CAR.seatZ + 0.12]),
    box(style.stitching, [0.47, 0.012, 0.012], [x, 0.705 + lift, CAR.seatZ - 0.12]),
    box(style.stitching, [0.012, 0.5, 0.012], [x - 0.205, 0.9, CAR.seatZ + 0.12], -0.28),
    box(style.stitching, [0.012, 0.5, 0.012], [x - 0.205, 0.9, CAR.seatZ - 0.12], -0.28),
  );
  if (back > 0) {
    seat.add(box(style.shell, [0.2, 0.16, 0.05], [x - 0.22, 1.05 + back, CAR.seatZ + 0.2], -0.28));
    seat.add(box(style.shell, [0.2, 0.16, 0.05], [x - 0.22, 1.05 + back, CAR.seatZ - 0.2], -0.28));
  }
  return pair('seats', seat);
}

export interface CarWheelOptions {
  style: RimStyle;
  rimMaterial?: THREE.Material;
  /** Larger wheels (the 20-inch centre-lock set) grow the rims, not the tyres. */
  rimGrow?: number;
}

/** One of the four wheel places: its axle's x and half track, its wheel size, and its side. */
export interface CarWheelPlace {
  x: number;
  track: number;
  spec: { readonly outer: number; readonly rim: number; readonly width: number };
  /** -1 left, 1 right. */
  side: -1 | 1;
}

/** A group of one object per wheel place: front left, front right, rear left, rear right. */
export function perCarWheel(name: string, build: (place: CarWheelPlace) => THREE.Object3D): THREE.Group {
  const all = group(name);
  for (const [x, track, spec] of [
    [CAR.frontAxle, CAR.frontTrack, CAR.front],
    [CAR.rearAxle, CAR.rearTrack, CAR.rear],
  ] as const) {
    for (const side of [-1, 1] as const) all.add(build({ x, track, spec, side }));
  }
  return all;
}

/** The four wheels; rims face outwards on both sides. */
export function carWheels(p: Palette, options: CarWheelOptions): THREE.Group {
  const grow = options.rimGrow ?? 0;
  return perCarWheel('wheels', ({ x, track, spec, side }) => {
    const wheel = carWheel(
      { ...spec, rim: spec.rim + grow, style: options.style, rimMaterial: options.rimMaterial },
      p,
    );
    wheel.position.set(x, spec.outer, side * track);
    wheel.scale.z = side;
    return wheel;
  });
}

function brakes(p: Palette): THREE.Group {
  return perCarWheel('brakes', ({ x, track, spec, side }) => {
    const b = brake(p, spec.rim - 0.06, 0.02, 0.9);
    b.position.set(x, spec.outer, side * (track - 0.02));
    b.scale.z = side;
    return b;
  });
}

/** A wing over a wheel, `sweep` radians of arc from `start`, at `z` out from the middle. */
function fenderOver(
  p: Palette,
  axle: number,
  outer: number,
  start: number,
  sweep: number,
  z: number,
): THREE.Mesh {
  const fender = arc(p.paint, outer + 0.05, 0.018, start, sweep, [axle, outer, 0], 8);
  fender.position.z = z;
  return fender;
}

function body(p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const tub = slab(
    'xbowTub',
    p.carbon,
    [
      [1.5, 0.14],
      [1.86, 0.2],
      [1.88, 0.3],
      [1.2, 0.5],
      [0.55, 0.6],
      [-0.5, CAR.sill],
      [-0.62, 0.64],
      [-1.9, 0.6],
      [-1.96, 0.3],
      [-1.78, 0.12],
      [1.1, 0.11],
    ],
    CAR.tubHalf * 2,
    0.06,
  );
  const nose = slab('xbowNose', p.paint, NOSE, 0.9, 0.08, [
    [0.6, 1],
    [1.4, 0.9],
    [1.94, 0.55],
  ]);
  const pod = slab(
    'xbowPod',
    p.paint,
    [
      [0.55, 0.22],
      [0.42, 0.52],
      [0.1, 0.62],
      [-1.0, 0.66],
      [-1.2, 0.6],
      [-1.2, 0.22],
    ],
    0.26,
    0.06,
  );
  pod.position.z = 0.62;
  const intake = box(p.plastic, [0.03, 0.2, 0.2], [0.5, 0.4, 0.64], -0.35);
  const engineCover = xbowEngineCover(p.paint);
  const fender = fenderOver(p, CAR.frontAxle, CAR.front.outer, 0.25, 2.4, CAR.frontTrack);
  const rearFender = fenderOver(p, CAR.rearAxle, CAR.rear.outer, 0.5, 1.6, CAR.rearTrack - 0.02);
  const diffuser = box(p.carbon, [0.35, 0.05, 1.2], [-1.88, 0.2, 0], -0.3);
  const logo = box(p.suspension, [0.02, 0.05, 0.18], [1.9, 0.33, 0], -0.7);
  const sideLogo = box(p.suspension, [0.2, 0.05, 0.01], [-0.2, 0.45, 0.755]);
  return [
    tub,
    nose,
    pair('pods', pod, intake, sideLogo),
    slots.add('engineCover', engineCover),
    pair('fenders', fender, rearFender),
    slots.add('diffuser', diffuser),
    slots.add('rearWing', xbowWing(p.carbon, p.suspension, 1.2, 0.98)),
    logo,
  ];
}

function cockpit(p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const seats = slots.add('seats', xbowSeats({ shell: p.seat, cushion: p.seat, stitching: p.stitching }));
  const hoop = group(
    'hoop',
    ...tubes(
      p.suspension,
      [
        [CAR.hoopX, CAR.sill, 0.46],
        [CAR.hoopX - 0.04, 1.12, 0.4],
        [CAR.hoopX - 0.04, 1.14, 0.12],
        [CAR.hoopX, CAR.sill + 0.1, 0.08],
      ],
      0.03,
    ),
    tube(p.suspension, [CAR.hoopX - 0.04, 1.13, 0.26], [CAR.hoopX - 0.5, 0.9, 0.3], 0.022),
  );
  const wheel = group(
    'steeringWheel',
    arc(p.plastic, 0.14, 0.018, 0, Math.PI * 2, [0, 0, 0], 1),
    box(p.plastic, [0.24, 0.03, 0.02], [0, 0, 0]),
    box(p.suspension, [0.04, 0.04, 0.03], [0, 0, 0.01]),
  );
  wheel.position.set(0.22, 0.86, CAR.driverZ);
  wheel.rotation.set(0, Math.PI / 2, 0.35, 'YXZ');
  const screen = box(p.glass, [0.006, 0.2, 0.9], [0.66, 0.74, 0], 0.9);
  const mirror = group(
    'mirror',
    tube(p.plastic, [0.55, 0.62, 0.5], [0.5, 0.76, 0.62], 0.01),
    box(p.plastic, [0.04, 0.07, 0.12], [0.5, 0.78, 0.66], 0, 0.3),
  );
  return [
    seats,
    slots.add('rollHoop', pair('hoops', hoop)),
    slots.add('steeringWheel', wheel),
    slots.add('windscreen', screen),
    slots.add('mirrors', pair('mirrors', mirror)),
    box(p.carbon, [0.16, 0.1, 0.9], [0.45, 0.64, 0], 0.3),
  ];
}

function running(p: Palette, slots: SlotRegistry): THREE.Object3D[] {
  const arms = group('suspension');
  for (const [x, track, outer] of [
    [CAR.frontAxle, CAR.frontTrack, CAR.front.outer],
    [CAR.rearAxle, CAR.rearTrack, CAR.rear.outer],
  ] as const) {
    const hub: V3 = [x, outer, track - 0.12];
    arms.add(
      tube(p.suspension, [x + 0.2, outer - 0.08, CAR.tubHalf - 0.02], [hub[0], hub[1] - 0.08, hub[2]], 0.014),
      tube(p.suspension, [x - 0.2, outer - 0.08, CAR.tubHalf - 0.02], [hub[0], hub[1] - 0.08, hub[2]], 0.014),
      tube(p.suspension, [x + 0.15, outer + 0.1, CAR.tubHalf - 0.04], [hub[0], hub[1] + 0.1, hub[2]], 0.013),
      tube(p.suspension, [x - 0.15, outer + 0.1, CAR.tubHalf - 0.04], [hub[0], hub[1] + 0.1, hub[2]], 0.013),
    );
  }
  const dampers = group(
    'dampers',
    tube(p.spring, [1.05, 0.5, 0.12], [1.35, 0.5, 0.18], 0.035),
    tube(p.alu, [0.95, 0.5, 0.12], [1.45, 0.5, 0.18], 0.015),
  );
  const lamp = box(
    p.lamp,
    [0.02, 0.06, 0.16],
    [CAR.frontAxle + 0.36, CAR.front.outer + 0.2, CAR.frontTrack - 0.02],
    -0.8,
  );
  const tail = box(p.redLamp, [0.02, 0.05, 0.2], [-1.97, 0.58, 0.4], 0.4);
  const tips = group(
    'exhaust',
    barrel(p.chrome, 0.045, 0.12, [-1.98, 0.36, 0.07]),
    barrel(p.chrome, 0.045, 0.12, [-1.98, 0.36, -0.07]),
  );
  return [
    pair('arms', arms),
    pair('dampers', dampers),
    slots.add('headlight', pair('lamps', lamp)),
    slots.add('tailLight', pair('tailLights', tail)),
    slots.add('exhaust', tips),
  ];
}

/** The X-Bow, stock: no accessories. */
export function buildCar(p: Palette): VehicleBase {
  const slots = new SlotRegistry();
  const root = group(
    'xbow',
    slots.add('wheels', carWheels(p, { style: 'cast' })),
    brakes(p),
    ...body(p, slots),
    ...cockpit(p, slots),
    ...running(p, slots),
  );
  return {
    root,
    slots: slots.slots,
    footprint: {
      centre: [0, 0],
      half: [2.05, 0.98],
      contacts: [
        [CAR.frontAxle, CAR.frontTrack, 0.16],
        [CAR.frontAxle, -CAR.frontTrack, 0.16],
        [CAR.rearAxle, CAR.rearTrack, 0.18],
        [CAR.rearAxle, -CAR.rearTrack, 0.18],
      ],
    },
  };
}
