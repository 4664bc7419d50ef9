/** What one still shows. Pure: imported by the scene page and by the server. */

export type VehicleFamily = 'naked' | 'travel' | 'offroad' | 'supermoto' | 'sport' | 'electric' | 'car';

export interface ScenePart {
  partId: number;
  /** Category codes, e.g. EXHAUST. */
  categories: string[];
  /** English name. */
  name: string;
}

/** Hex colours without '#'; null keeps the slot's default. */
export interface XbowColors {
  body: string | null;
  calipers: string | null;
  rims: string | null;
  stitching: string | null;
  suspensionAndLogo: string | null;
  finish: 'Matte' | 'Glossy';
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
  layer?: 'full' | 'vehicle' | 'background';
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

/** The body shape of a model from its segment code (e.g. KTM-NAKED) and engine type. */
export function familyOfSegment(segmentCode: string, engineType: string): VehicleFamily {
  const key = segmentCode.slice(segmentCode.indexOf('-') + 1);
  if (key === 'XBOW') return 'car';
  if (/electric/i.test(engineType)) return 'electric';
  switch (key) {
    case 'NAKED':
    case 'STREET':
      return 'naked';
    case 'TRAVEL':
      return 'travel';
    case 'SUPERSPORT':
      return 'sport';
    case 'SUPERMOTO':
      return 'supermoto';
    default:
      return 'offroad';
  }
}
