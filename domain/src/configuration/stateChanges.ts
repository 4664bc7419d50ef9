import { nextPartIds } from './partList.js';
import type { Actor, Configuration, ConfigurationContent, SaveDetails } from './state.js';
import { contentOf } from './state.js';
import type { ChangeKind } from './undoHistory.js';
import { pushEntry } from './undoHistory.js';
import type { VehicleSettings } from './vehicleSettings.js';
import { clearColorsOfRemovedParts } from './vehicleSettings.js';

/** The changes `evolve` makes to the copy of a state, one event field at a time. */

interface StepMeta {
  at: string;
  by: Actor;
}

interface SettingsChange {
  vehicleSettings: VehicleSettings;
  addedPartIds: readonly number[];
  removedPartIds: readonly number[];
  price: number;
}

export function changeSettings(next: Configuration, state: Configuration, event: SettingsChange): void {
  next.partIds = nextPartIds(state.partIds, event.addedPartIds, event.removedPartIds);
  next.vehicleSettings = event.vehicleSettings;
  next.price = event.price;
}

/**
 * Field by field rather than `{ ...state }`: a spread of an object this wide takes V8's slow path,
 * which made replaying a stream several times slower.
 */
export function copyOf(state: Configuration, version: number): Configuration {
  return {
    exists: true,
    configurationId: state.configurationId,
    clonedConfigurationId: state.clonedConfigurationId,
    modelId: state.modelId,
    companyId: state.companyId,
    market: state.market,
    culture: state.culture,
    currency: state.currency,
    anonymousId: state.anonymousId,
    variationCode: state.variationCode,
    partIds: state.partIds,
    selectedSetupId: state.selectedSetupId,
    appliedSetupId: state.appliedSetupId,
    vehicleSettings: state.vehicleSettings,
    price: state.price,
    isDirty: state.isDirty,
    saveDetails: state.saveDetails,
    lastSaved: state.lastSaved,
    createdContent: state.createdContent,
    ownerUserId: state.ownerUserId,
    shareCode: state.shareCode,
    dealerInquiry: state.dealerInquiry,
    createdAt: state.createdAt,
    createdBy: state.createdBy,
    modifiedAt: state.modifiedAt,
    modifiedBy: state.modifiedBy,
    deleted: state.deleted,
    undo: state.undo,
    redo: state.redo,
    version,
  };
}

/** A step undo can take back: the content before it goes on the undo list, and redo is cleared. */
export function recordStep(next: Configuration, state: Configuration, change: ChangeKind): void {
  next.undo = pushEntry(state.undo, contentOf(state), change);
  next.redo = null;
}

/** Undone: the content before it goes on the redo list under the same change. */
export function stepBack(next: Configuration, state: Configuration): void {
  if (!state.undo) return;
  next.redo = pushEntry(state.redo, contentOf(state), state.undo.change);
  next.undo = state.undo.older;
}

export function stepForward(next: Configuration, state: Configuration): void {
  if (!state.redo) return;
  next.undo = pushEntry(state.undo, contentOf(state), state.redo.change);
  next.redo = state.redo.older;
}

export function colorsChanged(state: Configuration, event: SettingsChange): boolean {
  return (
    event.addedPartIds.length > 0 ||
    event.removedPartIds.length > 0 ||
    JSON.stringify(state.vehicleSettings.customColorConfiguration) !==
      JSON.stringify(event.vehicleSettings.customColorConfiguration)
  );
}

/** A change to what the visitor built: it is now unsaved. */
export function markChanged(next: Configuration, event: StepMeta): void {
  next.isDirty = true;
  next.modifiedAt = event.at;
  next.modifiedBy = event.by;
}

export function markSaved(next: Configuration, event: StepMeta, saveDetails: SaveDetails | null): void {
  next.saveDetails = saveDetails;
  next.lastSaved = { content: contentOf(next), saveDetails, at: event.at, by: event.by };
  next.isDirty = false;
  next.modifiedAt = event.at;
  next.modifiedBy = event.by;
}

export function changeParts(
  next: Configuration,
  event: StepMeta,
  addedPartIds: readonly number[],
  removedPartIds: readonly number[],
  price: number,
): void {
  markChanged(next, event);
  next.partIds = nextPartIds(next.partIds, addedPartIds, removedPartIds);
  next.vehicleSettings = clearColorsOfRemovedParts(next.vehicleSettings, removedPartIds);
  next.price = price;
}

export function setContent(next: Configuration, content: ConfigurationContent): void {
  next.variationCode = content.variationCode;
  next.partIds = content.partIds;
  next.selectedSetupId = content.selectedSetupId;
  next.appliedSetupId = content.appliedSetupId;
  next.vehicleSettings = content.vehicleSettings;
  next.price = content.price;
}
