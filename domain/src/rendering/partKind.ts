/**
 * Which mesh stands for an accessory: a kind picked from the English name, else a fallback by
 * category. Pure: the scene builds the meshes, the tests check the mapping.
 */

export interface PartLike {
  categories: readonly string[];
  name: string;
}

/** Kinds that a name maps to; every kind has a builder for motorcycles, the car or both. */
export type SpecificKind =
  | 'rack'
  | 'sideCases'
  | 'topCase'
  | 'tankBag'
  | 'tailBag'
  | 'sideBags'
  | 'fenderBag'
  | 'helmetNet'
  | 'heatShield'
  | 'endCap'
  | 'exhaust'
  | 'crashBars'
  | 'skidPlate'
  | 'handGuards'
  | 'radiatorGuard'
  | 'radiatorFan'
  | 'headlightGuard'
  | 'discGuard'
  | 'engineCover'
  | 'framePads'
  | 'tankPads'
  | 'tankRing'
  | 'chainGuide'
  | 'linkageGuard'
  | 'forkGuards'
  | 'batteryCover'
  | 'pillionCover'
  | 'harness'
  | 'rollBar'
  | 'seat'
  | 'steeringWheel'
  | 'hubAccent'
  | 'rimStickers'
  | 'brakeDisc'
  | 'tyres'
  | 'wheels'
  | 'drivetrain'
  | 'mirrors'
  | 'windscreen'
  | 'auxLights'
  | 'indicators'
  | 'rainLight'
  | 'tailLight'
  | 'plateHolder'
  | 'headlight'
  | 'numberPlate'
  | 'phoneHolder'
  | 'camera'
  | 'display'
  | 'quickshifter'
  | 'switch'
  | 'grips'
  | 'footpegs'
  | 'pedalBox'
  | 'lever'
  | 'handlebar'
  | 'steeringDamper'
  | 'tripleClamp'
  | 'forkCaps'
  | 'shock'
  | 'loweringKit'
  | 'axleBlocks'
  | 'sideStand'
  | 'holeshot'
  | 'largeTank'
  | 'tankCover'
  | 'oilCap'
  | 'intake'
  | 'graphics'
  | 'plastics'
  | 'reservoirCover'
  | 'fender'
  | 'aeroKit'
  | 'wing'
  | 'splitter'
  | 'diffuser'
  | 'canards'
  | 'skirts'
  | 'fin'
  | 'hood'
  | 'extinguisher'
  | 'towHooks'
  | 'floorMats'
  | 'antiRoll'
  | 'brakeCooling'
  | 'brakePads'
  | 'lift';

/** The fallback kinds: `accent:` and a category code. */
export const FALLBACK_PREFIX = 'accent:';

export type PartKind = SpecificKind | `${typeof FALLBACK_PREFIX}${string}`;

/**
 * First match wins, so the more specific phrases come first: carriers before bags and cases,
 * bags before fenders and tanks, guards before what they guard, the steering wheel and wheel
 * bolts before wheel sets. A rule without a kind sends the name to the category fallback.
 */
const RULES: readonly (readonly [RegExp, SpecificKind | null])[] = [
  [/\bcarrier\b|\brack\b|luggage plate/, 'rack'],
  [/side ?cases?|pannier/, 'sideCases'],
  [/top ?case|top ?box/, 'topCase'],
  [/tank ?bag/, 'tankBag'],
  [/fender bag|mudguard bag/, 'fenderBag'],
  [/side ?bags?|saddle ?bags?/, 'sideBags'],
  [/helmet|storage net/, 'helmetNet'],
  [/wheel bags?|luggage set/, null],
  [/tail ?bag|rear bag|\bbags?\b|luggage roll/, 'tailBag'],
  [/heat ?shield|heat guard/, 'heatShield'],
  [/end ?cap/, 'endCap'],
  [/exhaust|silencer|slip-on|muffler|akrapovi|link pipe|header|manifold/, 'exhaust'],
  [/crash ?bars?|engine guard bar|crash frame/, 'crashBars'],
  [/skid ?plate|bash ?plate|sump guard|engine guard/, 'skidPlate'],
  [/hand ?guards?|handguards?|hand protector/, 'handGuards'],
  [/radiator (guard|protect|grille)/, 'radiatorGuard'],
  [/radiator fan|fan kit|cooling fan/, 'radiatorFan'],
  [/headlight (guard|protect|grille)/, 'headlightGuard'],
  [/(disc|rotor|caliper) guard/, 'discGuard'],
  [/(engine|clutch|ignition|crankcase|generator) cover/, 'engineCover'],
  [/frame (protect|guard|slider)|frame pads?/, 'framePads'],
  [/tank (protect|pad|grip)/, 'tankPads'],
  [/tank ring|filler ring/, 'tankRing'],
  [/chain (guide|guard|slider)/, 'chainGuide'],
  [/linkage/, 'linkageGuard'],
  [/fork (protect|guard)/, 'forkGuards'],
  [/battery (protect|cover|guard)/, 'batteryCover'],
  [/pillion seat cover|seat cowl|monoposto/, 'pillionCover'],
  [/wiring harness|cable/, null],
  [/harness/, 'harness'],
  [/roll[- ]?(over )?bar|roll hoop|roll cage/, 'rollBar'],
  [/seat|saddle/, 'seat'],
  [/steering wheel/, 'steeringWheel'],
  [/valve caps?|wheel bolts?|wheel nuts?|tyre pressure|tire pressure|\btpms\b/, 'hubAccent'],
  [/rim (stickers?|tape|decals?)/, 'rimStickers'],
  [/brake disc|brake rotor/, 'brakeDisc'],
  [/tyre warmer|tire warmer/, null],
  [/tyres?|tires?|slicks?\b/, 'tyres'],
  [/wheel|rims?\b/, 'wheels'],
  [/sprocket|chain\b|drive belt/, 'drivetrain'],
  [/mirror/, 'mirrors'],
  [/screen|windshield|wind deflector|deflector|visor/, 'windscreen'],
  [/auxiliary|fog ?lights?|spot ?lights?|\baux\b/, 'auxLights'],
  [/indicator|turn signal|blinker/, 'indicators'],
  [/rain light/, 'rainLight'],
  [/tail ?light|brake light|rear light/, 'tailLight'],
  [/licen[cs]e plate|plate holder|tail tidy/, 'plateHolder'],
  [/headlight|head lamp|daytime running|\bdrl\b/, 'headlight'],
  [/number (plate|panel|board)|start number|race number/, 'numberPlate'],
  [/phone|gps|navigation|sat ?nav/, 'phoneHolder'],
  [/camera/, 'camera'],
  [/display|lap timer|dash|data logger|hour meter/, 'display'],
  [/quickshift|shift assist/, 'quickshifter'],
  [/switch|\bdial\b|button|socket/, 'switch'],
  [/grips?\b/, 'grips'],
  [/foot ?pegs?|rearsets?|foot ?rests?/, 'footpegs'],
  [/pedal box|pedal set|pedals/, 'pedalBox'],
  [/lever|pedal/, 'lever'],
  [/handlebar|clip-ons?|risers?/, 'handlebar'],
  [/steering damper/, 'steeringDamper'],
  [/triple clamp|fork bridge/, 'tripleClamp'],
  [/fork|cartridge/, 'forkCaps'],
  [/shock|damper|strut/, 'shock'],
  [/lowering/, 'loweringKit'],
  [/axle block|chain adjuster/, 'axleBlocks'],
  [/side ?stand|kick ?stand/, 'sideStand'],
  [/holeshot|launch control device/, 'holeshot'],
  [/fuel tank|large tank/, 'largeTank'],
  [/tank cover/, 'tankCover'],
  [/\boil\b/, 'oilCap'],
  [/intake|air ?filter|intercooler|air ?box/, 'intake'],
  [/graphics?|decals?|stripes?|stickers?/, 'graphics'],
  [/plastic kit|plastics/, 'plastics'],
  [/reservoir/, 'reservoirCover'],
  [/fender|mudguard/, 'fender'],
  [/aero kit|low-drag|low drag|body kit/, 'aeroKit'],
  [/wing|gurney|spoiler|flap/, 'wing'],
  [/splitter|front lip/, 'splitter'],
  [/diffuser/, 'diffuser'],
  [/canards?|dive planes?/, 'canards'],
  [/side skirts?|sill/, 'skirts'],
  [/\bfin\b/, 'fin'],
  [/hood|bonnet/, 'hood'],
  [/extinguish/, 'extinguisher'],
  [/tow (hook|strap|eye)/, 'towHooks'],
  [/floor mats?|\bmats\b/, 'floorMats'],
  [/anti-roll|sway bar|stabili[sz]er/, 'antiRoll'],
  [/brake cooling|cooling duct/, 'brakeCooling'],
  [/brake pads?/, 'brakePads'],
  [/air jack|lift system|\bjacks?\b/, 'lift'],
];

/** The category whose fallback a part takes: its first category, or OTHER. */
export function fallbackKind(part: PartLike): PartKind {
  const category = part.categories[0]?.trim().toUpperCase();
  return `${FALLBACK_PREFIX}${category || 'OTHER'}`;
}

export function isFallbackKind(kind: string): boolean {
  return kind.startsWith(FALLBACK_PREFIX);
}

/** The kind of mesh that shows a part: by name keywords, then by category. */
export function partKind(part: PartLike): PartKind {
  const name = part.name.toLowerCase();
  for (const [pattern, kind] of RULES) {
    if (!pattern.test(name)) continue;
    return kind ?? fallbackKind(part);
  }
  return fallbackKind(part);
}

export type PartFinish = 'carbon' | 'titanium' | 'aluminium' | 'led' | 'textile' | 'leather' | 'anodised';

/** What the part looks made of, from its name; null leaves it to the kind's default. */
export function partFinish(name: string): PartFinish | null {
  const n = name.toLowerCase();
  if (/carbon/.test(n)) return 'carbon';
  if (/akrapovi|titanium/.test(n)) return 'titanium';
  if (/\bled\b/.test(n)) return 'led';
  if (/alcantara|textile|bag|net\b/.test(n)) return 'textile';
  if (/leather|comfort|ergo/.test(n)) return 'leather';
  if (/aluminium|aluminum|billet|forged|stainless/.test(n)) return 'aluminium';
  if (/factory|anodi[sz]ed|red |orange/.test(n)) return 'anodised';
  return null;
}

/** A stable small number from a part id, for deterministic variation between parts. */
export function partHash(partId: number): number {
  let h = (partId | 0) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
