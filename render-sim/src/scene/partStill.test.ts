import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { aimOffset, frameCamera, orbitDistance, PART_FIT, VEHICLE_FIT } from './framing.js';
import { backgroundBlur, PART_VIEW_COUNT, partViewPose, type ScenePart } from './stillSpec.js';
import { buildVehicle } from './vehicles/catalog.js';
import { createPalette } from './vehicles/palette.js';

describe('part views', () => {
  it('gives distinct angles, the main one a three-quarter view from above', () => {
    const poses = Array.from({ length: PART_VIEW_COUNT }, (_, view) => partViewPose(view));
    const keys = poses.map((p) => `${p.azimuthDeg}/${p.elevationDeg}`);
    expect(new Set(keys).size).toBe(PART_VIEW_COUNT);
    expect(PART_VIEW_COUNT).toBeGreaterThanOrEqual(4);
    const main = partViewPose(0);
    expect(main.azimuthDeg).toBeGreaterThan(0);
    expect(main.azimuthDeg).toBeLessThan(90);
    expect(main.elevationDeg).toBeGreaterThan(10);
  });

  it('starts over after the last view and treats odd numbers as the main view', () => {
    expect(partViewPose(PART_VIEW_COUNT)).toEqual(partViewPose(0));
    expect(partViewPose(PART_VIEW_COUNT + 2)).toEqual(partViewPose(2));
    expect(partViewPose(-1)).toEqual(partViewPose(0));
    expect(partViewPose(1.5)).toEqual(partViewPose(0));
    partViewPose(0).azimuthDeg = 999;
    expect(partViewPose(0).azimuthDeg).not.toBe(999);
  });
});

describe('depth of field and aim', () => {
  const pose = { azimuthDeg: 0, elevationDeg: 0, distance: 1 };

  it('blurs the background in proportion to the image width', () => {
    expect(backgroundBlur(pose, 640)).toBe(0);
    expect(backgroundBlur({ ...pose, depthOfField: 0 }, 640)).toBe(0);
    expect(backgroundBlur({ ...pose, depthOfField: 1 }, 1280)).toBeCloseTo(
      2 * backgroundBlur({ ...pose, depthOfField: 1 }, 640),
      0,
    );
    expect(backgroundBlur({ ...pose, depthOfField: 5 }, 640)).toBe(
      backgroundBlur({ ...pose, depthOfField: 1 }, 640),
    );
    expect(backgroundBlur({ ...pose, depthOfField: Number.NaN }, 640)).toBe(0);
  });

  it('aims at a point of the box, in halves of its size', () => {
    const half = { x: 1, y: 0.5, z: 0.4 };
    expect(aimOffset(pose, half)).toEqual([0, 0, 0]);
    expect(aimOffset({ ...pose, aim: [1, -1, 0.5] }, half)).toEqual([1, -0.5, 0.2]);
    expect(aimOffset({ ...pose, aim: [9, Number.NaN, 0] }, half)).toEqual([1.5, 0, 0]);
  });
});

describe('framing', () => {
  const camera = () => {
    const c = new THREE.PerspectiveCamera(26, 16 / 9, 0.1, 100);
    c.updateProjectionMatrix();
    return c;
  };
  // A 2 m long, 1 m high, 0.8 m wide box standing on the floor.
  const box = new THREE.Box3(new THREE.Vector3(-1, 0, -0.4), new THREE.Vector3(1, 1, 0.4));
  const corners = new Float32Array(
    [-1, 1].flatMap((x) => [0, 1].flatMap((y) => [-0.4, 0.4].flatMap((z) => [x, y, z]))),
  );

  it('orbits at one distance whatever the azimuth', () => {
    const distances = [0, 55, 90, 180, 270].map((azimuthDeg) =>
      frameCamera(camera(), corners, { azimuthDeg, elevationDeg: 12, distance: 1, orbit: true }),
    );
    expect(new Set(distances.map((d) => d.toFixed(6))).size).toBe(1);
    const tanY = Math.tan((13 * Math.PI) / 180);
    expect(distances[0]).toBeCloseTo(orbitDistance(box, tanY * (16 / 9), tanY, VEHICLE_FIT));
  });

  it('frames a part tighter than a vehicle, and a speck at all', () => {
    const pose = { azimuthDeg: 40, elevationDeg: 20, distance: 1 };
    expect(frameCamera(camera(), corners, pose, PART_FIT)).toBeLessThan(frameCamera(camera(), corners, pose));
    const speck = frameCamera(camera(), new Float32Array([0.3, 0.5, 0.1]), pose, PART_FIT);
    expect(speck).toBeGreaterThan(0);
    expect(Number.isFinite(speck)).toBe(true);
  });

  it('moves the camera with its aim and keeps its distance', () => {
    const c = camera();
    const pose = { azimuthDeg: 90, elevationDeg: 0, distance: 1 };
    const plain = frameCamera(c, corners, pose);
    const plainX = c.position.x;
    const aimed = frameCamera(c, corners, { ...pose, aim: [1, 0, 0] });
    expect(aimed).toBeCloseTo(plain);
    expect(c.position.x - plainX).toBeCloseTo(1);
  });
});

describe('a part on its own', () => {
  const palette = createPalette();
  const exhaust: ScenePart = { partId: 7, categories: ['EXHAUST'], name: 'Slip-on silencer' };
  const bars: ScenePart = { partId: 8, categories: ['PROTECTION'], name: 'Crash bars' };

  it('hides the vehicle and every other part, stands on the floor, and comes back', () => {
    const vehicle = buildVehicle('isolate-test', 'travel', '4-Stroke', palette);
    vehicle.syncParts([exhaust, bars], palette);
    const alone = vehicle.isolate(7);
    expect(alone).not.toBeNull();
    const shown = vehicle.root.children.filter((child) => child.visible).map((child) => child.name);
    expect(shown).toEqual(['part:7']);
    const part = vehicle.root.getObjectByName('part:7') as THREE.Object3D;
    expect(new THREE.Box3().setFromObject(part).min.y).toBeCloseTo(0, 5);
    expect(alone?.points.length).toBeGreaterThan(0);
    expect(alone?.footprint.contacts).toEqual([]);

    expect(vehicle.isolate(null)).toBeNull();
    expect(vehicle.root.children.every((child) => child.visible)).toBe(true);
    expect(part.position.y).toBe(0);
    expect(new THREE.Box3().setFromObject(part).min.y).toBeGreaterThan(0.05);
  });

  it('refuses a part that is not fitted', () => {
    const vehicle = buildVehicle('isolate-test-2', 'naked', '4-Stroke', palette);
    expect(() => vehicle.isolate(99)).toThrow(/99/);
  });
});
