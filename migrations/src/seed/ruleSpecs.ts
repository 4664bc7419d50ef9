/**
 * Fitment rules by accessory key. A rule is only emitted for a model that offers the
 * parts it names; a choice needs at least two offered options.
 */
import { SETUP_SPECS } from './setupSpecs.js';

export interface RuleSpecs {
  /** Alternatives of which only one can be fitted (two exhausts, two seats...). */
  exclusiveGroups: readonly (readonly string[])[];
  /** Parts that cannot be fitted next to otherwise compatible parts. */
  conflicts: readonly (readonly [string, readonly string[]])[];
  /** The part needs all of the listed parts. */
  requires: readonly (readonly [string, readonly string[]])[];
  /** The part needs one of the listed parts; the first is preselected. */
  choices: readonly (readonly [string, readonly string[]])[];
}

export const MOTORCYCLE_RULES: RuleSpecs = {
  exclusiveGroups: [
    ['slipOn', 'evolution', 'factorySilencer'],
    ['ergoSeat', 'heatedErgoSeat', 'lowSeat', 'rallySeat', 'factorySeat'],
    ['touringScreen', 'sportScreen', 'rallyScreen'],
    ['factoryWheels', 'forgedWheels', 'spokedWheels', 'supermotoWheels'],
    ['skidPlate', 'skidPlatePlastic'],
    ['handGuards', 'handGuardsClosed'],
    ['handGuardMountBar', 'handGuardMountClamp'],
    ['screenBracket', 'adjustableScreenBracket'],
    ['barEndMirrors', 'billetMirrors'],
  ],
  conflicts: [
    ['rearsets', ['pillionFootrests', 'footpegs']],
    ['gripSet', ['heatedGrips']],
    ['tankBag', ['tankProtector']],
    ['carbonTankCover', ['tankBag', 'tankProtector']],
    ['pillionSeatCover', ['tailBag', 'luggageRack']],
    ['licensePlateHolder', ['luggageRack']],
    ['trackPack', ['cruiseControl']],
    ['sportScreen', ['navBracket']],
    ['loweringKit', ['rallySeat', 'linkageGuard']],
    ['holeshot', ['loweringKit']],
    ['bibMousse', ['supermotoWheels']],
    ['fenderBag', ['ledHeadlight']],
    ['largeTank', ['tankStrap']],
    ['brakeDisc', ['brakeDiscGuard']],
  ],
  requires: [
    ['evolution', ['raceEcu']],
    ['raceEcu', ['airFilter']],
    ['slipOn', ['linkPipe']],
    ['linkPipe', ['heatShield']],
    ['factorySilencer', ['endCap']],
    ['sideBags', ['sideBagCarrier']],
    ['sideBagCarrier', ['luggageRack']],
    ['topCase', ['topCaseCarrier']],
    ['topCaseCarrier', ['luggageRack']],
    ['innerBags', ['sideCases']],
    ['sideCases', ['sideCaseCarrier']],
    ['auxLights', ['auxLightBracket']],
    ['auxLightBracket', ['crashBars']],
    ['steeringDamper', ['steeringDamperMount']],
    ['steeringDamperMount', ['tripleClamp']],
    ['tripleClamp', ['factoryHandlebar']],
    ['factoryHandlebar', ['handlebarPad']],
    ['ledHeadlight', ['lightWiring']],
    ['lightWiring', ['lithiumBattery']],
    ['tyreWarmers', ['paddockStand']],
    ['frontSprocket', ['rearSprocket']],
    ['rearSprocket', ['frontSprocket']],
    ['chain', ['frontSprocket', 'rearSprocket']],
    ['chainGuide', ['rearSprocket']],
    ['forkCartridge', ['shockAbsorber']],
    ['shockAbsorber', ['forkCartridge']],
    ['cruiseControl', ['techPack']],
    ['graphicsKit', ['plasticKit']],
    ['fastCharger', ['chargingCable']],
    ['spareBattery', ['fastCharger']],
    ['batteryCover', ['skidPlatePlastic']],
  ],
  choices: [
    ['tankBag', ['tankRing', 'tankStrap']],
    ['quickshifter', ['trackPack', 'techPack']],
    ['touringScreen', ['screenBracket', 'adjustableScreenBracket']],
    ['rallyScreen', ['adjustableScreenBracket', 'screenBracket']],
    ['handGuards', ['handGuardMountBar', 'handGuardMountClamp']],
    ['handGuardsClosed', ['handGuardMountClamp', 'handGuardMountBar']],
    ['largeTank', ['rallySeat', 'factorySeat']],
    ['seatCover', ['factorySeat', 'lowSeat', 'rallySeat']],
  ],
};

export const XBOW_RULES: RuleSpecs = {
  exclusiveGroups: [
    ['sportExhaust', 'raceExhaust'],
    ['forgedWheels', 'centreLockWheels'],
    ['semiSlicks', 'slickTyres', 'rainTyres'],
    ['sixPointHarness', 'fourPointHarness'],
    ['racingSeats', 'comfortSeats'],
    ['quickReleaseWheel', 'carbonSteeringWheel'],
    ['aeroKit', 'lowDragKit'],
    ['liftSystem', 'airJacks'],
  ],
  conflicts: [
    ['comfortSeats', ['sixPointHarness']],
    ['luggageSet', ['fireExtinguisher']],
    ['wheelBolts', ['centreLockWheels']],
    ['windDeflector', ['rollBar']],
  ],
  requires: [
    ['sixPointHarness', ['harnessBar']],
    ['harnessBar', ['rollBar']],
    ['lapTimer', ['dataLogger']],
    ['dataLogger', ['gpsAntenna']],
    ['frontSplitter', ['rearWing']],
    ['rearWing', ['frontSplitter']],
    ['aeroKit', ['frontSplitter', 'diffuser']],
    ['raceExhaust', ['performanceKit']],
    ['performanceKit', ['intercooler']],
    ['slickTyres', ['tyreWarmers']],
    ['quickReleaseWheel', ['quickReleaseHub']],
    ['racePads', ['brakeCooling']],
    ['telemetry', ['dataLogger']],
    ['onboardCamera', ['dataLogger']],
  ],
  choices: [
    ['racingSeats', ['sixPointHarness', 'fourPointHarness']],
    ['helmetNet', ['comfortSeats', 'racingSeats']],
    ['slickTyres', ['centreLockWheels', 'forgedWheels']],
  ],
};

function keysOf(specs: RuleSpecs): string[] {
  return [
    ...specs.exclusiveGroups.flat(),
    ...[...specs.conflicts, ...specs.requires, ...specs.choices].flatMap(([part, parts]) => [part, ...parts]),
  ];
}

/** Accessories every model keeps so that its rules and setups stay complete. */
export const CORE_PART_KEYS: ReadonlySet<string> = new Set([
  ...keysOf(MOTORCYCLE_RULES),
  ...keysOf(XBOW_RULES),
  ...Object.values(SETUP_SPECS).flatMap((setups) => setups.flatMap((setup) => setup.seeds)),
]);
