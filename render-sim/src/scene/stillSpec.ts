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

const CAMERAS: Readonly<Record<number, CameraPose>> = {
  0: { azimuthDeg: 35, elevationDeg: 12, distance: 1 },
  1: { azimuthDeg: -90, elevationDeg: 6, distance: 1 },
  2: { azimuthDeg: 150, elevationDeg: 14, distance: 1 },
  3: { azimuthDeg: -40, elevationDeg: 10, distance: 1 },
  4: { azimuthDeg: 90, elevationDeg: 5, distance: 1 },
  5: { azimuthDeg: -145, elevationDeg: 16, distance: 1 },
  6: { azimuthDeg: 25, elevationDeg: 22, distance: 1.05 },
};

/** The camera of a still perspective: 0-2 for KTM and GG, 3-6 for HQV. */
export function perspectiveCamera(_brand: StillSpec['brand'], perspective: number): CameraPose {
  const pose = CAMERAS[perspective];
  if (!pose) throw new Error(`perspective ${perspective} does not exist`);
  return pose;
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
