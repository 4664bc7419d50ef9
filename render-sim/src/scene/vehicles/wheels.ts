import * as THREE from 'three';
import { box, cached, disc, group, mergeAll, mesh } from './kit.js';
import type { Palette } from './palette.js';

/** How a rim is built: wire spokes, a few cast spokes, many thin forged spokes, or a centre-lock star. */
export type RimStyle = 'spoked' | 'cast' | 'forged' | 'centreLock';

export interface WheelSpec {
  /** Outer tyre radius. */
  outer: number;
  /** Rim radius (where the tyre sits). */
  rim: number;
  /** Tyre width across the vehicle. */
  width: number;
  style: RimStyle;
  knobby?: boolean;
  /** Rim material other than the palette's rim colour (e.g. silver or anodised wheel sets). */
  rimMaterial?: THREE.Material;
  hubMaterial?: THREE.Material;
}

const f3 = (n: number) => n.toFixed(3);

/** A motorcycle tyre: a round-section torus, flattened to the tyre width. */
function bikeTyre(spec: WheelSpec): THREE.BufferGeometry {
  return cached(`tyre:${f3(spec.outer)}:${f3(spec.rim)}:${f3(spec.width)}:${spec.knobby === true}`, () => {
    const tubeRadius = (spec.outer - spec.rim) / 2;
    const torus = new THREE.TorusGeometry(spec.rim + tubeRadius, tubeRadius, 8, 40);
    torus.scale(1, 1, spec.width / 2 / tubeRadius);
    if (!spec.knobby) return torus;
    const knobs: THREE.BufferGeometry[] = [torus.toNonIndexed()];
    torus.dispose();
    const count = 34;
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 2;
      for (const side of [-1, 1]) {
        const knob = new THREE.BoxGeometry(0.028, 0.016, spec.width * 0.3).toNonIndexed();
        const z = side * spec.width * (i % 2 === 0 ? 0.24 : 0.12);
        knob.translate(0, spec.outer - 0.004, z);
        knob.rotateZ(angle + (side > 0 ? 0 : Math.PI / count));
        knobs.push(knob);
      }
    }
    return mergeAll(knobs);
  });
}

/** A car tyre: a lathed profile with flat tread and rounded shoulders. */
function carTyre(spec: WheelSpec): THREE.BufferGeometry {
  return cached(`cartyre:${f3(spec.outer)}:${f3(spec.rim)}:${f3(spec.width)}`, () => {
    const w = spec.width / 2;
    const r0 = spec.rim;
    const r1 = spec.outer;
    const s = Math.min(0.035, (r1 - r0) * 0.4);
    const profile = [
      [r0, -w * 0.92],
      [r1 - s, -w],
      [r1 - s * 0.3, -w + s * 0.3],
      [r1, -w + s],
      [r1, w - s],
      [r1 - s * 0.3, w - s * 0.3],
      [r1 - s, w],
      [r0, w * 0.92],
    ].map(([x, y]) => new THREE.Vector2(x ?? 0, y ?? 0));
    const lathe = new THREE.LatheGeometry(profile, 36);
    lathe.rotateX(Math.PI / 2);
    return lathe;
  });
}

/** The spokes of a rim as one merged geometry, in the wheel plane (axle along z). */
function spokes(spec: WheelSpec): THREE.BufferGeometry {
  const { rim, width, style } = spec;
  return cached(`spokes:${style}:${f3(rim)}:${f3(width)}`, () => {
    const parts: THREE.BufferGeometry[] = [];
    const hubR = style === 'spoked' ? 0.055 : 0.07;
    const add = (geometry: THREE.BufferGeometry, angle: number, z: number, radius: number, tilt = 0) => {
      geometry.rotateZ(tilt);
      geometry.translate(0, radius, z);
      geometry.rotateZ(angle);
      parts.push(geometry);
    };
    if (style === 'spoked') {
      const count = 32;
      const length = rim - hubR;
      for (let i = 0; i < count; i++) {
        const angle = (i / count) * Math.PI * 2;
        const z = (i % 2 === 0 ? 1 : -1) * width * 0.22;
        const spoke = new THREE.CylinderGeometry(0.0025, 0.0025, length, 3, 1);
        add(spoke, angle, z * 0.5, hubR + length / 2, i % 4 < 2 ? 0.12 : -0.12);
      }
    } else {
      const count = style === 'cast' ? 5 : style === 'forged' ? 10 : 6;
      const thickness = style === 'cast' ? 0.03 : style === 'forged' ? 0.014 : 0.026;
      const length = rim - hubR * 0.8;
      for (let i = 0; i < count; i++) {
        const angle = (i / count) * Math.PI * 2;
        if (style === 'cast') {
          for (const offset of [-0.13, 0.13]) {
            const spoke = new THREE.BoxGeometry(thickness, length, 0.03);
            add(spoke, angle + offset, 0, hubR * 0.8 + length / 2, offset * 0.6);
          }
        } else {
          const spoke = new THREE.BoxGeometry(thickness, length, 0.028);
          add(spoke, angle, 0, hubR * 0.8 + length / 2);
        }
      }
    }
    return mergeAll(parts.map((p) => (p.index ? p.toNonIndexed() : p)));
  });
}

function rimParts(spec: WheelSpec, palette: Palette): THREE.Object3D[] {
  const rimMaterial = spec.rimMaterial ?? palette.rim;
  const hubMaterial = spec.hubMaterial ?? (spec.style === 'spoked' ? palette.alu : rimMaterial);
  const rimRing = mesh(
    cached(`rim:${f3(spec.rim)}`, () => new THREE.TorusGeometry(spec.rim, 0.014, 6, 40)),
    rimMaterial,
  );
  rimRing.scale.z = Math.max(1, (spec.width * 0.42) / 0.028);
  const hubRadius = spec.style === 'spoked' ? 0.05 : spec.style === 'centreLock' ? 0.06 : 0.07;
  const spokeMaterial = spec.style === 'spoked' ? palette.alu : rimMaterial;
  const parts: THREE.Object3D[] = [
    rimRing,
    mesh(spokes(spec), spokeMaterial),
    disc(hubMaterial, hubRadius, spec.style === 'spoked' ? spec.width * 0.8 : 0.07, [0, 0, 0], 16),
  ];
  if (spec.style === 'centreLock') parts.push(disc(palette.accent, 0.035, 0.1, [0, 0, 0], 6));
  return parts;
}

/** A motorcycle wheel centred on its axle (axle along z). */
export function bikeWheel(spec: WheelSpec, palette: Palette): THREE.Group {
  return group('wheel', mesh(bikeTyre(spec), palette.rubber), ...rimParts(spec, palette));
}

/** A car wheel centred on its axle; the rim face looks to +z (mirror it for the left side). */
export function carWheel(spec: WheelSpec, palette: Palette): THREE.Group {
  const face = group('rimFace', ...rimParts(spec, palette));
  face.position.z = spec.width * 0.3;
  const back = disc(palette.engine, spec.rim * 0.97, 0.01, [0, 0, -spec.width * 0.4], 24);
  return group('wheel', mesh(carTyre(spec), palette.rubber), back, face);
}

/** A brake disc with its caliper; the caliper sits behind the axle, up by `caliperAngle`. */
export function brake(
  palette: Palette,
  radius: number,
  z: number,
  caliperAngle: number,
  caliperMaterial?: THREE.Material,
): THREE.Group {
  const band = Math.min(0.035, radius * 0.22);
  const rotor = mesh(
    cached(`rotor:${f3(radius)}`, () => new THREE.TorusGeometry(radius - band, band, 3, 32)),
    palette.chrome,
  );
  rotor.scale.z = 0.004 / band;
  rotor.position.z = z;
  const carrier = disc(palette.engine, radius * 0.45, 0.01, [0, 0, z * 0.9], 10);
  const caliper = box(
    caliperMaterial ?? palette.caliper,
    [0.05, 0.09, 0.045],
    [
      -Math.cos(caliperAngle) * (radius - band),
      Math.sin(caliperAngle) * (radius - band),
      z + Math.sign(z) * 0.012,
    ],
  );
  caliper.rotation.z = -caliperAngle + Math.PI / 2;
  return group('brake', rotor, carrier, caliper);
}
