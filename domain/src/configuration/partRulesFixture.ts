/**
 * The catalog and helpers the part rules tests share: chains, choices, conflicts and setups in one
 * hand-made catalog whose part prices are the part id times 100.
 */
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

export const at = '2025-03-01T10:00:00.000Z';
export const by = { anonymousId: 'visitor-1' };

const PART_IDS = [
  1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 30, 31, 32, 33, 40, 41, 50, 51, 52, 53, 60, 61, 62, 63, 70, 71, 72, 80,
  81, 82, 90, 91, 92, 93, 94,
];
export const BASE_PRICE = 1_000_000;

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

export const { given } = scenario(catalog);

/** The fixture's catalog, for tests that call the domain directly. */
export const partRulesCatalog = catalog;

/** A configuration with these parts already applied. */
export function withParts(...partIds: number[]) {
  return configurationCreated(catalog, { partIds, price: priceWith(...partIds) });
}

export function priceWith(...partIds: number[]): number {
  return BASE_PRICE + partIds.reduce((sum, id) => sum + id * 100, 0);
}

export function add(partId: number, answers: Partial<AddPart> = {}): AddPart {
  return { type: 'AddPart', partId, at, by, ...answers };
}

export function remove(partId: number, answers: Partial<RemovePart> = {}): RemovePart {
  return { type: 'RemovePart', partId, at, by, ...answers };
}

export function applySetup(setupId: string, answers: Partial<ApplySetup> = {}): ApplySetup {
  return { type: 'ApplySetup', setupId, at, by, ...answers };
}

export function partAdded(partId: number, addedPartIds: number[], removedPartIds: number[], price: number) {
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

export function partRemoved(partId: number, removedPartIds: number[], price: number) {
  return { type: 'PartRemoved', partId, removedPartIds, price, at, by } satisfies ConfigurationEvent;
}

export const required = (part: number, parts: number[]) => ({
  ruleType: RuleType.Required,
  part,
  parts,
  choosePart: false,
});
export const chooseOne = (part: number, parts: number[]) => ({
  ruleType: RuleType.Required,
  part,
  parts,
  choosePart: true,
});
export const replaces = (part: number, parts: number[]) => ({
  ruleType: RuleType.Conflicting,
  part,
  parts,
  choosePart: false,
});
