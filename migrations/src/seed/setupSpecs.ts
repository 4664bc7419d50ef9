/**
 * Ready-made setups by accessory key. Each setup names the accessories that define it; the parts
 * they require are added when a model's setup is built, and an accessory that would break a rule
 * is left out.
 */
import type { PartFamily } from './brands.js';

export interface SetupSpec {
  setupId: string;
  /** Accessories that define the setup; required parts are added when the setup is built. */
  seeds: readonly string[];
}

export const SETUP_SPECS: Readonly<Record<PartFamily, readonly SetupSpec[]>> = {
  street: [
    {
      setupId: 'TRACK',
      seeds: [
        'evolution',
        'rearsets',
        'forgedWheels',
        'tyreWarmers',
        'brakeLever',
        'clutchLever',
        'steeringDamper',
        'sportScreen',
        'pillionSeatCover',
        'quickshifter',
        'licensePlateHolder',
        'carbonFender',
      ],
    },
    {
      setupId: 'TOURING',
      seeds: [
        'slipOn',
        'ergoSeat',
        'touringScreen',
        'heatedGrips',
        'sideBags',
        'tankBag',
        'cruiseControl',
        'pillionFootrests',
        'handGuards',
        'phoneHolder',
        'billetMirrors',
        'auxLights',
      ],
    },
    {
      setupId: 'URBAN',
      seeds: [
        'factorySilencer',
        'lowSeat',
        'ledIndicators',
        'ledTailLight',
        'barEndMirrors',
        'licensePlateHolder',
        'frameProtection',
        'phoneHolder',
        'alarm',
        'graphicsKit',
        'tankProtector',
      ],
    },
  ],
  travel: [
    {
      setupId: 'TRAVEL',
      seeds: [
        'innerBags',
        'topCase',
        'crashBars',
        'auxLights',
        'touringScreen',
        'heatedErgoSeat',
        'heatedGrips',
        'handGuardsClosed',
        'cruiseControl',
        'skidPlate',
        'navBracket',
        'spokedWheels',
        'tpms',
      ],
    },
    {
      setupId: 'RALLY',
      seeds: [
        'evolution',
        'rallySeat',
        'rallyScreen',
        'skidPlate',
        'handGuards',
        'factoryWheels',
        'footpegs',
        'headlightGuard',
        'hydrationPack',
        'tankBag',
        'radiatorGuard',
        'steeringDamper',
      ],
    },
    {
      setupId: 'COMFORT',
      seeds: [
        'ergoSeat',
        'touringScreen',
        'heatedGrips',
        'cruiseControl',
        'tailBag',
        'usbSocket',
        'phoneHolder',
        'pillionFootrests',
        'sideBags',
      ],
    },
  ],
  offroad: [
    {
      setupId: 'RACE',
      seeds: [
        'evolution',
        'factoryWheels',
        'forkCartridge',
        'holeshot',
        'steeringDamper',
        'factorySeat',
        'graphicsKit',
        'brakeDiscGuard',
        'radiatorGuard',
        'mapSwitch',
        'axleBlocks',
        'spareBattery',
      ],
    },
    {
      setupId: 'ENDURO',
      seeds: [
        'skidPlate',
        'handGuardsClosed',
        'ledHeadlight',
        'toolBag',
        'hydrationPack',
        'linkageGuard',
        'frameProtection',
        'bibMousse',
        'radiatorFan',
        'largeTank',
        'rallySeat',
        'sideStand',
        'batteryCover',
      ],
    },
    {
      setupId: 'SUPERMOTO',
      seeds: [
        'supermotoWheels',
        'lowSeat',
        'loweringKit',
        'brakeDisc',
        'caliperGuard',
        'slipOn',
        'licensePlateHolder',
        'handGuards',
        'chain',
      ],
    },
  ],
  car: [
    {
      setupId: 'TRACK',
      seeds: [
        'racingSeats',
        'aeroKit',
        'raceExhaust',
        'centreLockWheels',
        'slickTyres',
        'lapTimer',
        'airJacks',
        'racePads',
        'fireExtinguisher',
        'quickReleaseWheel',
        'rainLight',
      ],
    },
    {
      setupId: 'GRAND_TOURING',
      seeds: [
        'comfortSeats',
        'fourPointHarness',
        'sportExhaust',
        'forgedWheels',
        'semiSlicks',
        'wheelBolts',
        'luggageSet',
        'windDeflector',
        'phoneHolder',
        'liftSystem',
        'floorMats',
        'drl',
      ],
    },
  ],
};
