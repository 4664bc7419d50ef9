import { batch, computed, signal } from '@preact/signals-react';
import { queryKeys } from '../lib/queryKeys.js';
import { querySignal } from '../lib/querySignal.js';
import { resetAllResettable, resettable } from '../lib/resettable.js';
import type { ConfigurationSummary, LoadedConfiguration, VehicleOverview } from '../lib/trpcClient.js';

/** The configuration state of the specification (section 3), one signal per field. */

export const DEFAULT_CULTURE = 'de-AT';
/** The company the product serves unless `id_company` names another. */
export const DEFAULT_COMPANY_ID = '6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01';

type Part = LoadedConfiguration['Vehicle']['AvailableParts'][number];
type Variation = LoadedConfiguration['Vehicle']['Variations'][number];
type FullImage = LoadedConfiguration['FullImages'][number];
export type TestRideData = NonNullable<LoadedConfiguration['TestRideData']>;
export type SaveDetails = NonNullable<LoadedConfiguration['SaveDetails']>;
type VehicleSettings = ConfigurationSummary['VehicleSettings'];

interface Price {
  CurrencySymbol: string;
  Value: number;
}

interface Customer {
  name: string;
  surname: string;
  email: string;
  comment: string;
}

/** The vehicle being configured, as far as the configuration screens need it. */
export interface ConfiguredVehicle {
  ModelId: string;
  Name: string;
  AvailableParts: Part[];
  Variations: Variation[];
}

/** A part change waiting for the user's answer to a rules question. */
export interface PendingPartRequest {
  /** 'setup' applies the setup `setupId` as a group of parts, with the same questions. */
  kind: 'add' | 'remove' | 'setup';
  partId: number;
  setupId?: string;
  selectedParts: number[];
  removeParts: number[];
}

// Kept on exit.
export const $culture = signal(DEFAULT_CULTURE);
export const $market = signal<string | null>(null);
/**
 * The visitor's country code, e.g. AT; null until detected or chosen. It is the `m` of every call:
 * the server finds the country's market (CENTRAL, SWISS, …) itself.
 */
export const $country = signal<string | null>(null);
export const $companyId = signal(DEFAULT_COMPANY_ID);

const COMPANY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company id an address's `id_company` names (lower case), or null when it names none. */
export function companyIdOf(value: string | null): string | null {
  return value && COMPANY_ID.test(value) ? value.toLowerCase() : null;
}

// Everything else returns to its default on exit.
export const $configuration = resettable<ConfigurationSummary | null>(() => null);
export const $perspective = resettable(() => 0);
export const $price = resettable<Price | null>(() => null);
export const $imageTimestamp = resettable(() => 0);
/** The default e-mail is a lone at-sign, as the send dialogs expect. */
export const $customer = resettable<Customer>(() => ({ name: '', surname: '', email: '@', comment: '' }));
let entryPoint = '';
/** Where 401 and 403 answers send the browser: the address the visit started at. */
export const $entryPointUrl = resettable(() => entryPoint);
export const $wasRecentlyCreated = resettable(() => false);
export const $isDirty = resettable(() => false);
export const $preservableSaveDetails = resettable<SaveDetails | null>(() => null);
export const $currentVariation = resettable<string | null>(() => null);
/** The `variation` query parameter: the variation a new configuration starts with. */
export const $preselectedVariation = resettable<string | null>(() => null);
export const $pendingPartRequest = resettable<PendingPartRequest | null>(() => null);
export const $is3DMode = resettable(() => false);
export const $isXBow = resettable(() => false);
export const $dealerInquirySent = resettable(() => false);
export const $vehicleSettings = resettable<VehicleSettings | null>(() => null);
/** What undo and redo would do now, as the server's last answer says. */
export const $history = resettable<ConfigurationSummary['History'] | null>(() => null);
/**
 * Counts the times the whole content was replaced at once (undo, redo): what shows the vehicle
 * outside the parts and the variation (the X-Bow colours in the stream) shows it again.
 */
export const $contentReplaced = resettable(() => 0);

/** The model whose configuration is open: its overview is the query cache's, for the request context. */
export const $openModel = resettable<string | null>(() => null);
/** The open model's overview (parts, variations, hero), as the configuration screen loads it. */
export const $vehicleOverview = querySignal<VehicleOverview>(() => {
  const modelId = $openModel.value;
  return modelId ? queryKeys.vehicleOverview(modelId, requestContext()) : null;
});

interface ShownVehicle {
  vehicle: ConfiguredVehicle;
  heroImageUrl: string | null;
}

/**
 * The vehicle of the configuration loaded last (GET configuration) and the overview shown when it
 * came: it stands until a newer overview arrives (the open model's, or the same in a new language).
 */
const $loadedVehicle = resettable<(ShownVehicle & { over: VehicleOverview | null }) | null>(() => null);

const $shownVehicle = computed((): ShownVehicle | null => {
  const overview = $vehicleOverview.value;
  const loaded = $loadedVehicle.value;
  if (loaded && loaded.over === overview) return loaded;
  if (!overview) return null;
  const { Vehicle, Parts, Variations } = overview;
  return {
    vehicle: { ModelId: Vehicle.ModelId, Name: Vehicle.Name, AvailableParts: Parts, Variations },
    heroImageUrl: Vehicle.Hero.ImageUrl,
  };
});

export const $vehicle = computed(() => $shownVehicle.value?.vehicle ?? null);
export const $heroImageUrl = computed(() => $shownVehicle.value?.heroImageUrl ?? null);
export const $images = resettable<FullImage[]>(() => []);
export const $testRideData = resettable<TestRideData | null>(() => null);

// Setups and parts: selecting and applying are separate steps.
export const $selectedSetup = resettable<string | null>(() => null);
export const $appliedSetup = resettable<string | null>(() => null);
export const $selectedParts = resettable<number[]>(() => []);
export const $appliedParts = resettable<Part[]>(() => []);

export const $appliedPartCount = computed(() => $appliedParts.value.length);
/** The vehicle's part categories, sorted for the visitor's language. */
export const $categories = computed(() => categoriesOf($vehicle.value?.AvailableParts ?? [], $culture.value));

export function setEntryPointUrl(url: string): void {
  entryPoint = url;
  $entryPointUrl.value = url;
}

/** Leaving the configurator: everything back to its default except culture, market and company. */
export function exitConfiguration(): void {
  batch(resetAllResettable);
}

/**
 * The request context every call carries: company (`cid`), culture (`c`) and the country (`m`).
 * Without a country the server takes the culture's.
 */
export function requestContext(): { cid: string; c: string; m?: string } {
  const country = $country.value;
  return {
    cid: $companyId.value,
    c: $culture.value || DEFAULT_CULTURE,
    ...(country ? { m: country } : {}),
  };
}

/** Available parts whose PartId is among the selected ids, each once, in the order of the ids. */
export function appliedPartsOf(available: readonly Part[], selectedIds: readonly number[]): Part[] {
  const byId = new Map(available.map((part) => [part.PartId, part]));
  const applied: Part[] = [];
  for (const id of new Set(selectedIds)) {
    const part = byId.get(id);
    if (part) applied.push(part);
  }
  return applied;
}

/** The unique category names of the parts (Category lists them comma-separated), sorted. */
export function categoriesOf(parts: readonly Part[], locale: string): string[] {
  const names = new Set<string>();
  for (const part of parts) {
    for (const name of `${part.CategoryName},${part.Category}`.split(',')) {
      const trimmed = name.trim();
      if (trimmed) names.add(trimmed);
    }
  }
  const collator = new Intl.Collator(locale || DEFAULT_CULTURE);
  return [...names].sort(collator.compare);
}

/** A stored configuration rebuilds the state: parts, variation, price; 3D and X-Bow modes off. */
export function applyLoadedConfiguration(loaded: LoadedConfiguration): void {
  const { Vehicle, Configuration } = loaded;
  batch(() => {
    $configuration.value = Configuration;
    $openModel.value = Vehicle.ModelId;
    $loadedVehicle.value = {
      vehicle: {
        ModelId: Vehicle.ModelId,
        Name: Vehicle.Name,
        AvailableParts: Vehicle.AvailableParts,
        Variations: Vehicle.Variations,
      },
      heroImageUrl: loaded.HeroImageUrl,
      over: $vehicleOverview.peek(),
    };
    const applied = appliedPartsOf(Vehicle.AvailableParts, Configuration.SelectedPartIds);
    $appliedParts.value = applied;
    $selectedParts.value = applied.map((part) => part.PartId);
    $selectedSetup.value = Configuration.SelectedSetupId;
    $appliedSetup.value = Configuration.AppliedSetupId;
    $currentVariation.value = Configuration.VariationCode;
    $price.value = {
      CurrencySymbol: Configuration.TotalPrice.CurrencySymbol,
      Value: Configuration.TotalPrice.Value,
    };
    $images.value = loaded.FullImages;
    $imageTimestamp.value = Date.now();
    $testRideData.value = loaded.TestRideData;
    $preservableSaveDetails.value = loaded.SaveDetails;
    $vehicleSettings.value = Configuration.VehicleSettings;
    $history.value = Configuration.History;
    $isDirty.value = Configuration.IsDirty;
    $wasRecentlyCreated.value = false;
    $is3DMode.value = false;
    $isXBow.value = false;
  });
}

/** A configuration just created for the model the user chose. */
export function applyCreatedConfiguration(created: ConfigurationSummary): void {
  batch(() => {
    $configuration.value = created;
    $currentVariation.value = created.VariationCode;
    $price.value = { CurrencySymbol: created.TotalPrice.CurrencySymbol, Value: created.TotalPrice.Value };
    $images.value = created.FullImages;
    $imageTimestamp.value = Date.now();
    $vehicleSettings.value = created.VehicleSettings;
    $history.value = created.History;
    $appliedParts.value = [];
    $selectedParts.value = [];
    $isDirty.value = created.IsDirty;
    $wasRecentlyCreated.value = true;
  });
}
