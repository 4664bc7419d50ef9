/** What one still shows. Pure: imported by the scene page and by the server. */

import type { XbowColors } from '@configurator/domain/catalog/xbowColors';
import type { VehicleFamily } from '@configurator/domain/rendering/vehicleFamily';

export type { VehicleFamily, XbowColors };

export interface ScenePart {
  partId: number;
  /** Category codes, e.g. EXHAUST. */
  categories: string[];
  /** English name. */
  name: string;
}

/**
 * Where the camera looks from. Azimuth 0 looks at the vehicle's nose, 90 at its right side, -90 at its
 * left side, 180 at its tail; elevation is above the horizon. Distance is a multiple of the framing
 * distance: 1 makes the vehicle fill about 70% of the image width.
 */
export interface CameraPose {
  azimuthDeg: number;
  elevationDeg: number;
  distance: number;
  /**
   * Where the camera looks instead of the framed middle, in the framed box: each axis from -1
   * (the box's back, bottom or left face) to 1 (front, top, right face), 0 the middle. The camera
   * keeps its direction and distance and moves with the point.
   */
  aim?: readonly [number, number, number] | null;
  /**
   * Frame by the subject's footprint circle instead of its outline in this view: the same
   * distance from every side, for camera moves around the subject.
   */
  orbit?: boolean | null;
  /** Depth of field, 0..1: how much the background behind the vehicle is blurred. */
  depthOfField?: number | null;
}

export interface StillSpec {
  modelId: string;
  brand: 'KTM' | 'HQV' | 'GG';
  family: VehicleFamily;
  engineType: string;
  /** Six hex digits: the variation's body colour. */
  colorCode: string;
  /** Only parts that can be rendered. */
  parts: ScenePart[];
  xbowColors: XbowColors | null;
  perspective: number;
  width: number;
  height: number;
  format: 'png' | 'webp';
  background: 'studio' | 'transparent';
  /**
   * full: vehicle on the studio (or transparent) background; vehicle: the vehicle alone, no
   * background; background: the studio alone; part: only the part `focusPartId` (one of `parts`,
   * drawn whether or not it can be rendered on the vehicle), standing on the studio floor and
   * framed to fill the image from the angle `focusView`.
   */
  layer?: 'full' | 'vehicle' | 'background' | 'part';
  focusPartId?: number | null;
  /** 0 the main three-quarter view of a part, 1..n other angles (see partViewPose). */
  focusView?: number | null;
  camera?: CameraPose | null;
  lighting?: number | null;
  environment?: string | null;
}

/**
 * KTM and GG: 0 right side 3/4 front, 1 left profile, 2 rear 3/4 (left). HQV: 3 front 3/4 left,
 * 4 right profile, 5 rear 3/4 right, 6 front 3/4 right (higher, a little further away).
 */
const CAMERAS: Readonly<Record<number, CameraPose>> = {
  0: { azimuthDeg: 55, elevationDeg: 12, distance: 1 },
  1: { azimuthDeg: -90, elevationDeg: 6, distance: 1 },
  2: { azimuthDeg: -130, elevationDeg: 14, distance: 1 },
  3: { azimuthDeg: -55, elevationDeg: 10, distance: 1 },
  4: { azimuthDeg: 90, elevationDeg: 5, distance: 1 },
  5: { azimuthDeg: 128, elevationDeg: 16, distance: 1 },
  6: { azimuthDeg: 62, elevationDeg: 20, distance: 1.05 },
};

/**
 * The camera of a still perspective: 0-2 for KTM and GG, 3-6 for HQV. Every number names one
 * angle whatever the brand, so the 3D view may step through all seven.
 */
export function perspectiveCamera(_brand: StillSpec['brand'], perspective: number): CameraPose {
  const pose = CAMERAS[perspective];
  if (!pose) throw new Error(`perspective ${perspective} does not exist`);
  return { ...pose };
}

/**
 * The angles a part is shown from: 0 the main three-quarter view from the front right and above,
 * then the left three-quarter, the side, from behind, from above, from the front.
 */
const PART_VIEWS: readonly CameraPose[] = [
  { azimuthDeg: 40, elevationDeg: 24, distance: 1 },
  { azimuthDeg: -50, elevationDeg: 18, distance: 1 },
  { azimuthDeg: 90, elevationDeg: 8, distance: 1 },
  { azimuthDeg: 150, elevationDeg: 22, distance: 1 },
  { azimuthDeg: 20, elevationDeg: 62, distance: 1 },
  { azimuthDeg: 0, elevationDeg: 10, distance: 1 },
];

export const PART_VIEW_COUNT = PART_VIEWS.length;

/**
 * The camera of a part picture. Views past the last start over, so any number of detail
 * pictures has an angle; the first PART_VIEW_COUNT are all distinct.
 */
export function partViewPose(view: number): CameraPose {
  const index = Number.isInteger(view) && view > 0 ? view % PART_VIEWS.length : 0;
  return { ...(PART_VIEWS[index] as CameraPose) };
}

/** Background blur in pixels for a pose's depth of field (0..1) at an image width. */
export function backgroundBlur(pose: CameraPose, width: number): number {
  const depth = pose.depthOfField;
  if (typeof depth !== 'number' || !Number.isFinite(depth) || depth <= 0) return 0;
  return Math.round(Math.min(1, depth) * (width / 90) * 10) / 10;
}
