import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Catalog, Localized } from '../../catalog/catalogFormat.js';

type Prices = Record<string, number>;
type CatalogVehicle = Catalog['vehicles'][number];
type CatalogPart = Catalog['parts'][number];

/** One row: where the current catalog came from (the seed or an imported file). */
export const catalogImports = pgTable('catalog_imports', {
  id: integer('id').primaryKey(),
  source: text('source').notNull(),
  sha256: text('sha256').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  decimals: integer('decimals').notNull(),
});

export const priceLists = pgTable('price_lists', {
  code: text('code').primaryKey(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
});

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  productName: text('product_name').notNull(),
  link: text('link').notNull(),
  accentColor: text('accent_color').notNull(),
  copyright: text('copyright').notNull(),
});

export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  brands: jsonb('brands').$type<string[]>().notNull(),
  isDefault: boolean('is_default').notNull(),
});

export const markets = pgTable('markets', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  priceList: text('price_list')
    .notNull()
    .references(() => priceLists.code),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  marketCode: text('market_code')
    .notNull()
    .references(() => markets.code),
  name: jsonb('name').$type<Localized>().notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  imprintCode: text('imprint_code').notNull(),
});

export const segments = pgTable('segments', {
  code: text('code').primaryKey(),
  brand: text('brand')
    .notNull()
    .references(() => brands.code),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const partCategories = pgTable('part_categories', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const parts = pgTable('parts', {
  partId: integer('part_id').primaryKey(),
  code: text('code').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  prices: jsonb('prices').$type<Prices>().notNull(),
  images: jsonb('images').$type<CatalogPart['images']>().notNull(),
  canBeRendered: boolean('can_be_rendered').notNull(),
  racing: boolean('racing').notNull(),
  approvalInfo: jsonb('approval_info').$type<Localized | null>(),
  isColorPart: boolean('is_color_part').notNull(),
  colorSlot: text('color_slot'),
});

/** Attributes of parts and vehicles (per product code). */
export const attributes = pgTable(
  'attributes',
  {
    productCode: text('product_code').notNull(),
    key: text('key').notNull(),
    classificationCategory: text('classification_category').notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    values: jsonb('values').$type<CatalogPart['attributes'][number]['values']>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.key] })],
);

export const vehicles = pgTable(
  'vehicles',
  {
    modelId: text('model_id').primaryKey(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code),
    segment: text('segment')
      .notNull()
      .references(() => segments.code),
    name: text('name').notNull(),
    engineType: text('engine_type').notNull(),
    renderingEngine: text('rendering_engine').notNull(),
    hero: jsonb('hero').$type<CatalogVehicle['hero']>().notNull(),
    showPricesInConfigurator: boolean('show_prices_in_configurator').notNull(),
    showOfferButton: boolean('show_offer_button').notNull(),
    fastFacts: jsonb('fast_facts').$type<CatalogVehicle['fastFacts']>().notNull(),
    testRide: jsonb('test_ride').$type<CatalogVehicle['testRide']>(),
    colorOptions: jsonb('color_options').$type<CatalogVehicle['colorOptions']>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('vehicles_brand').on(t.brand)],
);

export const vehicleParts = pgTable(
  'vehicle_parts',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => vehicles.modelId, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.partId),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.partId] })],
);

export const variations = pgTable(
  'variations',
  {
    code: text('code').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => vehicles.modelId, { onDelete: 'cascade' }),
    colorCode: text('color_code').notNull(),
    colorName: jsonb('color_name').$type<Localized>().notNull(),
    prices: jsonb('prices').$type<Prices>().notNull(),
    priceNote: jsonb('price_note').$type<Localized>().notNull(),
    montageNote: jsonb('montage_note').$type<Localized>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('variations_model').on(t.modelId)],
);

export const financeData = pgTable('finance_data', {
  variationCode: text('variation_code')
    .primaryKey()
    .references(() => variations.code, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  available: boolean('available').notNull(),
});

export const setups = pgTable(
  'setups',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => vehicles.modelId, { onDelete: 'cascade' }),
    setupId: text('setup_id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    imageUrl: text('image_url').notNull(),
    parts: jsonb('parts').$type<number[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.setupId] })],
);

export const rules = pgTable(
  'rules',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => vehicles.modelId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ruleType: integer('rule_type').notNull(),
    partId: integer('part_id').notNull(),
    parts: jsonb('parts').$type<number[]>().notNull(),
    choosePart: boolean('choose_part').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.position] })],
);

export const renderSettings = pgTable('render_settings', {
  modelId: text('model_id')
    .primaryKey()
    .references(() => vehicles.modelId, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<CatalogVehicle['renderSettings']>().notNull(),
});

export const dealers = pgTable(
  'dealers',
  {
    dealerNo: text('dealer_no').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postCode: text('post_code').notNull(),
    town: text('town').notNull(),
    countryCode: text('country_code').notNull(),
    brands: jsonb('brands').$type<string[]>().notNull(),
    qualifications: jsonb('qualifications').$type<string[]>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [index('dealers_country').on(t.countryCode)],
);

/** Settings of the catalog as a whole (finance service). */
export const catalogSettings = pgTable('catalog_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
