/**
 * The catalog as the domain sees it: one vehicle's offer in one market and culture.
 * Texts are already localised and prices are integer minor units of the market's currency.
 */

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const BRAND_CODES = ['KTM', 'HQV', 'GG'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export type RenderingEngine = 'Engine2D' | 'Engine3D';

/** RuleType as the specification numbers it. */
export const RuleType = { Conflicting: 0, Required: 1 } as const;
export type RuleType = (typeof RuleType)[keyof typeof RuleType];

export type ColorSlot = 'body' | 'calipers' | 'rims' | 'stitching' | 'suspensionAndLogo';

/** The X-Bow colour parts are the colour slots themselves. */
export const XBOW_COLOR_PARTS: Readonly<Record<ColorSlot, number>> = {
  body: -12345,
  calipers: -12346,
  rims: -12347,
  stitching: -12348,
  suspensionAndLogo: -12349,
};

export const XBOW_VARIATION_CODE = 'X3001U0';

export interface CatalogPart {
  partId: number;
  code: string;
  name: string;
  categories: readonly string[];
  /** Minor units of the market currency. Colour parts are free. */
  price: number;
  mainImage: string;
  canBeRendered: boolean;
  racing: boolean;
  isColorPart: boolean;
}

export interface CatalogRule {
  ruleType: RuleType;
  /** The part whose addition triggers the rule. */
  partId: number;
  /** Required: the parts it needs. Conflicting: the parts it cannot stand beside. */
  parts: readonly number[];
  /** Required only: exactly one of `parts` must be chosen (the first is preselected). */
  choosePart: boolean;
}

export interface CatalogSetup {
  setupId: string;
  name: string;
  parts: readonly number[];
}

export interface CatalogVariation {
  code: string;
  colorCode: string;
  /** Minor units: the vehicle's base price in this variation. */
  price: number;
}

/** Everything the configuration aggregate needs to decide about one model. */
/**
 * The 3D tools a vehicle's renderer offers (its RenderSettings.Tools): what the saved tools of a
 * configuration and the stream's commands may name. Ids, and the lighting's range.
 */
export interface RenderTools {
  environments: readonly string[];
  lighting: { min: number; max: number };
  cinematics: readonly string[];
  perspectives: readonly string[];
  views: readonly string[];
}

export interface VehicleCatalog {
  modelId: string;
  brand: BrandCode;
  name: string;
  renderingEngine: RenderingEngine;
  currency: string;
  parts: readonly CatalogPart[];
  rules: readonly CatalogRule[];
  setups: readonly CatalogSetup[];
  variations: readonly CatalogVariation[];
  /** How picture paths name a set of this model's parts (whatever the market offers of them). */
  pictureIndex: PictureIndex;
  /** The renderer's tools; absent where the catalog has no render settings (nothing is checked). */
  renderTools?: RenderTools | null;
}

export interface PictureIndex {
  /** Ties a picture path to the imported catalog its part bits were written for. */
  catalogTag: string;
  /** Every part of the model that pictures show, ascending: bit i of a part set is part i. */
  renderableParts: readonly number[];
}
