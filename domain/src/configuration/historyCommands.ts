import type { VehicleCatalog } from '../catalog/types.js';
import { configurationPrice } from '../pricing/price.js';
import { compileRules } from '../rules/rulesEngine.js';
import type { RedoChange, UndoChange } from './commands.js';
import type { Decision } from './decision.js';
import { accept, refuse, unchangedOutcome } from './decision.js';
import type { Configuration, ConfigurationContent } from './state.js';
import type { HistoryEntry } from './undoHistory.js';

/** Takes the last step back: the content before it, with the 3D tools as they are now. */
export function undoChange(command: UndoChange, state: Configuration, catalog: VehicleCatalog): Decision {
  if (!state.undo) return refuse('NOTHING_TO_UNDO', 'There is no step to undo.');
  return restore('ChangeUndone', command, state, state.undo, catalog);
}

/** Makes the last step undone again, unless a change was made since. */
export function redoChange(command: RedoChange, state: Configuration, catalog: VehicleCatalog): Decision {
  if (!state.redo) return refuse('NOTHING_TO_REDO', 'There is no undone step to redo.');
  return restore('ChangeRedone', command, state, state.redo, catalog);
}

function restore(
  type: 'ChangeUndone' | 'ChangeRedone',
  command: UndoChange | RedoChange,
  state: Configuration,
  entry: HistoryEntry,
  catalog: VehicleCatalog,
): Decision {
  const index = compileRules(catalog);
  const target = entry.content;
  const verb = type === 'ChangeUndone' ? 'undone' : 'redone';
  if (!index.variations.has(target.variationCode)) {
    return refuse(
      'VARIATION_NOT_IN_CATALOG',
      `The step cannot be ${verb}: variation ${target.variationCode} is no longer offered.`,
      { field: 'variationCode' },
    );
  }
  const gone = target.partIds.find((id) => !index.parts.has(id));
  if (gone !== undefined) {
    return refuse('PART_NOT_IN_CATALOG', `The step cannot be ${verb}: part ${gone} is no longer offered.`, {
      partId: gone,
      field: 'partId',
    });
  }
  // The catalog may have changed its prices since: the price is the one of today's catalog.
  const content: ConfigurationContent = {
    ...target,
    vehicleSettings: {
      toolsConfiguration: state.vehicleSettings.toolsConfiguration,
      customColorConfiguration: target.vehicleSettings.customColorConfiguration,
    },
    price: configurationPrice(catalog, target.variationCode, target.partIds),
  };
  const before = new Set(state.partIds);
  const after = new Set(content.partIds);
  return accept(
    { type, ...content, at: command.at, by: command.by },
    {
      ...unchangedOutcome(state),
      partIds: content.partIds,
      price: content.price,
      addedPartIds: content.partIds.filter((id) => !before.has(id)),
      removedPartIds: state.partIds.filter((id) => !after.has(id)),
    },
  );
}
