import type { VehicleSettings } from './vehicleSettings.js';

/** Who acted: an anonymous visitor, a logged-in customer, or a dealer (any of them may be known). */
export interface Actor {
  anonymousId?: string;
  userId?: string;
  dealerNo?: string;
}

/** The customer details a dealer (or the customer) saves with a configuration. */
export interface SaveDetails {
  vin: string | null;
  orderNumber: string | null;
  firstname: string;
  lastname: string;
  comment: string | null;
}

/** What the visitor built: everything saving keeps and dismissing restores. */
export interface ConfigurationContent {
  variationCode: string;
  /** Applied parts in the order they were added, without duplicates. */
  partIds: readonly number[];
  selectedSetupId: string | null;
  appliedSetupId: string | null;
  vehicleSettings: VehicleSettings;
  /** Minor units of `currency`: variation base price plus the applied parts' prices. */
  price: number;
}

export interface SavedSnapshot {
  content: ConfigurationContent;
  saveDetails: SaveDetails | null;
  at: string;
  by: Actor;
}

export interface DealerInquiry {
  dealerNo: string;
  at: string;
}

/** A configuration stream before its ConfigurationCreated event. */
export interface NoConfiguration {
  exists: false;
  version: number;
}

/** What a configuration is created with and keeps for its whole life. */
export interface ConfigurationOrigin {
  configurationId: string;
  /** The configuration this one was saved as new from. */
  clonedConfigurationId: string | null;
  modelId: string;
  companyId: string;
  market: string;
  culture: string;
  currency: string;
  anonymousId: string | null;
}

/** A created configuration. Plain arrays and objects only, so the state can be stored as JSON. */
export interface Configuration extends ConfigurationOrigin, ConfigurationContent {
  exists: true;
  /** Changes since the last save (or since creation). */
  isDirty: boolean;
  saveDetails: SaveDetails | null;
  lastSaved: SavedSnapshot | null;
  /** What dismissing unsaved changes goes back to when the configuration was never saved. */
  createdContent: ConfigurationContent;
  ownerUserId: string | null;
  shareCode: string | null;
  dealerInquiry: DealerInquiry | null;
  createdAt: string;
  createdBy: Actor;
  modifiedAt: string;
  modifiedBy: Actor;
  deleted: boolean;
  /** The steps undo takes back, newest first; null when there is none. */
  undo: HistoryEntry | null;
  /** The steps undone that redo makes again, newest first; a new change clears them. */
  redo: HistoryEntry | null;
  /** Number of events applied. */
  version: number;
}

export type ConfigurationState = NoConfiguration | Configuration;

export const initialState: ConfigurationState = { exists: false, version: 0 };

/** The content alone, of a configuration or of anything that carries one (a created event). */
export function contentOf(source: ConfigurationContent): ConfigurationContent {
  return {
    variationCode: source.variationCode,
    partIds: source.partIds,
    selectedSetupId: source.selectedSetupId,
    appliedSetupId: source.appliedSetupId,
    vehicleSettings: source.vehicleSettings,
    price: source.price,
  };
}

/** What one step changed, enough to name it ("Undo: add the slip-on silencer"). */
export type ChangeKind =
  | { kind: 'partAdded'; partId: number }
  | { kind: 'partRemoved'; partId: number }
  | { kind: 'allPartsRemoved' }
  | { kind: 'setupSelected'; setupId: string | null }
  | { kind: 'setupApplied'; setupId: string }
  | { kind: 'variationChanged'; variationCode: string }
  | { kind: 'colorsChanged' }
  | { kind: 'changesDismissed' }
  | { kind: 'reset' };

/**
 * One entry of the undo or the redo list: the content to go back (or forward) to, and the change it
 * takes back (or makes again). The lists are linked from the newest entry, so a new state shares
 * every older entry with the state before it.
 */
export interface HistoryEntry {
  content: ConfigurationContent;
  change: ChangeKind;
  older: HistoryEntry | null;
  /** Entries in the list from this one down, this one included. */
  depth: number;
}
