import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * Shared geometry: unit primitives scaled per mesh, and shaped geometry cached by a key that
 * names every parameter, so a vehicle built again (or a part added again) uploads nothing new.
 * The set of keys is bounded by the vehicle families and part variants.
 */
const cache = new Map<string, THREE.BufferGeometry>();

export function cached(key: string, make: () => THREE.BufferGeometry): THREE.BufferGeometry {
  let geometry = cache.get(key);
  if (!geometry) {
    geometry = make();
    geometry.computeBoundingSphere();
    cache.set(key, geometry);
  }
  return geometry;
}

export function disposeGeometryCache(): void {
  for (const geometry of cache.values()) geometry.dispose();
  cache.clear();
}

export function mergeAll(parts: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const merged = mergeGeometries(parts, false);
  for (const part of parts) part.dispose();
  if (!merged) throw new Error('geometries with different attributes cannot be merged');
  return merged;
}

const unitBox = () => cached('box', () => new THREE.BoxGeometry(1, 1, 1));
const unitCylinder = (segments: number) =>
  cached(`cyl${segments}`, () => new THREE.CylinderGeometry(1, 1, 1, segments, 1));
const unitSphere = () => cached('sphere', () => new THREE.SphereGeometry(1, 14, 10));

export type V3 = readonly [number, number, number];

const Y = new THREE.Vector3(0, 1, 0);
const tmpA = new THREE.Vector3();
const tmpB = new THREE.Vector3();

export function mesh(geometry: THREE.BufferGeometry, material: THREE.Material): THREE.Mesh {
  const m = new THREE.Mesh(geometry, material);
  m.matrixAutoUpdate = true;
  return m;
}

/** A box of the given size centred at `at`, optionally turned about z (pitch in the side view). */
export function box(material: THREE.Material, size: V3, at: V3, pitch = 0, yaw = 0, roll = 0): THREE.Mesh {
  const m = mesh(unitBox(), material);
  m.scale.set(size[0], size[1], size[2]);
  m.position.set(at[0], at[1], at[2]);
  m.rotation.set(roll, yaw, pitch, 'YZX');
  return m;
}

/** A round tube from a to b. */
export function tube(material: THREE.Material, a: V3, b: V3, radius: number, segments = 8): THREE.Mesh {
  const m = mesh(unitCylinder(segments), material);
  tmpA.set(a[0], a[1], a[2]);
  tmpB.set(b[0], b[1], b[2]);
  const length = tmpA.distanceTo(tmpB);
  m.position.copy(tmpA).add(tmpB).multiplyScalar(0.5);
  m.scale.set(radius, Math.max(length, 1e-4), radius);
  if (length > 1e-6) m.quaternion.setFromUnitVectors(Y, tmpB.sub(tmpA).normalize());
  return m;
}

/** A chain of tubes through the points. */
export function tubes(material: THREE.Material, points: readonly V3[], radius: number): THREE.Mesh[] {
  const out: THREE.Mesh[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) out.push(tube(material, a, b, radius));
  }
  return out;
}

/** A disc (short cylinder) whose axis is the z axis, i.e. facing the side view. */
export function disc(
  material: THREE.Material,
  radius: number,
  thickness: number,
  at: V3,
  segments = 20,
): THREE.Mesh {
  const m = mesh(unitCylinder(segments), material);
  m.scale.set(radius, thickness, radius);
  m.rotation.x = Math.PI / 2;
  m.position.set(at[0], at[1], at[2]);
  return m;
}

/** An ellipsoid with the given radii. */
export function ball(material: THREE.Material, radii: V3, at: V3, pitch = 0): THREE.Mesh {
  const m = mesh(unitSphere(), material);
  m.scale.set(radii[0], radii[1], radii[2]);
  m.position.set(at[0], at[1], at[2]);
  m.rotation.z = pitch;
  return m;
}

/** A cylinder along x (a silencer, a light housing pointing forward). */
export function barrel(
  material: THREE.Material,
  radius: number,
  length: number,
  at: V3,
  pitch = 0,
  yaw = 0,
  segments = 14,
): THREE.Mesh {
  const m = mesh(unitCylinder(segments), material);
  m.scale.set(radius, length, radius);
  m.position.set(at[0], at[1], at[2]);
  m.rotation.set(0, yaw, pitch - Math.PI / 2, 'YXZ');
  return m;
}

/** Width scale along x: [x, scale] points, sorted by x, linearly interpolated. */
export type Taper = readonly (readonly [number, number])[];

function taperAt(taper: Taper, x: number): number {
  const first = taper[0];
  if (!first) return 1;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < taper.length; i++) {
    const a = taper[i - 1];
    const b = taper[i];
    if (a && b && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1e-6, b[0] - a[0]);
  }
  return taper[taper.length - 1]?.[1] ?? 1;
}

/**
 * A side-view outline (x forward, y up) extruded across the vehicle, centred on z = 0, with
 * rounded edges and optionally tapered along x. Cached by name, outline, width and taper.
 */
export function slab(
  key: string,
  material: THREE.Material,
  outline: readonly (readonly [number, number])[],
  width: number,
  round = 0.02,
  taper?: Taper,
): THREE.Mesh {
  const taperKey = taper ? taper.map(([x, k]) => `${x.toFixed(3)}/${k}`).join(',') : '';
  const outlineKey = outline.map(([x, y]) => `${x.toFixed(4)},${y.toFixed(4)}`).join(';');
  const geometry = cached(`slab:${key}:${width}:${round}:${taperKey}:${outlineKey}`, () => {
    const shape = new THREE.Shape(outline.map(([x, y]) => new THREE.Vector2(x, y)));
    const depth = Math.max(width - 2 * round, 0.002);
    const g = new THREE.ExtrudeGeometry(shape, {
      depth,
      bevelEnabled: round > 0,
      bevelThickness: round,
      bevelSize: round * 0.8,
      bevelSegments: 2,
      curveSegments: 4,
    });
    g.translate(0, 0, -depth / 2);
    if (taper) {
      const sorted = [...taper].sort((a, b) => a[0] - b[0]);
      const position = g.getAttribute('position');
      for (let i = 0; i < position.count; i++) {
        position.setZ(i, position.getZ(i) * taperAt(sorted, position.getX(i)));
      }
    }
    g.computeVertexNormals();
    return g;
  });
  return mesh(geometry, material);
}

/** A smooth outline through control points (closed), sampled into a polygon for `slab`. */
export function smooth(points: readonly (readonly [number, number])[], samples = 40): [number, number][] {
  const closed = [...points, points[0] ?? [0, 0]];
  const loop = new THREE.SplineCurve(closed.map(([x, y]) => new THREE.Vector2(x, y)));
  return loop.getSpacedPoints(samples).map((p) => [p.x, p.y]);
}

/** Part of a torus in the side view: fenders, hoops. Arc from `start` over `arc` radians. */
export function arc(
  material: THREE.Material,
  radius: number,
  tubeRadius: number,
  start: number,
  sweep: number,
  at: V3,
  flatten = 1,
): THREE.Mesh {
  const key = `arc:${radius.toFixed(3)}:${tubeRadius.toFixed(3)}:${sweep.toFixed(3)}`;
  const geometry = cached(key, () => new THREE.TorusGeometry(radius, tubeRadius, 6, 20, sweep));
  const m = mesh(geometry, material);
  m.position.set(at[0], at[1], at[2]);
  m.rotation.z = start;
  m.scale.z = flatten;
  return m;
}

export function group(name: string, ...children: THREE.Object3D[]): THREE.Group {
  const g = new THREE.Group();
  g.name = name;
  for (const child of children) g.add(child);
  return g;
}

/** Both sides: the object and its mirror image, in one group. */
export function pair(name: string, ...children: THREE.Object3D[]): THREE.Group {
  const left = group(`${name}L`, ...children);
  const right = group(`${name}R`);
  right.scale.z = -1;
  for (const child of children) right.add(child.clone());
  return group(name, left, right);
}
