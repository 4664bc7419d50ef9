import { describe, expect, it } from 'vitest';
import { RuleType } from '../catalog/types.js';
import type { AddPart, ApplySetup, RemovePart } from './commands.js';
import type { ConfigurationEvent } from './events.js';
import {
  configurationCreated,
  conflicts,
  requires,
  requiresOneOf,
  scenario,
  sketchCatalog,
} from './scenario.js';

const at = '2025-03-01T10:00:00.000Z';
const by = { anonymousId: 'visitor-1' };

const PART_IDS = [
  1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 30, 31, 32, 33, 40, 41, 50, 51, 52, 53, 60, 61, 62, 63, 70, 71, 72, 80,
  81, 82, 90, 91, 92, 93, 94,
];
const BASE_PRICE = 1_000_000;

const catalog = sketchCatalog({
  parts: PART_IDS.map((id) => [id, id * 100] as const),
  variations: [['V1', BASE_PRICE]],
  rules: [
    requires(10, [11]),
    requires(11, [12]),
    requires(12, [13]),
    requires(20, [21, 22]),
    requiresOneOf(30, [31, 32]),
    requires(31, [33]),
    requires(40, [41]),
    requires(41, [40]),
    conflicts(50, [51]),
    conflicts(52, [53]),
    conflicts(60, [61]),
    requires(62, [61]),
    requires(63, [62]),
    requiresOneOf(70, [71, 72]),
    requires(80, [81, 82]),
    conflicts(81, [82]),
    requiresOneOf(90, [91, 92]),
    requires(90, [93]),
    conflicts(93, [94]),
  ],
  setups: [
    { setupId: 'comfort', name: 'Comfort', parts: [1, 20] },
    { setupId: 'track', name: 'Track', parts: [50] },
    { setupId: 'contradiction', name: 'Contradiction', parts: [50, 51] },
  ],
});

const { given } = scenario(catalog);

/** A configuration with these parts already applied. */
function withParts(...partIds: number[]) {
  return configurationCreated(catalog, { partIds, price: priceWith(...partIds) });
}

function priceWith(...partIds: number[]): number {
  return BASE_PRICE + partIds.reduce((sum, id) => sum + id * 100, 0);
}

function add(partId: number, answers: Partial<AddPart> = {}): AddPart {
  return { type: 'AddPart', partId, at, by, ...answers };
}

function remove(partId: number, answers: Partial<RemovePart> = {}): RemovePart {
  return { type: 'RemovePart', partId, at, by, ...answers };
}

function applySetup(setupId: string, answers: Partial<ApplySetup> = {}): ApplySetup {
  return { type: 'ApplySetup', setupId, at, by, ...answers };
}

function partAdded(partId: number, addedPartIds: number[], removedPartIds: number[], price: number) {
  return {
    type: 'PartAdded',
    partId,
    addedPartIds,
    removedPartIds,
    price,
    at,
    by,
  } satisfies ConfigurationEvent;
}

function partRemoved(partId: number, removedPartIds: number[], price: number) {
  return { type: 'PartRemoved', partId, removedPartIds, price, at, by } satisfies ConfigurationEvent;
}

const required = (part: number, parts: number[]) => ({
  ruleType: RuleType.Required,
  part,
  parts,
  choosePart: false,
});
const chooseOne = (part: number, parts: number[]) => ({
  ruleType: RuleType.Required,
  part,
  parts,
  choosePart: true,
});
const replaces = (part: number, parts: number[]) => ({
  ruleType: RuleType.Conflicting,
  part,
  parts,
  choosePart: false,
});

describe('adding a part without rules', () => {
  it('applies directly, even without a dry run', () => {
    given(withParts())
      .when(add(1))
      .then(partAdded(1, [1], [], priceWith(1)));
  });

  it('previews on a dry run without emitting events', () => {
    given(withParts(2))
      .when(add(1, { dryRun: true }))
      .thenPreviews({ partIds: [2, 1], addedPartIds: [1], removedPartIds: [], price: priceWith(1, 2) });
  });

  it('refuses a part the catalog does not offer, naming it', () => {
    given(withParts()).when(add(999)).thenFails('PART_NOT_IN_CATALOG', { partId: 999, field: 'partId' });
  });

  it('refuses an unknown part among the answers, naming it', () => {
    given(withParts())
      .when(add(20, { selectedParts: [21, 777] }))
      .thenFails('PART_NOT_IN_CATALOG', { partId: 777 });
  });

  it('refuses a part that is already applied', () => {
    given(withParts(1)).when(add(1)).thenFails('PART_ALREADY_APPLIED', { partId: 1 });
  });

  it('refuses any command before the configuration exists', () => {
    given().when(add(1)).thenFails('CONFIGURATION_NOT_FOUND');
  });
});

describe('required parts in a fixed list', () => {
  it('asks to confirm the whole list on a dry run', () => {
    given(withParts())
      .when(add(20, { dryRun: true }))
      .thenAsks(required(20, [21, 22]));
  });

  it('refuses a real request that skips the confirmation, carrying the open question', () => {
    given(withParts())
      .when(add(20))
      .thenFails('RULES_NOT_CONFIRMED', { partId: 20, rulesResult: required(20, [21, 22]) });
  });

  it('asks again for the whole list while part of it is unconfirmed', () => {
    given(withParts())
      .when(add(20, { selectedParts: [21], dryRun: true }))
      .thenAsks(required(20, [21, 22]));
  });

  it('previews once confirmed, then applies the same parts for real', () => {
    const confirmed = { selectedParts: [21, 22] };
    given(withParts())
      .when(add(20, { ...confirmed, dryRun: true }))
      .thenPreviews({ partIds: [20, 21, 22], price: priceWith(20, 21, 22) });
    given(withParts())
      .when(add(20, confirmed))
      .then(partAdded(20, [20, 21, 22], [], priceWith(20, 21, 22)));
  });

  it('does not ask for required parts that are already applied', () => {
    given(withParts(21))
      .when(add(20, { dryRun: true }))
      .thenAsks(required(20, [22]));
  });

  it('lists a chain of depth three in one question and adds it whole', () => {
    given(withParts())
      .when(add(10, { dryRun: true }))
      .thenAsks(required(10, [11, 12, 13]));
    given(withParts())
      .when(add(10, { selectedParts: [11, 12, 13] }))
      .then(partAdded(10, [10, 11, 12, 13], [], priceWith(10, 11, 12, 13)));
  });

  it('follows mutual requirements without looping', () => {
    given(withParts())
      .when(add(40, { dryRun: true }))
      .thenAsks(required(40, [41]));
    given(withParts())
      .when(add(40, { selectedParts: [41] }))
      .then(partAdded(40, [40, 41], [], priceWith(40, 41)));
  });

  it('refuses parts that need each other and conflict with each other', () => {
    given(withParts())
      .when(add(80, { dryRun: true }))
      .thenFails('RULES_UNSATISFIABLE', { partId: 81 });
  });
});

describe('choose one of several required parts', () => {
  it('asks for the choice first', () => {
    given(withParts())
      .when(add(30, { dryRun: true }))
      .thenAsks(chooseOne(30, [31, 32]));
  });

  it('continues the chain from the chosen part', () => {
    given(withParts())
      .when(add(30, { selectedParts: [31], dryRun: true }))
      .thenAsks(required(30, [33]));
    given(withParts())
      .when(add(30, { selectedParts: [31, 33], dryRun: true }))
      .thenPreviews({ partIds: [30, 31, 33] });
    given(withParts())
      .when(add(30, { selectedParts: [31, 33] }))
      .then(partAdded(30, [30, 31, 33], [], priceWith(30, 31, 33)));
  });

  it('adds just the chosen part when it needs nothing more', () => {
    given(withParts())
      .when(add(30, { selectedParts: [32] }))
      .then(partAdded(30, [30, 32], [], priceWith(30, 32)));
  });

  it('refuses a choice that is not one of the options', () => {
    given(withParts())
      .when(add(30, { selectedParts: [1], dryRun: true }))
      .thenFails('INVALID_CHOICE', { partId: 1 });
  });

  it('refuses a second option for the same choice', () => {
    given(withParts())
      .when(add(30, { selectedParts: [31, 32], dryRun: true }))
      .thenFails('INVALID_CHOICE', { partId: 32 });
  });

  it('needs nothing when one of the options is already applied', () => {
    given(withParts(72))
      .when(add(70))
      .then(partAdded(70, [70], [], priceWith(70, 72)));
  });

  it('asks the choice, then the fixed list, then the removals', () => {
    const start = withParts(94);
    given(start)
      .when(add(90, { dryRun: true }))
      .thenAsks(chooseOne(90, [91, 92]));
    given(start)
      .when(add(90, { selectedParts: [91], dryRun: true }))
      .thenAsks(required(90, [93]));
    given(start)
      .when(add(90, { selectedParts: [91, 93], dryRun: true }))
      .thenAsks(replaces(90, [94]));
    given(start)
      .when(add(90, { selectedParts: [91, 93], removeParts: [94] }))
      .then(partAdded(90, [90, 93, 91], [94], priceWith(90, 91, 93)));
  });
});

describe('conflicting parts', () => {
  it('asks to replace the applied part, then replaces it', () => {
    given(withParts(51))
      .when(add(50, { dryRun: true }))
      .thenAsks(replaces(50, [51]));
    given(withParts(51))
      .when(add(50, { removeParts: [51] }))
      .then(partAdded(50, [50], [51], priceWith(50)));
  });

  it('conflicts both ways: an applied part whose rule lists the new part is replaced too', () => {
    given(withParts(52))
      .when(add(53, { dryRun: true }))
      .thenAsks(replaces(53, [52]));
  });

  it('drags out the parts that needed the replaced one, transitively', () => {
    given(withParts(61, 62, 63, 1))
      .when(add(60, { dryRun: true }))
      .thenAsks(replaces(60, [61, 62, 63]));
    given(withParts(61, 62, 63, 1))
      .when(add(60, { removeParts: [61, 62, 63] }))
      .then(partAdded(60, [60], [61, 62, 63], priceWith(1, 60)));
  });

  it('applies nothing while a removal is unconfirmed', () => {
    const when = given(withParts(61, 62, 63)).when(add(60, { removeParts: [61, 62] }));
    when.thenFails('RULES_NOT_CONFIRMED', { rulesResult: replaces(60, [61, 62, 63]) });
    expect(when.decision.events).toEqual([]);
  });
});

describe('removing a part', () => {
  it('removes a part nothing needs directly', () => {
    given(withParts(1, 2))
      .when(remove(1))
      .then(partRemoved(1, [1], priceWith(2)));
  });

  it('refuses a part that is not applied, or not offered', () => {
    given(withParts(1)).when(remove(2)).thenFails('PART_NOT_APPLIED', { partId: 2 });
    given(withParts(1)).when(remove(999)).thenFails('PART_NOT_IN_CATALOG', { partId: 999 });
  });

  it('asks to confirm the parts that need it, transitively, then removes them all', () => {
    const chain = withParts(10, 11, 12, 13);
    given(chain)
      .when(remove(13, { dryRun: true }))
      .thenAsks(required(13, [12, 11, 10]));
    given(chain)
      .when(remove(13))
      .thenFails('RULES_NOT_CONFIRMED', { rulesResult: required(13, [12, 11, 10]) });
    given(chain)
      .when(remove(13, { removeParts: [12, 11, 10] }))
      .then(partRemoved(13, [13, 12, 11, 10], BASE_PRICE));
  });

  it('removes both sides of a mutual requirement', () => {
    given(withParts(40, 41))
      .when(remove(40, { dryRun: true }))
      .thenAsks(required(40, [41]));
    given(withParts(40, 41))
      .when(remove(40, { removeParts: [41] }))
      .then(partRemoved(40, [40, 41], BASE_PRICE));
  });

  it('keeps a choose-one requirement satisfied while one option remains', () => {
    given(withParts(70, 71, 72))
      .when(remove(71))
      .then(partRemoved(71, [71], priceWith(70, 72)));
    given(withParts(70, 72))
      .when(remove(72, { dryRun: true }))
      .thenAsks(required(72, [70]));
  });
});

describe('setups', () => {
  it('adds the setup parts as a group through the same rules', () => {
    given(withParts())
      .when(applySetup('comfort', { dryRun: true }))
      .thenAsks(required(1, [21, 22]));
    given(withParts())
      .when(applySetup('comfort', { selectedParts: [21, 22] }))
      .then({
        type: 'SetupApplied',
        setupId: 'comfort',
        addedPartIds: [1, 20, 21, 22],
        removedPartIds: [],
        price: priceWith(1, 20, 21, 22),
        at,
        by,
      });
  });

  it('replaces conflicting parts after confirmation', () => {
    given(withParts(51))
      .when(applySetup('track', { dryRun: true }))
      .thenAsks(replaces(50, [51]));
    const state = given(withParts(51))
      .when(applySetup('track', { removeParts: [51] }))
      .then({
        type: 'SetupApplied',
        setupId: 'track',
        addedPartIds: [50],
        removedPartIds: [51],
        price: priceWith(50),
        at,
        by,
      });
    expect(state).toMatchObject({ partIds: [50], selectedSetupId: 'track', appliedSetupId: 'track' });
  });

  it('skips setup parts already applied', () => {
    given(withParts(50))
      .when(applySetup('track'))
      .then({
        type: 'SetupApplied',
        setupId: 'track',
        addedPartIds: [],
        removedPartIds: [],
        price: priceWith(50),
        at,
        by,
      });
  });

  it('refuses a setup whose own parts conflict', () => {
    given(withParts())
      .when(applySetup('contradiction', { dryRun: true }))
      .thenFails('RULES_UNSATISFIABLE', { partId: 50 });
  });

  it('refuses an unknown setup, naming the field', () => {
    given(withParts()).when(applySetup('nope')).thenFails('SETUP_NOT_IN_CATALOG', { field: 'setupId' });
  });

  it('selects a setup without applying it', () => {
    const state = given(withParts())
      .when({ type: 'SelectSetup', setupId: 'comfort', at, by })
      .then({ type: 'SetupSelected', setupId: 'comfort', at, by });
    expect(state).toMatchObject({ selectedSetupId: 'comfort', appliedSetupId: null, partIds: [] });
  });
});
