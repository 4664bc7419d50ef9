import type { VehicleCatalog } from '../catalog/types.js';
import type { ConfigurationCommand } from './commands.js';
import type { Decision } from './decision.js';
import { refuse } from './decision.js';
import { assertNever } from './events.js';
import { redoChange, undoChange } from './historyCommands.js';
import {
  createConfiguration,
  deleteConfiguration,
  dismissUnsavedChanges,
  exportConfiguration,
  resetConfiguration,
  saveConfiguration,
  saveToAccount,
  sendByEmail,
  sendToDealer,
  shareConfiguration,
} from './lifecycleCommands.js';
import {
  addPart,
  applySetup,
  changeVariation,
  removeAllParts,
  removePart,
  selectSetup,
} from './partCommands.js';
import { updateVehicleSettings } from './settingsCommands.js';
import type { ConfigurationState } from './state.js';

export type * from './commands.js';
export type { ConfigurationOutcome, Decision } from './decision.js';
export type { ConfigurationError } from './errors.js';
export { ConfigurationErrorCode } from './errors.js';
export { forkedConfigurationEvents } from './fork.js';

/**
 * Every write to a configuration goes through here. Pure: the catalog, time and actor come in,
 * events (at most one) and the answer go out.
 */
export function decide(
  command: ConfigurationCommand,
  state: ConfigurationState,
  catalog: VehicleCatalog,
): Decision {
  if (command.type === 'CreateConfiguration') return createConfiguration(command, state, catalog);
  if (!state.exists) return refuse('CONFIGURATION_NOT_FOUND', 'The configuration does not exist.');
  if (state.deleted) {
    return refuse('CONFIGURATION_DELETED', `Configuration ${state.configurationId} was deleted.`);
  }
  if (catalog.modelId !== state.modelId) {
    return refuse(
      'MODEL_MISMATCH',
      `Configuration ${state.configurationId} is for model ${state.modelId}, the catalog for ${catalog.modelId}.`,
    );
  }
  switch (command.type) {
    case 'AddPart':
      return addPart(command, state, catalog);
    case 'RemovePart':
      return removePart(command, state, catalog);
    case 'RemoveAllParts':
      return removeAllParts(command, state, catalog);
    case 'SelectSetup':
      return selectSetup(command, state, catalog);
    case 'ApplySetup':
      return applySetup(command, state, catalog);
    case 'ChangeVariation':
      return changeVariation(command, state, catalog);
    case 'UpdateVehicleSettings':
      return updateVehicleSettings(command, state, catalog);
    case 'SaveConfiguration':
      return saveConfiguration(command, state);
    case 'SaveToAccount':
      return saveToAccount(command, state);
    case 'ShareConfiguration':
      return shareConfiguration(command, state);
    case 'SendByEmail':
      return sendByEmail(command, state);
    case 'ExportConfiguration':
      return exportConfiguration(command, state);
    case 'SendToDealer':
      return sendToDealer(command, state);
    case 'UndoChange':
      return undoChange(command, state, catalog);
    case 'RedoChange':
      return redoChange(command, state, catalog);
    case 'DismissUnsavedChanges':
      return dismissUnsavedChanges(command, state);
    case 'ResetConfiguration':
      return resetConfiguration(command, state, catalog);
    case 'DeleteConfiguration':
      return deleteConfiguration(command, state);
    default:
      return assertNever(command);
  }
}
