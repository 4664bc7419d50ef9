/**
 * The JSON catalog format: what `npm run catalog:import -- FILE.json` accepts and what the seed
 * generator writes. `catalog.schema.json` beside the package is generated from these schemas.
 *
 * Conventions: identifiers and codes as the source systems spell them; every text a visitor reads
 * is `Localized` (all five languages); every price is an integer in minor units of the price
 * list's currency (cents, pence, yen). `renderSettings` is handed to the renderer and the 3D client
 * verbatim and therefore keeps the PascalCase names of the specification.
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);
const hexColor = z.string().regex(/^[0-9A-Fa-f]{6}$/, 'six hex digits, without #');
const minorUnits = z.number().int().nonnegative();
const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits, ".", "_" or "-"');

export const languageSchema = z.enum(['en', 'de', 'fr', 'es', 'it']);
export const brandCodeSchema = z.enum(['KTM', 'HQV', 'GG']);

export const localizedSchema = z
  .object({ en: nonEmpty, de: nonEmpty, fr: nonEmpty, es: nonEmpty, it: nonEmpty })
  .strict()
  .describe('A text in all five languages (en, de, fr, es, it)');
/** Localised HTML: simple markup (p, ul, li, strong, em, br) only. */
export const localizedHtmlSchema = localizedSchema.describe('Simple HTML in all five languages');

export const currencySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'),
    symbol: nonEmpty,
    decimals: z.number().int().min(0).max(3),
  })
  .strict();

export const priceListSchema = z.object({ code, currency: z.string().regex(/^[A-Z]{3}$/) }).strict();

/** Prices by price-list code. */
export const pricesSchema = z.record(z.string(), minorUnits);

/** A link a page shows (brand site, test ride): http or https only, never `javascript:` or `data:`. */
const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http or https address' });

export const brandSchema = z
  .object({
    code: brandCodeSchema,
    name: nonEmpty,
    /** Used in dealer search and URLs: ktm, husqvarna, gasgas. */
    productName: z.string().regex(/^[a-z-]+$/),
    link: webAddress,
    accentColor: hexColor,
    copyright: nonEmpty,
  })
  .strict();

export const companySchema = z
  .object({
    id: z.uuid(),
    name: nonEmpty,
    brands: z.array(brandCodeSchema).min(1),
    isDefault: z.boolean().default(false),
  })
  .strict();

export const countrySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code'),
    name: localizedSchema,
    languages: z.array(languageSchema).min(1),
    imprintCode: nonEmpty,
  })
  .strict();

export const marketSchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2,8}$/),
    name: localizedSchema,
    priceList: code,
    countries: z.array(countrySchema).min(1),
  })
  .strict();

export const segmentSchema = z
  .object({ code, brand: brandCodeSchema, name: nonEmpty, sortOrder: z.number().int() })
  .strict();

export const partCategorySchema = z
  .object({ code, name: localizedSchema, sortOrder: z.number().int() })
  .strict();

export const attributeValueSchema = z.object({ key: nonEmpty, description: localizedSchema }).strict();
export const attributeSchema = z
  .object({
    key: nonEmpty,
    classificationCategory: nonEmpty,
    description: localizedSchema,
    values: z.array(attributeValueSchema),
  })
  .strict();

export const colorSlotSchema = z.enum(['body', 'calipers', 'rims', 'stitching', 'suspensionAndLogo']);

export const partSchema = z
  .object({
    partId: z
      .number()
      .int()
      .refine((v) => v !== 0, 'must not be 0'),
    code: nonEmpty,
    name: localizedSchema,
    description: localizedHtmlSchema,
    categories: z.array(code).min(1),
    /** Required for every price list unless the part is a colour part (colour parts are free). */
    prices: pricesSchema,
    images: z.object({ main: nonEmpty, other: z.array(nonEmpty) }).strict(),
    canBeRendered: z.boolean(),
    racing: z.boolean(),
    /** Homologation note (ECE and similar); null when the part needs none. */
    approvalInfo: localizedSchema.nullable(),
    isColorPart: z.boolean().default(false),
    /** Only for colour parts: which colour slot of the vehicle the part stands for. */
    colorSlot: colorSlotSchema.optional(),
    attributes: z.array(attributeSchema).default([]),
  })
  .strict();

export const ruleSchema = z
  .object({
    /** 1 Required, 0 Conflicting. */
    ruleType: z.union([z.literal(0), z.literal(1)]),
    partId: z.number().int(),
    parts: z.array(z.number().int()).min(1),
    choosePart: z.boolean().default(false),
  })
  .strict();

export const setupSchema = z
  .object({
    setupId: code,
    name: localizedSchema,
    description: localizedHtmlSchema,
    imageUrl: nonEmpty,
    parts: z.array(z.number().int()).min(1),
  })
  .strict();

export const variationSchema = z
  .object({
    code,
    colorCode: hexColor,
    colorName: localizedSchema,
    prices: pricesSchema,
    priceNote: localizedSchema,
    montageNote: localizedSchema,
    finance: z.object({ key: nonEmpty, available: z.boolean() }).strict().nullable().default(null),
  })
  .strict();

export const colorOptionSchema = z
  .object({
    slot: colorSlotSchema,
    colorName: localizedSchema,
    frontendColorCode: hexColor,
    renderColorCode: hexColor,
    isMatte: z.boolean(),
    /** Rims only: 19 (5-bolt) or 20 (centre lock). */
    rimSize: z
      .union([z.literal(19), z.literal(20)])
      .nullable()
      .default(null),
  })
  .strict();

const commandItem = z.object({ Id: code, Name: localizedSchema, Value: nonEmpty }).strict();

export const renderSettingsSchema = z
  .object({
    AppSettings: z.object({ URL: nonEmpty, ENV: nonEmpty, KEY: nonEmpty }).strict(),
    Reset: nonEmpty,
    Data: nonEmpty,
    Sound: z.object({ Enabled: z.boolean() }).strict(),
    PowerParts: z
      .object({
        List: z.array(z.object({ Id: z.number().int(), Value: nonEmpty, Category: nonEmpty }).strict()),
        Command: nonEmpty,
        Camera: nonEmpty,
      })
      .strict(),
    Tools: z
      .object({
        Environments: z.array(commandItem),
        Lighting: z
          .object({
            Command: nonEmpty,
            Min: z.number(),
            Max: z.number(),
            Initial: z.number(),
            Fraction: z.number().positive(),
            Default: z.number(),
          })
          .strict(),
        Cinematics: z.array(commandItem),
        Perspectives: z.array(commandItem),
        Views: z.array(commandItem),
        Tiltshift: z.object({ Command: nonEmpty, Enabled: z.boolean() }).strict(),
      })
      .strict(),
    ColorSelection: z
      .object({
        PreDefined: z.array(
          z.object({ Category: colorSlotSchema, Colors: z.array(hexColor).min(1) }).strict(),
        ),
        Categories: z.array(
          z.object({ Id: colorSlotSchema, Name: localizedSchema, PartId: z.number().int() }),
        ),
        Command: nonEmpty,
        CommandIndividual: nonEmpty,
        FinishOptions: z.array(z.enum(['Matte', 'Glossy'])).min(1),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

export const fastFactSchema = z.object({ key: nonEmpty, label: localizedSchema, value: nonEmpty }).strict();

export const vehicleSchema = z
  .object({
    modelId: code,
    brand: brandCodeSchema,
    segment: code,
    /** Model name with year and engine size, e.g. "KTM 390 DUKE 2024". */
    name: nonEmpty,
    engineType: nonEmpty,
    renderingEngine: z.enum(['Engine2D', 'Engine3D']),
    hero: z
      .object({
        imageUrl: nonEmpty,
        title: localizedSchema,
        intro: localizedSchema,
        description: localizedHtmlSchema,
      })
      .strict(),
    showPricesInConfigurator: z.boolean().default(true),
    showOfferButton: z.boolean().default(false),
    fastFacts: z.array(fastFactSchema).default([]),
    testRide: z.object({ url: webAddress, status: z.boolean() }).strict().nullable().default(null),
    variations: z.array(variationSchema).min(1).max(4),
    /** The part ids offered for this model. */
    parts: z.array(z.number().int()).min(1),
    rules: z.array(ruleSchema).default([]),
    setups: z.array(setupSchema).default([]),
    attributes: z.array(attributeSchema).default([]),
    colorOptions: z.array(colorOptionSchema).default([]),
    renderSettings: renderSettingsSchema,
  })
  .strict();

export const dealerSchema = z
  .object({
    dealerNo: code,
    name: nonEmpty,
    street: nonEmpty,
    postCode: nonEmpty,
    town: nonEmpty,
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    brands: z.array(brandCodeSchema).min(1),
    /** Qualification codes, e.g. 1000681369 for X-Bow dealers. */
    qualifications: z.array(code).default([]),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    email: z.email(),
    phone: nonEmpty,
  })
  .strict();

export const catalogSchema = z
  .object({
    formatVersion: z.literal(1),
    currencies: z.array(currencySchema).min(1),
    priceLists: z.array(priceListSchema).min(1),
    brands: z.array(brandSchema).min(1),
    companies: z.array(companySchema).min(1),
    markets: z.array(marketSchema).min(1),
    segments: z.array(segmentSchema).min(1),
    partCategories: z.array(partCategorySchema).min(1),
    parts: z.array(partSchema),
    vehicles: z.array(vehicleSchema),
    dealers: z.array(dealerSchema).default([]),
    finance: z
      .object({
        // A path on the configurator's own origin (the built-in simulator) or another service's URL.
        financeServiceUrl: z.union([
          webAddress,
          z.string().regex(/^\/[^/\\]/, 'financeServiceUrl: a URL or a path starting with one /'),
        ]),
      })
      .strict(),
  })
  .strict();

export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogInput = z.input<typeof catalogSchema>;
export type CatalogVehicle = Catalog['vehicles'][number];
export type CatalogPartEntry = Catalog['parts'][number];
export type Localized = z.infer<typeof localizedSchema>;
