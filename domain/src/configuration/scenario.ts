/**
 * Given/when/then for the configuration decider, free of any test framework so that every
 * package's tests can use it:
 *
 *   scenario(catalog).given(created).when(addPart).then(partAdded)
 *   scenario(catalog).given(created).when(addPart).thenFails('PART_NOT_IN_CATALOG')
 *   scenario(catalog).given(created).when(addPart).thenAsks(rulesResult)
 *   scenario(catalog).given(created).when(addPart).thenPreviews({ partIds: [1, 2] })
 *
 * A mismatch throws a ScenarioMismatch carrying `actual` and `expected`, which test runners show
 * as a diff.
 */
import type { CatalogPart, CatalogRule, CatalogSetup, VehicleCatalog } from '../catalog/types.js';
import { RuleType } from '../catalog/types.js';
import type { RulesResult } from '../rules/types.js';
import type { ConfigurationCommand } from './commands.js';
import { decide } from './decide.js';
import type { ConfigurationOutcome, Decision } from './decision.js';
import type { ConfigurationError, ConfigurationErrorCode } from './errors.js';
import type { ConfigurationCreated, ConfigurationEvent } from './events.js';
import { evolve, initialState } from './events.js';
import type { ConfigurationState } from './state.js';
import { DEFAULT_VEHICLE_SETTINGS } from './vehicleSettings.js';

export class ScenarioMismatch extends Error {
  readonly actual: unknown;
  readonly expected: unknown;
  readonly showDiff = true;

  constructor(message: string, actual: unknown, expected: unknown) {
    super(message);
    this.name = 'ScenarioMismatch';
    this.actual = actual;
    this.expected = expected;
  }
}

export interface Scenario {
  given(...events: readonly ConfigurationEvent[]): Given;
}

export interface Given {
  readonly state: ConfigurationState;
  when(command: ConfigurationCommand): When;
}

export interface When {
  readonly decision: Decision;
  /** Accepted with exactly these events; returns the state after them. */
  then(...expected: readonly ConfigurationEvent[]): ConfigurationState;
  /** Refused with this code (and these error details, when given). */
  thenFails(code: ConfigurationErrorCode, details?: Partial<ConfigurationError>): ConfigurationError;
  /** No event while this question is open: a dry run answers it, a real request is refused with it. */
  thenAsks(rulesResult: RulesResult): RulesResult;
  /** Nothing left to confirm: accepted, leading to this outcome (the fields given), as a dry run answers. */
  thenPreviews(expected: Partial<ConfigurationOutcome>): ConfigurationOutcome;
}

export function replay(
  events: readonly ConfigurationEvent[],
  from: ConfigurationState = initialState,
): ConfigurationState {
  return events.reduce(evolve, from);
}

export function scenario(catalog: VehicleCatalog): Scenario {
  return {
    given(...events) {
      const state = replay(events);
      return { state, when: (command) => whenCommand(catalog, state, command) };
    },
  };
}

function whenCommand(
  catalog: VehicleCatalog,
  state: ConfigurationState,
  command: ConfigurationCommand,
): When {
  const decision = decide(command, state, catalog);
  return {
    decision,
    // The given/when/then reading is the point of this helper; a When is never awaited.
    // biome-ignore lint/suspicious/noThenProperty: `then` names the expected events, as in given/when/then
    then(...expected) {
      const actual = decision.status === 'accepted' ? decision.events : decision;
      if (decision.status !== 'accepted' || !sameValue(decision.events, expected)) {
        throw new ScenarioMismatch(`${command.type} did not yield the expected events`, actual, expected);
      }
      return replay(decision.events, state);
    },
    thenFails(code, details = {}) {
      const expected = { code, ...details };
      if (decision.status !== 'rejected' || !matches(decision.error, expected)) {
        throw new ScenarioMismatch(`${command.type} was not refused with ${code}`, decision, expected);
      }
      return decision.error;
    },
    thenAsks(rulesResult) {
      if (decision.status !== 'confirmationNeeded' || !sameValue(decision.rulesResult, rulesResult)) {
        throw new ScenarioMismatch(
          `${command.type} did not ask for this confirmation`,
          decision,
          rulesResult,
        );
      }
      return decision.rulesResult;
    },
    thenPreviews(expected) {
      if (decision.status !== 'accepted' || !matches(decision.outcome, expected)) {
        throw new ScenarioMismatch(`${command.type} did not preview this outcome`, decision, expected);
      }
      return decision.outcome;
    },
  };
}

/** Every field of `expected` equals the same field of `actual`. */
function matches(actual: object, expected: object): boolean {
  return Object.entries(expected).every(([key, value]) =>
    sameValue((actual as Record<string, unknown>)[key], value),
  );
}

/** Structural equality for JSON-like values; absent and undefined fields count as the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!sameValue(left[key], right[key])) return false;
  }
  return true;
}

/** A small hand-made catalog: parts as [partId, price], variations as [code, price]. */
export interface CatalogSketch {
  modelId?: string;
  currency?: string;
  parts: readonly (readonly [partId: number, price: number])[];
  colorParts?: readonly number[];
  rules?: readonly CatalogRule[];
  setups?: readonly CatalogSetup[];
  variations?: readonly (readonly [code: string, price: number])[];
}

export function sketchCatalog(sketch: CatalogSketch): VehicleCatalog {
  const colorParts = new Set(sketch.colorParts ?? []);
  const parts: CatalogPart[] = sketch.parts.map(([partId, price]) => ({
    partId,
    code: `P${partId}`,
    name: `Part ${partId}`,
    categories: ['Accessories'],
    price,
    mainImage: `/images/parts/${partId}.png`,
    canBeRendered: true,
    racing: colorParts.has(partId),
    isColorPart: colorParts.has(partId),
  }));
  return {
    modelId: sketch.modelId ?? 'TEST-MODEL',
    brand: 'KTM',
    name: 'Test model',
    renderingEngine: 'Engine2D',
    currency: sketch.currency ?? 'EUR',
    parts,
    rules: sketch.rules ?? [],
    setups: sketch.setups ?? [],
    variations: (sketch.variations ?? [['V1', 1_000_000]]).map(([code, price]) => ({
      code,
      colorCode: 'FF6600',
      price,
    })),
    pictureIndex: {
      catalogTag: '00000000',
      renderableParts: parts.filter((p) => p.canBeRendered && !p.isColorPart).map((p) => p.partId),
    },
  };
}

export function requires(partId: number, parts: readonly number[]): CatalogRule {
  return { ruleType: RuleType.Required, partId, parts, choosePart: false };
}

export function requiresOneOf(partId: number, parts: readonly number[]): CatalogRule {
  return { ruleType: RuleType.Required, partId, parts, choosePart: true };
}

export function conflicts(partId: number, parts: readonly number[]): CatalogRule {
  return { ruleType: RuleType.Conflicting, partId, parts, choosePart: false };
}

/** A ConfigurationCreated for `catalog` in its first variation, without parts, unless overridden. */
export function configurationCreated(
  catalog: VehicleCatalog,
  overrides: Partial<ConfigurationCreated> = {},
): ConfigurationCreated {
  const variation = catalog.variations[0];
  return {
    type: 'ConfigurationCreated',
    configurationId: 'configuration-1',
    clonedConfigurationId: null,
    modelId: catalog.modelId,
    companyId: 'company-1',
    market: 'AT',
    culture: 'de-AT',
    currency: catalog.currency,
    anonymousId: 'visitor-1',
    variationCode: variation?.code ?? '',
    partIds: [],
    selectedSetupId: null,
    appliedSetupId: null,
    vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
    price: variation?.price ?? 0,
    at: '2025-03-01T09:00:00.000Z',
    by: { anonymousId: 'visitor-1' },
    ...overrides,
  };
}
