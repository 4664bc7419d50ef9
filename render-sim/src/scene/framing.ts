import * as THREE from 'three';
import type { CameraPose } from './stillSpec.js';

/** Share of the image width the vehicle spans at distance 1, and the most of the height it may take. */
const WIDTH_SHARE = 0.7;
const HEIGHT_SHARE = 0.84;
/** Where the vehicle's middle sits vertically, in normalised device units (negative: a bit low). */
const VERTICAL_CENTRE = -0.03;

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

/**
 * Points the camera at the vehicle from the pose's direction and finds the distance at which the
 * vehicle spans 70% of the width (or 78% of the height, whichever is tighter), centred. The pose's
 * distance then scales that. Returns the camera distance to the framed centre.
 */
export function frameCamera(camera: THREE.PerspectiveCamera, points: Float32Array, pose: CameraPose): number {
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
  box.getCenter(target);
  let distance = (box.getSize(rel).length() / tanY) * 0.8;
  for (let i = 0; i < 8; i++) {
    camera.position.copy(target).addScaledVector(dir, distance);
    camera.lookAt(target);
    const extent = project(points, camera, tanX, tanY);
    const width = extent.maxX - extent.minX;
    const height = extent.maxY - extent.minY;
    const scale = Math.max(width / (2 * WIDTH_SHARE), height / (2 * HEIGHT_SHARE));
    const offX = (extent.maxX + extent.minX) / 2;
    const offY = (extent.maxY + extent.minY) / 2 - VERTICAL_CENTRE;
    target.addScaledVector(right, offX * distance * tanX).addScaledVector(up, offY * distance * tanY);
    distance *= scale;
  }
  const final = distance * (pose.distance > 0 ? pose.distance : 1);
  camera.position.copy(target).addScaledVector(dir, final);
  camera.lookAt(target);
  camera.near = Math.max(0.05, final * 0.2);
  camera.far = final * 20 + 50;
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld();
  return final;
}
