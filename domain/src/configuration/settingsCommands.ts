import type { RenderTools, VehicleCatalog } from '../catalog/types.js';
import { XBOW_COLOR_PARTS } from '../catalog/types.js';
import { compileRules } from '../rules/compileRules.js';
import { planPartChanges } from '../rules/rulesEngine.js';
import type { UpdateVehicleSettings } from './commands.js';
import type { Decision } from './decision.js';
import { refuse, reject } from './decision.js';
import type { ConfigurationError } from './errors.js';
import { configurationError } from './errors.js';
import { choicesOf, decidePartChange } from './partCommands.js';
import type { Configuration } from './state.js';
import { notTextOrNull } from './validation.js';
import type { CustomColorConfiguration, ToolsConfiguration, VehicleSettings } from './vehicleSettings.js';
import {
  BODY_FINISHES,
  COLOR_FIELD_BY_SLOT,
  COLOR_SLOTS,
  clearColorsOfRemovedParts,
  isHexColor,
  RIM_SIZES,
} from './vehicleSettings.js';

const TEXT_TOOLS = ['cinematics', 'environments', 'perspectives'] as const;
const COLOR_FIELDS = COLOR_SLOTS.map((slot) => COLOR_FIELD_BY_SLOT[slot]);

/**
 * Tools change freely. A colour slot set to a colour applies its colour part and a slot set to
 * null removes it, through the rules like any part change (same questions and answers).
 */
export function updateVehicleSettings(
  command: UpdateVehicleSettings,
  state: Configuration,
  catalog: VehicleCatalog,
): Decision {
  const tools = command.toolsConfiguration ?? {};
  const colors = command.customColorConfiguration ?? {};
  const problem =
    invalidTools(tools) ?? unofferedTool(tools, catalog.renderTools ?? null) ?? invalidColors(colors);
  if (problem) return reject(problem);

  const offered = compileRules(catalog).parts;
  const applied = new Set(state.partIds);
  const add: number[] = [];
  const remove: number[] = [];
  for (const slot of COLOR_SLOTS) {
    const field = COLOR_FIELD_BY_SLOT[slot];
    const color = colors[field];
    if (color === undefined) continue;
    const partId = XBOW_COLOR_PARTS[slot];
    if (color === null) {
      if (applied.has(partId)) remove.push(partId);
    } else if (!offered.has(partId)) {
      return refuse('PART_NOT_IN_CATALOG', `Model ${catalog.modelId} has no ${slot} colour slot.`, {
        partId,
        field: `customColorConfiguration.${field}`,
      });
    } else if (!applied.has(partId)) {
      add.push(partId);
    }
  }

  const requested: VehicleSettings = {
    toolsConfiguration: mergeTools(state.vehicleSettings.toolsConfiguration, tools),
    customColorConfiguration: mergeColors(state.vehicleSettings.customColorConfiguration, colors),
  };
  const plan = planPartChanges(catalog, state.partIds, { add, remove }, choicesOf(command));
  return decidePartChange(state, catalog, plan, (change) => ({
    type: 'VehicleSettingsUpdated',
    vehicleSettings: clearColorsOfRemovedParts(requested, change.removedPartIds),
    addedPartIds: change.addedPartIds,
    removedPartIds: change.removedPartIds,
    price: change.price,
    at: command.at,
    by: command.by,
  }));
}

function invalidTools(tools: Partial<ToolsConfiguration>): ConfigurationError | undefined {
  for (const key of TEXT_TOOLS) {
    const problem = notTextOrNull(tools[key], `toolsConfiguration.${key}`);
    if (problem) return problem;
  }
  const lighting: unknown = tools.lighting;
  if (
    lighting !== undefined &&
    lighting !== null &&
    !(typeof lighting === 'number' && Number.isFinite(lighting))
  ) {
    return invalid('toolsConfiguration.lighting', 'must be a number');
  }
  const animations: unknown = tools.animations;
  if (
    animations !== undefined &&
    !(Array.isArray(animations) && animations.every((item) => typeof item === 'string'))
  ) {
    return invalid('toolsConfiguration.animations', 'must be a list of texts');
  }
  return undefined;
}

/** A saved tool must be one the vehicle's renderer offers (its Id), the lighting within its range. */
function unofferedTool(
  tools: Partial<ToolsConfiguration>,
  offered: RenderTools | null,
): ConfigurationError | undefined {
  if (!offered) return undefined;
  const lists = {
    environments: offered.environments,
    cinematics: offered.cinematics,
    perspectives: offered.perspectives,
  } as const;
  for (const key of TEXT_TOOLS) {
    const value = tools[key];
    if (typeof value === 'string' && !lists[key].includes(value)) {
      return invalid(`toolsConfiguration.${key}`, `must be one of ${lists[key].join(', ')}, not ${value}`);
    }
  }
  const { min, max } = offered.lighting;
  if (typeof tools.lighting === 'number' && (tools.lighting < min || tools.lighting > max)) {
    return invalid('toolsConfiguration.lighting', `must be from ${min} to ${max}, not ${tools.lighting}`);
  }
  const unknown = (tools.animations ?? []).find((animation) => !offered.views.includes(animation));
  if (unknown !== undefined) {
    return invalid(
      'toolsConfiguration.animations',
      `must name views of ${offered.views.join(', ')}, not ${unknown}`,
    );
  }
  return undefined;
}

function invalidColors(colors: Partial<CustomColorConfiguration>): ConfigurationError | undefined {
  for (const field of COLOR_FIELDS) {
    const color: unknown = colors[field];
    if (color === undefined || color === null) continue;
    if (typeof color !== 'string' || !isHexColor(color)) {
      return invalid(`customColorConfiguration.${field}`, 'must be six hex digits or null');
    }
  }
  const finish: unknown = colors.bodyFinish;
  if (finish !== undefined && !BODY_FINISHES.some((allowed) => allowed === finish)) {
    return invalid('customColorConfiguration.bodyFinish', `must be one of ${BODY_FINISHES.join(', ')}`);
  }
  const rimSize: unknown = colors.rimSize;
  if (rimSize !== undefined && !RIM_SIZES.some((allowed) => allowed === rimSize)) {
    return invalid('customColorConfiguration.rimSize', `must be ${RIM_SIZES.join(' or ')}`);
  }
  return undefined;
}

function invalid(field: string, rule: string): ConfigurationError {
  return configurationError('FIELD_INVALID', `${field} ${rule}.`, { field });
}

// Field by field rather than spreading the patch, so that unknown keys from a request never reach
// the stored settings.
function mergeTools(current: ToolsConfiguration, patch: Partial<ToolsConfiguration>): ToolsConfiguration {
  return {
    cinematics: patch.cinematics === undefined ? current.cinematics : patch.cinematics,
    environments: patch.environments === undefined ? current.environments : patch.environments,
    lighting: patch.lighting === undefined ? current.lighting : patch.lighting,
    perspectives: patch.perspectives === undefined ? current.perspectives : patch.perspectives,
    animations: patch.animations === undefined ? current.animations : [...patch.animations],
  };
}

function mergeColors(
  current: CustomColorConfiguration,
  patch: Partial<CustomColorConfiguration>,
): CustomColorConfiguration {
  const merged: CustomColorConfiguration = {
    ...current,
    bodyFinish: patch.bodyFinish === undefined ? current.bodyFinish : patch.bodyFinish,
    rimSize: patch.rimSize === undefined ? current.rimSize : patch.rimSize,
  };
  for (const field of COLOR_FIELDS) {
    const color = patch[field];
    if (color !== undefined) merged[field] = color === null ? null : color.toUpperCase();
  }
  return merged;
}
