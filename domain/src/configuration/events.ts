import type {
  Actor,
  Configuration,
  ConfigurationContent,
  ConfigurationOrigin,
  ConfigurationState,
  SaveDetails,
} from './state.js';
import { contentOf } from './state.js';
import {
  changeParts,
  changeSettings,
  colorsChanged,
  copyOf,
  markChanged,
  markSaved,
  recordStep,
  setContent,
  stepBack,
  stepForward,
} from './stateChanges.js';
import type { CarriedHistory } from './undoHistory.js';
import { listOf } from './undoHistory.js';
import type { VehicleSettings } from './vehicleSettings.js';
import { storedVehicleSettings } from './vehicleSettings.js';

export type {
  Actor,
  Configuration,
  ConfigurationContent,
  ConfigurationOrigin,
  ConfigurationState,
  DealerInquiry,
  NoConfiguration,
  SaveDetails,
  SavedSnapshot,
} from './state.js';
export { contentOf, initialState } from './state.js';

interface EventMeta {
  /** ISO 8601 time the command was accepted. */
  at: string;
  by: Actor;
}

/** A new configuration; a configuration saved as new starts with the copied content. */
export interface ConfigurationCreated extends EventMeta, ConfigurationOrigin, ConfigurationContent {
  type: 'ConfigurationCreated';
  /** A copy (saved as new, or forked from a dealer's replay) keeps the original's undo and redo. */
  history?: CarriedHistory;
}

/** `addedPartIds` starts with `partId` and goes on with the parts it needed. */
export interface PartAdded extends EventMeta {
  type: 'PartAdded';
  partId: number;
  addedPartIds: readonly number[];
  /** The parts it replaced and the parts that needed those. */
  removedPartIds: readonly number[];
  price: number;
}

/** `removedPartIds` starts with `partId` and goes on with the parts that needed it. */
export interface PartRemoved extends EventMeta {
  type: 'PartRemoved';
  partId: number;
  removedPartIds: readonly number[];
  price: number;
}

export interface AllPartsRemoved extends EventMeta {
  type: 'AllPartsRemoved';
  removedPartIds: readonly number[];
  price: number;
}

export interface SetupSelected extends EventMeta {
  type: 'SetupSelected';
  setupId: string | null;
}

export interface SetupApplied extends EventMeta {
  type: 'SetupApplied';
  setupId: string;
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
  price: number;
}

export interface VariationChanged extends EventMeta {
  type: 'VariationChanged';
  variationCode: string;
  price: number;
}

/** The complete settings after the update, and the colour parts that came or went with it. */
export interface VehicleSettingsUpdated extends EventMeta {
  type: 'VehicleSettingsUpdated';
  vehicleSettings: VehicleSettings;
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
  price: number;
}

export interface ConfigurationSaved extends EventMeta {
  type: 'ConfigurationSaved';
  saveDetails: SaveDetails;
}

/** Saved as new: the copy lives in its own stream (see `forkedConfigurationEvents`); this one is unchanged. */
export interface ConfigurationForked extends EventMeta {
  type: 'ConfigurationForked';
  newConfigurationId: string;
  saveDetails: SaveDetails;
}

export interface ConfigurationSavedToAccount extends EventMeta {
  type: 'ConfigurationSavedToAccount';
  userId: string;
}

export interface ConfigurationShared extends EventMeta {
  type: 'ConfigurationShared';
  shareCode: string;
}

export interface ConfigurationSentByEmail extends EventMeta {
  type: 'ConfigurationSentByEmail';
  email: string;
}

export interface ConfigurationExported extends EventMeta {
  type: 'ConfigurationExported';
  firstname: string;
  lastname: string;
  email: string | null;
}

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ConfigurationSentToDealer extends EventMeta {
  type: 'ConfigurationSentToDealer';
  dealerNo: string;
  userProfileId: string;
  userProfile: UserProfile;
}

/** Back to the last saved content (or the content at creation); carries what it went back to. */
export interface UnsavedChangesDismissed extends EventMeta, ConfigurationContent {
  type: 'UnsavedChangesDismissed';
}

/** No parts, no setup, default settings; the variation stays. Carries the content it reset to. */
export interface ConfigurationReset extends EventMeta, ConfigurationContent {
  type: 'ConfigurationReset';
}

/** The last step taken back: carries the content it went back to. */
export interface ChangeUndone extends EventMeta, ConfigurationContent {
  type: 'ChangeUndone';
}

/** The last step undone made again: carries the content it went forward to. */
export interface ChangeRedone extends EventMeta, ConfigurationContent {
  type: 'ChangeRedone';
}

export interface ConfigurationDeleted extends EventMeta {
  type: 'ConfigurationDeleted';
}

export type ConfigurationEvent =
  | ConfigurationCreated
  | PartAdded
  | PartRemoved
  | AllPartsRemoved
  | SetupSelected
  | SetupApplied
  | VariationChanged
  | VehicleSettingsUpdated
  | ConfigurationSaved
  | ConfigurationForked
  | ConfigurationSavedToAccount
  | ConfigurationShared
  | ConfigurationSentByEmail
  | ConfigurationExported
  | ConfigurationSentToDealer
  | UnsavedChangesDismissed
  | ConfigurationReset
  | ChangeUndone
  | ChangeRedone
  | ConfigurationDeleted;

export type ConfigurationEventType = ConfigurationEvent['type'];

/** The events that carry the complete vehicle settings. */
export const EVENTS_WITH_VEHICLE_SETTINGS = [
  'ConfigurationCreated',
  'VehicleSettingsUpdated',
  'UnsavedChangesDismissed',
  'ConfigurationReset',
  'ChangeUndone',
  'ChangeRedone',
] as const satisfies readonly ConfigurationEventType[];

/**
 * The stored data of one of those events with its settings in the current shape (see
 * `storedVehicleSettings`): the upcaster every reader of stored events applies to them.
 */
export function upcastVehicleSettingsOf(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...data, vehicleSettings: storedVehicleSettings(data.vehicleSettings) };
}

export function evolve(state: ConfigurationState, event: ConfigurationEvent): ConfigurationState {
  const version = state.version + 1;
  if (!state.exists) {
    // Only a creation can start a stream; anything else before it is counted but changes nothing.
    return event.type === 'ConfigurationCreated' ? created(event, version) : { exists: false, version };
  }
  // Replays run through here once per event: the state is copied once and only the copy's fields
  // are assigned, which keeps every state object the same shape and the fold fast.
  const next = copyOf(state, version);
  switch (event.type) {
    case 'ConfigurationCreated':
      return next;
    case 'PartAdded':
      recordStep(next, state, { kind: 'partAdded', partId: event.partId });
      changeParts(next, event, event.addedPartIds, event.removedPartIds, event.price);
      return next;
    case 'PartRemoved':
      recordStep(next, state, { kind: 'partRemoved', partId: event.partId });
      changeParts(next, event, [], event.removedPartIds, event.price);
      return next;
    case 'AllPartsRemoved':
      recordStep(next, state, { kind: 'allPartsRemoved' });
      changeParts(next, event, [], event.removedPartIds, event.price);
      next.appliedSetupId = null;
      return next;
    case 'SetupSelected':
      recordStep(next, state, { kind: 'setupSelected', setupId: event.setupId });
      markChanged(next, event);
      next.selectedSetupId = event.setupId;
      return next;
    case 'SetupApplied':
      recordStep(next, state, { kind: 'setupApplied', setupId: event.setupId });
      changeParts(next, event, event.addedPartIds, event.removedPartIds, event.price);
      next.selectedSetupId = event.setupId;
      next.appliedSetupId = event.setupId;
      return next;
    case 'VariationChanged':
      recordStep(next, state, { kind: 'variationChanged', variationCode: event.variationCode });
      markChanged(next, event);
      next.variationCode = event.variationCode;
      next.price = event.price;
      return next;
    case 'VehicleSettingsUpdated':
      // The 3D tools (camera, light, scene) are how the visitor looks, not what they built: no step.
      if (colorsChanged(state, event)) recordStep(next, state, { kind: 'colorsChanged' });
      markChanged(next, event);
      changeSettings(next, state, event);
      return next;
    case 'ConfigurationSaved':
      markSaved(next, event, event.saveDetails);
      return next;
    case 'ConfigurationForked':
      return next;
    case 'ConfigurationSavedToAccount':
      markSaved(next, event, state.saveDetails);
      next.ownerUserId = event.userId;
      return next;
    case 'ConfigurationShared':
      next.shareCode = event.shareCode;
      return next;
    case 'ConfigurationSentByEmail':
    case 'ConfigurationExported':
      return next;
    case 'ConfigurationSentToDealer':
      next.dealerInquiry = { dealerNo: event.dealerNo, at: event.at };
      return next;
    case 'UnsavedChangesDismissed':
      recordStep(next, state, { kind: 'changesDismissed' });
      markChanged(next, event);
      setContent(next, event);
      next.isDirty = false;
      return next;
    case 'ConfigurationReset':
      recordStep(next, state, { kind: 'reset' });
      markChanged(next, event);
      setContent(next, event);
      return next;
    case 'ChangeUndone':
      stepBack(next, state);
      markChanged(next, event);
      setContent(next, event);
      return next;
    case 'ChangeRedone':
      stepForward(next, state);
      markChanged(next, event);
      setContent(next, event);
      return next;
    case 'ConfigurationDeleted':
      next.deleted = true;
      next.modifiedAt = event.at;
      next.modifiedBy = event.by;
      return next;
    default:
      return assertNever(event);
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

function created(event: ConfigurationCreated, version: number): Configuration {
  const content = contentOf(event);
  return {
    exists: true,
    configurationId: event.configurationId,
    clonedConfigurationId: event.clonedConfigurationId,
    modelId: event.modelId,
    companyId: event.companyId,
    market: event.market,
    culture: event.culture,
    currency: event.currency,
    anonymousId: event.anonymousId,
    ...content,
    isDirty: false,
    saveDetails: null,
    lastSaved: null,
    createdContent: content,
    ownerUserId: null,
    shareCode: null,
    dealerInquiry: null,
    createdAt: event.at,
    createdBy: event.by,
    modifiedAt: event.at,
    modifiedBy: event.by,
    deleted: false,
    undo: listOf(event.history?.undo),
    redo: listOf(event.history?.redo),
    version,
  };
}
