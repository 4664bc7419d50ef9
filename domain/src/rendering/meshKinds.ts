import {
  fallbackKind,
  isFallbackKind,
  type PartKind,
  type PartLike,
  partKind,
  type SpecificKind,
} from './partKind.js';
import type { VehicleFamily } from './vehicleFamily.js';

/**
 * The kinds of mesh the scene can build for a motorcycle and for the car; a part whose named kind
 * is not among them is drawn as its category's accent. The scene's tests check these lists
 * against the builders it has.
 */
export const MOTORCYCLE_MESH_KINDS: ReadonlySet<SpecificKind> = new Set<SpecificKind>([
  'auxLights',
  'axleBlocks',
  'batteryCover',
  'brakeDisc',
  'chainGuide',
  'crashBars',
  'discGuard',
  'drivetrain',
  'endCap',
  'engineCover',
  'exhaust',
  'fender',
  'fenderBag',
  'footpegs',
  'forkCaps',
  'forkGuards',
  'framePads',
  'graphics',
  'grips',
  'handGuards',
  'handlebar',
  'headlight',
  'headlightGuard',
  'heatShield',
  'holeshot',
  'hubAccent',
  'indicators',
  'intake',
  'largeTank',
  'lever',
  'linkageGuard',
  'loweringKit',
  'mirrors',
  'numberPlate',
  'oilCap',
  'phoneHolder',
  'pillionCover',
  'plastics',
  'plateHolder',
  'quickshifter',
  'rack',
  'radiatorFan',
  'radiatorGuard',
  'reservoirCover',
  'rimStickers',
  'seat',
  'shock',
  'sideBags',
  'sideCases',
  'sideStand',
  'skidPlate',
  'steeringDamper',
  'switch',
  'tailBag',
  'tailLight',
  'tankBag',
  'tankCover',
  'tankPads',
  'tankRing',
  'topCase',
  'tripleClamp',
  'wheels',
  'windscreen',
]);

export const CAR_MESH_KINDS: ReadonlySet<SpecificKind> = new Set<SpecificKind>([
  'aeroKit',
  'antiRoll',
  'brakeCooling',
  'camera',
  'canards',
  'diffuser',
  'display',
  'engineCover',
  'exhaust',
  'extinguisher',
  'fin',
  'floorMats',
  'graphics',
  'harness',
  'headlight',
  'helmetNet',
  'hood',
  'hubAccent',
  'intake',
  'lift',
  'mirrors',
  'numberPlate',
  'pedalBox',
  'phoneHolder',
  'rainLight',
  'rollBar',
  'seat',
  'shock',
  'skirts',
  'splitter',
  'steeringWheel',
  'switch',
  'tailLight',
  'towHooks',
  'tyres',
  'wheels',
  'windscreen',
  'wing',
]);

/** The kind of mesh that shows a part on a vehicle of `family`, as the scene picks it. */
export function meshKind(part: PartLike, family: VehicleFamily): PartKind {
  const named = partKind(part);
  if (isFallbackKind(named)) return named;
  const kinds = family === 'car' ? CAR_MESH_KINDS : MOTORCYCLE_MESH_KINDS;
  return kinds.has(named as SpecificKind) ? named : fallbackKind(part);
}

/**
 * Kinds that sit on, in or behind one another: a part of one hides, replaces or moves what a part
 * of the other is drawn on (new wheels over the brake discs, sprockets and guards inside them; a
 * heat shield on the silencer; bags on their carrier), or is seen through (a windscreen), so their
 * pixels cannot be cut apart and they share a layer.
 */
const ASSEMBLIES: readonly (readonly string[])[] = [
  [
    'wheels',
    'tyres',
    'brakeDisc',
    'discGuard',
    'hubAccent',
    'rimStickers',
    'axleBlocks',
    'drivetrain',
    'chainGuide',
  ],
  ['exhaust', 'heatShield', 'endCap'],
  // The cockpit: a windscreen is seen through, so it goes with what lies behind it.
  [
    'windscreen',
    'largeTank',
    'tankPads',
    'tankRing',
    'tankBag',
    'tankCover',
    'handlebar',
    'grips',
    'handGuards',
    'lever',
    'switch',
    'phoneHolder',
  ],
  ['seat', 'pillionCover', 'tailBag', 'rack', 'topCase', 'sideBags', 'sideCases'],
  ['aeroKit', 'wing', 'fin', 'diffuser', 'engineCover'],
];

const ASSEMBLY_OF = new Map(
  ASSEMBLIES.flatMap((kinds, i) => kinds.map((kind) => [kind, `assembly:${i}`] as const)),
);

/** The layer a part's mesh belongs to: its assembly's, else its own kind's. */
export function layerKind(part: PartLike, family: VehicleFamily): string {
  const kind = meshKind(part, family);
  return ASSEMBLY_OF.get(kind) ?? kind;
}
