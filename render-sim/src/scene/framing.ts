import * as THREE from 'three';
import type { CameraPose } from './stillSpec.js';

/**
 * How a subject fills the image at distance 1: the share of the width it spans, the most of the
 * height it may take, and where its middle sits vertically in normalised device units.
 */
export interface FrameFit {
  widthShare: number;
  heightShare: number;
  verticalCentre: number;
}

/** A vehicle: 70% of the width, sitting a little low. */
export const VEHICLE_FIT: FrameFit = { widthShare: 0.7, heightShare: 0.84, verticalCentre: -0.03 };
/** A part on its own fills the picture. */
export const PART_FIT: FrameFit = { widthShare: 0.86, heightShare: 0.86, verticalCentre: 0 };

export const DEG = Math.PI / 180;

/** Unit vector from the vehicle towards the camera. */
export function viewDirection(pose: CameraPose): THREE.Vector3 {
  const az = pose.azimuthDeg * DEG;
  const el = Math.max(-10, Math.min(85, pose.elevationDeg)) * DEG;
  return new THREE.Vector3(Math.cos(el) * Math.cos(az), Math.sin(el), Math.cos(el) * Math.sin(az));
}

interface Extent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const right = new THREE.Vector3();
const up = new THREE.Vector3();
const forward = new THREE.Vector3();
const rel = new THREE.Vector3();

function project(points: Float32Array, camera: THREE.PerspectiveCamera, tanX: number, tanY: number): Extent {
  camera.updateMatrixWorld();
  const e = camera.matrixWorld.elements;
  right.set(e[0] ?? 1, e[1] ?? 0, e[2] ?? 0);
  up.set(e[4] ?? 0, e[5] ?? 1, e[6] ?? 0);
  forward.set(-(e[8] ?? 0), -(e[9] ?? 0), -(e[10] ?? 1));
  const extent = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (let i = 0; i < points.length; i += 3) {
    rel.set(points[i] ?? 0, points[i + 1] ?? 0, points[i + 2] ?? 0).sub(camera.position);
    const depth = Math.max(rel.dot(forward), 1e-3);
    const x = rel.dot(right) / (depth * tanX);
    const y = rel.dot(up) / (depth * tanY);
    if (x < extent.minX) extent.minX = x;
    if (x > extent.maxX) extent.maxX = x;
    if (y < extent.minY) extent.minY = y;
    if (y > extent.maxY) extent.maxY = y;
  }
  return extent;
}

function boxCorners(box: THREE.Box3): Float32Array {
  const out: number[] = [];
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y]) for (const z of [box.min.z, box.max.z]) out.push(x, y, z);
  return new Float32Array(out);
}

/**
 * The distance at which the subject's footprint circle spans the fit's share of the width and
 * its height the fit's share of the height, whichever is further: the same from every azimuth.
 */
export function orbitDistance(box: THREE.Box3, tanX: number, tanY: number, fit: FrameFit): number {
  const size = box.getSize(new THREE.Vector3());
  const radius = Math.hypot(size.x, size.z) / 2;
  return Math.max(radius / (tanX * fit.widthShare), size.y / 2 / (tanY * fit.heightShare)) + radius * 0.1;
}

/** The point the pose aims at, as an offset from the framed middle: `aim` times the box's half size. */
export function aimOffset(
  pose: CameraPose,
  half: { x: number; y: number; z: number },
): [number, number, number] {
  const aim = pose.aim;
  if (!aim) return [0, 0, 0];
  const clamp = (v: number) => (Number.isFinite(v) ? Math.max(-1.5, Math.min(1.5, v)) : 0);
  return [clamp(aim[0]) * half.x, clamp(aim[1]) * half.y, clamp(aim[2]) * half.z];
}

/**
 * Points the camera at the subject from the pose's direction and finds the distance at which it
 * spans the fit's share of the width (or of the height, whichever is tighter), centred. The pose's
 * distance then scales that, and its aim moves the camera onto a point of the subject. Returns the
 * camera distance to the point looked at.
 */
export function frameCamera(
  camera: THREE.PerspectiveCamera,
  subject: Float32Array,
  pose: CameraPose,
  fit: FrameFit = VEHICLE_FIT,
): number {
  let points = subject;
  const dir = viewDirection(pose);
  const tanY = Math.tan((camera.fov * DEG) / 2);
  const tanX = tanY * camera.aspect;
  const target = new THREE.Vector3();
  const box = new THREE.Box3();
  for (let i = 0; i < points.length; i += 3) {
    target.set(points[i] ?? 0, points[i + 1] ?? 0, points[i + 2] ?? 0);
    box.expandByPoint(target);
  }
  if (box.isEmpty()) box.set(new THREE.Vector3(-1, 0, -1), new THREE.Vector3(1, 1, 1));
  if (box.getSize(rel).length() < 0.01) {
    // A point or a speck: frame a small cube around it instead.
    box.expandByScalar(0.02);
    points = boxCorners(box);
  }
  box.getCenter(target);
  let distance = (box.getSize(rel).length() / tanY) * 0.8;
  if (pose.orbit) distance = orbitDistance(box, tanX, tanY, fit);
  for (let i = 0; i < (pose.orbit ? 0 : 8); i++) {
    camera.position.copy(target).addScaledVector(dir, distance);
    camera.lookAt(target);
    const extent = project(points, camera, tanX, tanY);
    const width = extent.maxX - extent.minX;
    const height = extent.maxY - extent.minY;
    const scale = Math.max(width / (2 * fit.widthShare), height / (2 * fit.heightShare));
    const offX = (extent.maxX + extent.minX) / 2;
    const offY = (extent.maxY + extent.minY) / 2 - fit.verticalCentre;
    target.addScaledVector(right, offX * distance * tanX).addScaledVector(up, offY * distance * tanY);
    distance *= scale;
  }
  const final = distance * (pose.distance > 0 ? pose.distance : 1);
  const [ax, ay, az] = aimOffset(pose, box.getSize(rel).multiplyScalar(0.5));
  target.add(rel.set(ax, ay, az));
  camera.position.copy(target).addScaledVector(dir, final);
  camera.lookAt(target);
  camera.near = Math.max(0.01, final * 0.2);
  camera.far = final * 20 + 50;
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld();
  return final;
}
