import type { VehicleCatalog } from '../catalog/types.js';
import { configurationPrice, isColorPart } from '../pricing/price.js';
import { compileRules } from '../rules/compileRules.js';
import { planAddPart, planAddPartGroup, planRemovePart } from '../rules/rulesEngine.js';
import type { RulesChoices, RulesPlan } from '../rules/types.js';
import type {
  AddPart,
  ApplySetup,
  ChangeVariation,
  RemoveAllParts,
  RemovePart,
  RulesConfirmation,
  SelectSetup,
} from './commands.js';
import type { ConfigurationOutcome, Decision } from './decision.js';
import { accept, askToConfirm, refuse, unchangedOutcome } from './decision.js';
import type { ConfigurationEvent } from './events.js';
import { assertNever } from './events.js';
import { nextPartIds } from './partList.js';
import type { Actor, Configuration } from './state.js';

export function addPart(command: AddPart, state: Configuration, catalog: VehicleCatalog): Decision {
  const part = compileRules(catalog).parts.get(command.partId);
  if (!part) return partNotInCatalog(command.partId, catalog);
  if (isColorPart(part)) {
    return refuse(
      'COLOR_PART_NEEDS_COLOR',
      `Part ${command.partId} is a colour slot: choose its colour in the vehicle settings.`,
      { partId: command.partId, field: 'partId' },
    );
  }
  if (state.partIds.includes(command.partId)) {
    return refuse('PART_ALREADY_APPLIED', `Part ${command.partId} is already applied.`, {
      partId: command.partId,
      field: 'partId',
    });
  }
  const plan = planAddPart(catalog, state.partIds, command.partId, choicesOf(command));
  return decidePartChange(state, catalog, plan, (change) => ({
    type: 'PartAdded',
    partId: command.partId,
    ...partsAdded(change, command),
  }));
}

export function removePart(command: RemovePart, state: Configuration, catalog: VehicleCatalog): Decision {
  if (!compileRules(catalog).parts.has(command.partId)) return partNotInCatalog(command.partId, catalog);
  if (!state.partIds.includes(command.partId)) {
    return refuse('PART_NOT_APPLIED', `Part ${command.partId} is not applied.`, {
      partId: command.partId,
      field: 'partId',
    });
  }
  const plan = planRemovePart(catalog, state.partIds, command.partId, {
    removeParts: command.removeParts ?? [],
  });
  return decidePartChange(state, catalog, plan, (change) => ({
    type: 'PartRemoved',
    partId: command.partId,
    removedPartIds: change.removedPartIds,
    price: change.price,
    at: command.at,
    by: command.by,
  }));
}

/** Nothing can need a part once no part is left, so removing everything asks nothing. */
export function removeAllParts(
  command: RemoveAllParts,
  state: Configuration,
  catalog: VehicleCatalog,
): Decision {
  const variationProblem = missingVariation(state, catalog);
  if (variationProblem) return variationProblem;
  const price = configurationPrice(catalog, state.variationCode, []);
  return accept(
    { type: 'AllPartsRemoved', removedPartIds: state.partIds, price, at: command.at, by: command.by },
    { ...unchangedOutcome(state), partIds: [], price, removedPartIds: state.partIds },
  );
}

export function selectSetup(command: SelectSetup, state: Configuration, catalog: VehicleCatalog): Decision {
  if (command.setupId !== null && !compileRules(catalog).setups.has(command.setupId)) {
    return setupNotInCatalog(command.setupId, catalog);
  }
  return accept(
    { type: 'SetupSelected', setupId: command.setupId, at: command.at, by: command.by },
    unchangedOutcome(state),
  );
}

/** A setup's parts are added as one group, through the same rules as single parts. */
export function applySetup(command: ApplySetup, state: Configuration, catalog: VehicleCatalog): Decision {
  const setup = compileRules(catalog).setups.get(command.setupId);
  if (!setup) return setupNotInCatalog(command.setupId, catalog);
  const plan = planAddPartGroup(catalog, state.partIds, setup.parts, choicesOf(command));
  return decidePartChange(state, catalog, plan, (change) => ({
    type: 'SetupApplied',
    setupId: setup.setupId,
    ...partsAdded(change, command),
  }));
}

export function changeVariation(
  command: ChangeVariation,
  state: Configuration,
  catalog: VehicleCatalog,
): Decision {
  if (!compileRules(catalog).variations.has(command.variationCode)) {
    return refuse(
      'VARIATION_NOT_IN_CATALOG',
      `Variation ${command.variationCode} is not offered for model ${catalog.modelId}.`,
      { field: 'variationCode' },
    );
  }
  const price = configurationPrice(catalog, command.variationCode, state.partIds);
  return accept(
    { type: 'VariationChanged', variationCode: command.variationCode, price, at: command.at, by: command.by },
    { ...unchangedOutcome(state), price },
  );
}

export interface PartChange {
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
  partIds: readonly number[];
  price: number;
}

/**
 * The protocol in one place: refusals and questions come back unchanged (a question yields no
 * event, so nothing is applied half-way), a settled plan becomes exactly one event.
 */
export function decidePartChange(
  state: Configuration,
  catalog: VehicleCatalog,
  plan: RulesPlan,
  toEvent: (change: PartChange) => ConfigurationEvent,
): Decision {
  switch (plan.kind) {
    case 'refused':
      return refuse(plan.error.code, plan.error.message, { partId: plan.error.partId });
    case 'question':
      return askToConfirm(plan.rulesResult);
    case 'planned': {
      const variationProblem = missingVariation(state, catalog);
      if (variationProblem) return variationProblem;
      const partIds = nextPartIds(state.partIds, plan.addedPartIds, plan.removedPartIds);
      const change: PartChange = {
        addedPartIds: plan.addedPartIds,
        removedPartIds: plan.removedPartIds,
        partIds,
        price: configurationPrice(catalog, state.variationCode, partIds),
      };
      const outcome: ConfigurationOutcome = { ...unchangedOutcome(state), ...change };
      return accept(toEvent(change), outcome);
    }
    default:
      return assertNever(plan);
  }
}

/** The fields of an event that adds parts: what it added and replaced, the new price, when and by whom. */
function partsAdded(change: PartChange, command: { at: string; by: Actor }) {
  return {
    addedPartIds: change.addedPartIds,
    removedPartIds: change.removedPartIds,
    price: change.price,
    at: command.at,
    by: command.by,
  };
}

export function choicesOf(command: RulesConfirmation): RulesChoices {
  return { selectedParts: command.selectedParts ?? [], removeParts: command.removeParts ?? [] };
}

/** A configuration is only priced against a variation the catalog still offers. */
export function missingVariation(state: Configuration, catalog: VehicleCatalog): Decision | undefined {
  if (compileRules(catalog).variations.has(state.variationCode)) return undefined;
  return refuse(
    'VARIATION_NOT_IN_CATALOG',
    `Variation ${state.variationCode} is no longer offered for model ${catalog.modelId}; choose another variation.`,
    { field: 'variationCode' },
  );
}

function partNotInCatalog(partId: number, catalog: VehicleCatalog): Decision {
  return refuse('PART_NOT_IN_CATALOG', `Part ${partId} is not offered for model ${catalog.modelId}.`, {
    partId,
    field: 'partId',
  });
}

function setupNotInCatalog(setupId: string, catalog: VehicleCatalog): Decision {
  return refuse('SETUP_NOT_IN_CATALOG', `Setup ${setupId} is not offered for model ${catalog.modelId}.`, {
    field: 'setupId',
  });
}
