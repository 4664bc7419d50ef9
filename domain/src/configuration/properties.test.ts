import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogRule, VehicleCatalog } from '../catalog/types.js';
import { RuleType, XBOW_COLOR_PARTS } from '../catalog/types.js';
import { configurationPrice } from '../pricing/price.js';
import { findRuleViolations } from '../rules/rulesEngine.js';
import type { RulesResult } from '../rules/types.js';
import type { ConfigurationCommand, RulesConfirmation } from './commands.js';
import { decide } from './decide.js';
import type { ConfigurationErrorCode } from './errors.js';
import type { Configuration, ConfigurationEvent, ConfigurationState } from './events.js';
import { assertNever, evolve } from './events.js';
import { configurationCreated, replay, sketchCatalog } from './scenario.js';
import { COLOR_FIELD_BY_SLOT, COLOR_SLOTS } from './vehicleSettings.js';

const at = '2025-03-01T10:00:00.000Z';
const by = { anonymousId: 'visitor-1' };

/**
 * Random catalogs: few parts and many rules, so chains, cycles and clashes are common; some carry
 * X-Bow colour parts (priced in the catalog, free in the configuration) that rules may name too.
 */
const catalogs: fc.Arbitrary<VehicleCatalog> = fc
  .record({ size: fc.integer({ min: 2, max: 10 }), colorSlots: fc.integer({ min: 0, max: 3 }) })
  .chain(({ size, colorSlots }) => {
    const colorParts = COLOR_SLOTS.slice(0, colorSlots).map((slot) => XBOW_COLOR_PARTS[slot]);
    const ids = [...Array.from({ length: size }, (_, index) => index + 1), ...colorParts];
    const partId = fc.constantFrom(...ids);
    const rule: fc.Arbitrary<CatalogRule> = fc
      .record({
        ruleType: fc.constantFrom(RuleType.Conflicting, RuleType.Required),
        partId,
        parts: fc.uniqueArray(partId, { minLength: 1, maxLength: 3 }),
        choosePart: fc.boolean(),
      })
      .map((drawn) => ({ ...drawn, choosePart: drawn.ruleType === RuleType.Required && drawn.choosePart }));
    const price = fc.integer({ min: 0, max: 100_000 });
    return fc
      .record({
        prices: fc.array(price, { minLength: ids.length, maxLength: ids.length }),
        rules: fc.array(rule, { maxLength: size * 2 }),
        setups: fc.array(fc.uniqueArray(partId, { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
        variations: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 2 }),
      })
      .map(({ prices, rules, setups, variations }) =>
        sketchCatalog({
          parts: ids.map((id, index) => [id, prices[index] ?? 0] as const),
          colorParts,
          rules,
          setups: setups.map((parts, index) => ({ setupId: `S${index}`, name: `Setup ${index}`, parts })),
          variations: variations.map((price, index) => [`V${index}`, price] as const),
        }),
      );
  });

type Action =
  | { kind: 'add'; pick: number; seed: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'applySetup'; pick: number; seed: number }
  | { kind: 'removeAll' }
  | { kind: 'changeVariation'; pick: number }
  | { kind: 'save' }
  | { kind: 'dismiss' }
  | { kind: 'reset' }
  | { kind: 'color'; pick: number; set: boolean; seed: number };

const pick = fc.nat({ max: 1000 });
const actions: fc.Arbitrary<Action[]> = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('add' as const), pick, seed: pick }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('applySetup' as const), pick, seed: pick }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'removeAll' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('changeVariation' as const), pick }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'save' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'dismiss' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'reset' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('color' as const), pick, set: fc.boolean(), seed: pick }),
    },
  ),
  { maxLength: 30 },
);

/** Refusals a client following the protocol can meet; anything else is a defect. */
const EXPECTED_REFUSALS: readonly ConfigurationErrorCode[] = ['RULES_UNSATISFIABLE'];

class Client {
  state: ConfigurationState;
  readonly events: ConfigurationEvent[] = [];

  constructor(readonly catalog: VehicleCatalog) {
    const created = configurationCreated(catalog, { at, by });
    this.state = evolve({ exists: false, version: 0 }, created);
    this.events.push(created);
  }

  get configuration(): Configuration {
    if (!this.state.exists) throw new Error('configuration missing');
    return this.state;
  }

  /** Real command with no rules protocol: applied directly. */
  send(command: ConfigurationCommand): void {
    const decision = decide(command, this.state, this.catalog);
    expect(decision.status).toBe('accepted');
    this.apply(decision.events);
  }

  /**
   * The dialog as the client runs it: a dry run asks the question, the client answers with what it
   * asks (the seed picks among choose-one options) and asks again; once nothing is asked the same
   * request is sent for real and records the outcome the dry run answered.
   */
  confirmAndApply(
    command: (answers: RulesConfirmation) => ConfigurationCommand,
    removal: boolean,
    seed: number,
  ): void {
    let selectedParts: number[] = [];
    let removeParts: number[] = [];
    for (let round = 0; round < 100; round++) {
      const decision = decide(command({ selectedParts, removeParts }), this.state, this.catalog);
      switch (decision.status) {
        case 'rejected':
          expect(EXPECTED_REFUSALS).toContain(decision.error.code);
          expect(decision.events).toEqual([]);
          return;
        case 'confirmationNeeded': {
          expect(decision.events).toEqual([]);
          const next = answer(decision.rulesResult, removal, seed + round);
          selectedParts = [...selectedParts, ...next.selectedParts];
          removeParts = [...removeParts, ...next.removeParts];
          break;
        }
        case 'accepted': {
          expect(decision.events).toHaveLength(1);
          this.apply(decision.events);
          expect(this.configuration.partIds).toEqual(decision.outcome.partIds);
          expect(this.configuration.price).toBe(decision.outcome.price);
          return;
        }
        default:
          assertNever(decision);
      }
    }
    throw new Error('the confirmation dialog never settled');
  }

  apply(events: readonly ConfigurationEvent[]): void {
    for (const event of events) {
      this.state = evolve(this.state, event);
      this.events.push(event);
    }
  }
}

function answer(question: RulesResult, removal: boolean, seed: number) {
  if (question.choosePart) {
    const option = question.parts[seed % question.parts.length];
    return { selectedParts: option === undefined ? [] : [option], removeParts: [] };
  }
  const accepts = removal || question.ruleType === RuleType.Conflicting;
  return accepts
    ? { selectedParts: [], removeParts: [...question.parts] }
    : { selectedParts: [...question.parts], removeParts: [] };
}

function run(client: Client, action: Action): void {
  const { catalog } = client;
  const { partIds } = client.configuration;
  const meta = { at, by };
  switch (action.kind) {
    case 'add': {
      const free = catalog.parts
        .filter((part) => !part.isColorPart && !partIds.includes(part.partId))
        .map((part) => part.partId);
      const partId = free[action.pick % Math.max(free.length, 1)];
      if (partId === undefined) return;
      client.confirmAndApply(
        (answers) => ({ type: 'AddPart', partId, ...answers, ...meta }),
        false,
        action.seed,
      );
      return;
    }
    case 'remove': {
      const partId = partIds[action.pick % Math.max(partIds.length, 1)];
      if (partId === undefined) return;
      client.confirmAndApply((answers) => ({ type: 'RemovePart', partId, ...answers, ...meta }), true, 0);
      return;
    }
    case 'applySetup': {
      const setup = catalog.setups[action.pick % Math.max(catalog.setups.length, 1)];
      if (!setup) return;
      const setupId = setup.setupId;
      client.confirmAndApply(
        (answers) => ({ type: 'ApplySetup', setupId, ...answers, ...meta }),
        false,
        action.seed,
      );
      return;
    }
    case 'removeAll':
      client.send({ type: 'RemoveAllParts', ...meta });
      return;
    case 'changeVariation': {
      const variation = catalog.variations[action.pick % catalog.variations.length];
      if (variation) client.send({ type: 'ChangeVariation', variationCode: variation.code, ...meta });
      return;
    }
    case 'save':
      client.send({
        type: 'SaveConfiguration',
        saveDetails: { firstname: 'Anna', lastname: 'Berger' },
        ...meta,
      });
      return;
    case 'dismiss':
      client.send({ type: 'DismissUnsavedChanges', ...meta });
      return;
    case 'reset':
      client.send({ type: 'ResetConfiguration', ...meta });
      return;
    case 'color': {
      const slot = COLOR_SLOTS[action.pick % COLOR_SLOTS.length] ?? 'body';
      if (!catalog.parts.some((part) => part.partId === XBOW_COLOR_PARTS[slot])) return;
      const colors = { [COLOR_FIELD_BY_SLOT[slot]]: action.set ? 'A1B2C3' : null };
      client.confirmAndApply(
        (answers) => ({
          type: 'UpdateVehicleSettings',
          customColorConfiguration: colors,
          ...answers,
          ...meta,
        }),
        !action.set,
        action.seed,
      );
      return;
    }
    default:
      assertNever(action);
  }
}

describe('configuration invariants over random catalogs and command sequences', () => {
  it('never leaves the applied parts breaking a rule, and keeps price and replay consistent', () => {
    fc.assert(
      fc.property(catalogs, actions, (catalog, steps) => {
        const client = new Client(catalog);
        for (const step of steps) {
          run(client, step);
          const { partIds, variationCode, price } = client.configuration;
          expect(findRuleViolations(catalog, partIds)).toEqual([]);
          expect(new Set(partIds).size).toBe(partIds.length);
          expect(price).toBe(configurationPrice(catalog, variationCode, partIds));
          const colors = client.configuration.vehicleSettings.customColorConfiguration;
          for (const slot of COLOR_SLOTS) {
            if (colors[COLOR_FIELD_BY_SLOT[slot]] !== null) expect(partIds).toContain(XBOW_COLOR_PARTS[slot]);
          }
        }
        expect(replay(client.events)).toEqual(client.state);
        expect(client.state.version).toBe(client.events.length);
        expect(JSON.parse(JSON.stringify(client.state))).toEqual(client.state);
      }),
      { numRuns: 400 },
    );
  });

  it('decides without touching the state, so a dry run that stores nothing changes nothing', () => {
    fc.assert(
      fc.property(catalogs, fc.nat(), (catalog, index) => {
        const client = new Client(catalog);
        const addable = catalog.parts.filter((part) => !part.isColorPart);
        const partId = addable[index % addable.length]?.partId ?? 1;
        const before = structuredClone(client.state);
        const first = decide({ type: 'AddPart', partId, at, by }, client.state, catalog);
        expect(client.state).toEqual(before);
        expect(decide({ type: 'AddPart', partId, at, by }, client.state, catalog)).toEqual(first);
        if (first.status === 'accepted') {
          expect(replay(first.events, client.state)).toMatchObject({ partIds: first.outcome.partIds });
        }
      }),
      { numRuns: 200 },
    );
  });
});
