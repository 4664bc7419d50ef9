import type { UserProfile } from './events.js';
import type { Actor } from './state.js';
import type { CustomColorConfiguration, ToolsConfiguration } from './vehicleSettings.js';

/** Time and actor come with every command, so deciding stays pure. */
interface CommandMeta {
  /** ISO 8601 time of the request. */
  at: string;
  by: Actor;
}

/**
 * The user's answers to the rules questions, repeated with every request of the confirmation
 * dialog. While a question is left open the decision asks it and yields no event.
 */
export interface RulesConfirmation {
  selectedParts?: readonly number[];
  removeParts?: readonly number[];
}

export interface CreateConfiguration extends CommandMeta {
  type: 'CreateConfiguration';
  configurationId: string;
  modelId: string;
  /** Absent: the model's first variation. */
  variationCode?: string | null;
  companyId: string;
  market: string;
  culture: string;
  /** When given, must match the catalog's currency for the market. */
  currency?: string | null;
  anonymousId?: string | null;
}

export interface AddPart extends CommandMeta, RulesConfirmation {
  type: 'AddPart';
  partId: number;
}

export interface RemovePart extends CommandMeta {
  type: 'RemovePart';
  partId: number;
  /** Dependent parts the user accepts to lose with it. */
  removeParts?: readonly number[];
}

export interface RemoveAllParts extends CommandMeta {
  type: 'RemoveAllParts';
}

export interface SelectSetup extends CommandMeta {
  type: 'SelectSetup';
  /** null clears the selection. */
  setupId: string | null;
}

export interface ApplySetup extends CommandMeta, RulesConfirmation {
  type: 'ApplySetup';
  setupId: string;
}

export interface ChangeVariation extends CommandMeta {
  type: 'ChangeVariation';
  variationCode: string;
}

/**
 * Only the fields present change. Setting a colour slot applies its colour part, setting it to
 * null removes the part, so a colour change can raise rules questions like adding a part does.
 */
export interface UpdateVehicleSettings extends CommandMeta, RulesConfirmation {
  type: 'UpdateVehicleSettings';
  toolsConfiguration?: Partial<ToolsConfiguration>;
  customColorConfiguration?: Partial<CustomColorConfiguration>;
}

export interface SaveDetailsInput {
  vin?: string | null;
  orderNumber?: string | null;
  firstname: string;
  lastname: string;
  comment?: string | null;
}

export interface SaveConfiguration extends CommandMeta {
  type: 'SaveConfiguration';
  saveDetails: SaveDetailsInput;
  /** Keep this configuration as it is and save a copy under `newConfigurationId`. */
  saveAsNew?: boolean;
  newConfigurationId?: string | null;
}

export interface SaveToAccount extends CommandMeta {
  type: 'SaveToAccount';
  userId: string;
}

export interface ShareConfiguration extends CommandMeta {
  type: 'ShareConfiguration';
  shareCode: string;
}

export interface SendByEmail extends CommandMeta {
  type: 'SendByEmail';
  email: string;
}

export interface ExportConfiguration extends CommandMeta {
  type: 'ExportConfiguration';
  firstname: string;
  lastname: string;
  email?: string | null;
}

export interface SendToDealer extends CommandMeta {
  type: 'SendToDealer';
  dealerNo: string;
  userProfileId: string;
  userProfile: UserProfile;
}

export interface DismissUnsavedChanges extends CommandMeta {
  type: 'DismissUnsavedChanges';
}

export interface ResetConfiguration extends CommandMeta {
  type: 'ResetConfiguration';
}

/** Takes back the last step (parts, setups, variation, colours); the 3D tools stay as they are. */
export interface UndoChange extends CommandMeta {
  type: 'UndoChange';
}

/** Makes the last undone step again. */
export interface RedoChange extends CommandMeta {
  type: 'RedoChange';
}

export interface DeleteConfiguration extends CommandMeta {
  type: 'DeleteConfiguration';
}

export type ConfigurationCommand =
  | CreateConfiguration
  | AddPart
  | RemovePart
  | RemoveAllParts
  | SelectSetup
  | ApplySetup
  | ChangeVariation
  | UpdateVehicleSettings
  | SaveConfiguration
  | SaveToAccount
  | ShareConfiguration
  | SendByEmail
  | ExportConfiguration
  | SendToDealer
  | DismissUnsavedChanges
  | ResetConfiguration
  | UndoChange
  | RedoChange
  | DeleteConfiguration;

export type ConfigurationCommandType = ConfigurationCommand['type'];
