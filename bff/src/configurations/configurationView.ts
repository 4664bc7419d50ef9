import {
  type Configuration,
  configurationPrice,
  explainRulesResult,
  type HistoryEntry,
  type RulesResult,
  type VehicleCatalog,
  type VehicleSettings,
  type WholePlan,
} from '@configurator/domain';
import { restRuleSteps } from '../catalog/catalogPresentation.js';
import type { CatalogService } from '../catalog/catalogService.js';
import type { ResolvedContext } from '../catalog/catalogTypes.js';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { isoDateTime } from '../http/isoDateTime.js';
import { fullImages } from '../images/fullImages.js';
import { colorCustomizationOf } from './colorCustomization.js';
import type {
  ConfigurationSummary,
  LoadedConfiguration,
  PartChangeAnswer,
  RestVehicleSettings,
  VehicleSettingsInput,
} from './configurationSchemas.js';
import type { CommandResult } from './configurationWriter.js';
import type { StatePresentation } from './statePresentation.js';

export type RulesAnswer = RulesResult;

export function restRulesResult(rules: RulesResult): NonNullable<PartChangeAnswer['RulesResult']> {
  return {
    RuleType: rules.ruleType,
    Part: rules.part,
    Parts: [...rules.parts],
    ChoosePart: rules.choosePart,
  };
}

/** What the whole plan adds to the price, in minor units: the parts it adds less those it removes. */
function priceChangeOf(result: CommandResult, plan: WholePlan): number {
  const { state, catalog } = result;
  const removed = new Set(plan.removedPartIds);
  const after = [...state.partIds.filter((id) => !removed.has(id)), ...plan.addedPartIds];
  return (
    configurationPrice(catalog, state.variationCode, after) -
    configurationPrice(catalog, state.variationCode, state.partIds)
  );
}

/**
 * What add-part, remove-part, setups and updates answer: the question, or parts, images and price.
 * The explanations go through the options chosen (`chosenPartIds`: the answers so far and the plan's).
 */
export function partChangeAnswer(
  result: CommandResult,
  catalog: CatalogService,
  plan: WholePlan | null = null,
  chosenPartIds: readonly number[] = [],
): PartChangeAnswer {
  const partIds = result.outcome?.partIds ?? result.state.partIds;
  const price = result.outcome?.price ?? result.state.price;
  const explain = (rules: RulesResult) =>
    explainRulesResult(result.catalog, result.state.partIds, rules, chosenPartIds).map((why) => ({
      Part: why.part,
      Because: restRuleSteps(why.steps),
    }));
  return {
    RulesResult: result.rulesResult ? restRulesResult(result.rulesResult) : null,
    Explanations: result.rulesResult ? explain(result.rulesResult) : [],
    Plan:
      result.rulesResult && plan
        ? {
            Questions: plan.questions.map((q) => ({
              ...restRulesResult(q.rulesResult),
              Answer: [...q.answer],
              Explanations: explain(q.rulesResult),
            })),
            AddedPartIds: [...plan.addedPartIds],
            RemovedPartIds: [...plan.removedPartIds],
            PriceChange: catalog.price(priceChangeOf(result, plan), result.context),
          }
        : null,
    PartIds: [...partIds],
    FullImages: fullImages(result.catalog, result.state.variationCode, partIds, result.state.vehicleSettings),
    Price: catalog.price(price, result.context),
    AddedPartIds: [...(result.outcome?.addedPartIds ?? [])],
    RemovedPartIds: [...(result.outcome?.removedPartIds ?? [])],
    DryRun: result.dryRun || result.rulesResult !== null,
    History: undoRedoOf(result.state),
  };
}

type UndoRedo = ConfigurationSummary['History'];

function historyStep(entry: HistoryEntry | null): UndoRedo['Undo'] {
  if (!entry) return null;
  const { change } = entry;
  return {
    Kind: change.kind,
    PartId: 'partId' in change ? change.partId : null,
    SetupId: 'setupId' in change ? change.setupId : null,
    VariationCode: 'variationCode' in change ? change.variationCode : null,
  };
}

/** What undo and redo would do now. */
export function undoRedoOf(state: Configuration): UndoRedo {
  return {
    Undo: historyStep(state.undo),
    Redo: historyStep(state.redo),
    UndoCount: state.undo?.depth ?? 0,
    RedoCount: state.redo?.depth ?? 0,
  };
}

export function restVehicleSettings(settings: VehicleSettings): RestVehicleSettings {
  const tools = settings.toolsConfiguration;
  const colors = settings.customColorConfiguration;
  return {
    ToolsConfiguration: {
      Cinematics: tools.cinematics,
      Environments: tools.environments,
      Lighting: tools.lighting,
      Perspectives: tools.perspectives,
      Animations: [...tools.animations],
    },
    CustomColorConfiguration: {
      SelectedBodyColor: colors.selectedBodyColor,
      SelectedCaliperColor: colors.selectedCaliperColor,
      SelectedRimsColor: colors.selectedRimsColor,
      SelectedStitchingColor: colors.selectedStitchingColor,
      SelectedSuspensionAndLogoColor: colors.selectedSuspensionAndLogoColor,
      BodyFinish: colors.bodyFinish,
      RimSize: colors.rimSize,
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The fields a request names, in the domain's spelling; absent fields stay as they are. */
export function domainSettingsInput(input: VehicleSettingsInput) {
  const tools = input.ToolsConfiguration;
  const colors = input.CustomColorConfiguration;
  return {
    ...(tools
      ? {
          toolsConfiguration: definedOnly({
            cinematics: tools.Cinematics,
            environments: tools.Environments,
            lighting: tools.Lighting,
            perspectives: tools.Perspectives,
            animations: tools.Animations,
          }),
        }
      : {}),
    ...(colors
      ? {
          customColorConfiguration: definedOnly({
            selectedBodyColor: colors.SelectedBodyColor?.toUpperCase() ?? colors.SelectedBodyColor,
            selectedCaliperColor: colors.SelectedCaliperColor?.toUpperCase() ?? colors.SelectedCaliperColor,
            selectedRimsColor: colors.SelectedRimsColor?.toUpperCase() ?? colors.SelectedRimsColor,
            selectedStitchingColor:
              colors.SelectedStitchingColor?.toUpperCase() ?? colors.SelectedStitchingColor,
            selectedSuspensionAndLogoColor:
              colors.SelectedSuspensionAndLogoColor?.toUpperCase() ?? colors.SelectedSuspensionAndLogoColor,
            bodyFinish: colors.BodyFinish,
            rimSize: colors.RimSize,
          }),
        }
      : {}),
  };
}

export function configurationSummary(
  state: Configuration,
  catalog: VehicleCatalog,
  context: ResolvedContext,
  catalogService: CatalogService,
): ConfigurationSummary {
  return {
    ConfigurationId: state.configurationId,
    ModelId: state.modelId,
    ClonedConfigurationId: state.clonedConfigurationId,
    VariationCode: state.variationCode,
    SelectedPartIds: [...state.partIds],
    SelectedSetupId: state.selectedSetupId,
    AppliedSetupId: state.appliedSetupId,
    TotalPrice: catalogService.price(state.price, context),
    Is3DModel: catalog.renderingEngine === 'Engine3D',
    IsDirty: state.isDirty,
    VehicleSettings: restVehicleSettings(state.vehicleSettings),
    FullImages: fullImages(catalog, state.variationCode, state.partIds, state.vehicleSettings),
    StreamVersion: state.version,
    CreatedAt: isoDateTime(state.createdAt),
    UpdatedAt: isoDateTime(state.modifiedAt),
    History: undoRedoOf(state),
  };
}

/** GET /configuration/{id}: what the client needs to rebuild its state ("Loading a saved configuration"). */
export function loadedConfiguration(
  state: Configuration,
  { catalog, overview, context, appliedParts }: StatePresentation,
  catalogService: CatalogService,
): LoadedConfiguration {
  const summary = configurationSummary(state, catalog, context, catalogService);
  return {
    ConfigurationId: state.configurationId,
    Vehicle: {
      ModelId: state.modelId,
      Name: overview.Vehicle.Name,
      AvailableParts: overview.Parts,
      // The available parts among the selected ids, each once, in the order they were applied.
      AppliedParts: appliedParts,
      FullImages: summary.FullImages,
      Variations: overview.Variations,
      HeroImageUrl: overview.Vehicle.Hero.ImageUrl,
    },
    Configuration: summary,
    SaveDetails: state.saveDetails
      ? {
          Vin: state.saveDetails.vin,
          OrderNumber: state.saveDetails.orderNumber,
          Firstname: state.saveDetails.firstname,
          Lastname: state.saveDetails.lastname,
          Comment: state.saveDetails.comment,
        }
      : null,
    TestRideData: overview.TestRideData,
    HeroImageUrl: overview.Vehicle.Hero.ImageUrl,
    FullImages: summary.FullImages,
    ColorCustomization: colorCustomizationOf(state, overview, context.language),
  };
}

/** One event of a configuration's history as the replay reads it. */
export interface ReplayEvent {
  version: number;
  type: string;
  /** When it was stored, ISO 8601 in UTC. */
  at: string;
  data: Record<string, unknown>;
  /** For the first event of a configuration forked from another one's history: where it came from. */
  forkedFrom: { configurationId: string; afterVersion: number } | null;
}

function forkedFromOf(metadata: unknown): ReplayEvent['forkedFrom'] {
  const from = (metadata as { forkedFrom?: { configurationId?: unknown; afterVersion?: unknown } } | null)
    ?.forkedFrom;
  return typeof from?.configurationId === 'string' && typeof from.afterVersion === 'number'
    ? { configurationId: from.configurationId, afterVersion: from.afterVersion }
    : null;
}

/** A configuration's events, oldest first, for the dealer's replay. */
export function replayEvents(events: readonly StoredEvent[]): ReplayEvent[] {
  return events.map((event) => ({
    version: event.streamVersion,
    type: event.type,
    at: isoDateTime(event.createdAt),
    data: event.data as Record<string, unknown>,
    forkedFrom: event.type === 'ConfigurationCreated' ? forkedFromOf(event.metadata) : null,
  }));
}
