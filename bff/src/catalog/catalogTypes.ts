import type { VehicleCatalog } from '@configurator/domain';
import { z } from 'zod';
import type { RequestContext } from '../http/requestContext.js';

/** REST shapes of the catalog, PascalCase as the specification names them. */

export const priceSchema = z
  .object({
    Value: z.number().describe("Major units (e.g. 123.45), rounded to the currency's decimals"),
    CurrencySymbol: z.string(),
    Currency: z.string().describe('ISO 4217 code, e.g. EUR'),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

export const attributeSchema = z
  .object({
    Key: z.string(),
    ClassificationCategory: z.string(),
    Description: z.string(),
    Values: z.array(z.object({ Key: z.string(), Description: z.string() })),
  })
  .meta({ id: 'Attribute' });
export type Attribute = z.infer<typeof attributeSchema>;

export const ruleStepSchema = z
  .object({
    Part: z.number().int(),
    Rule: z.enum(['Needs', 'NeedsOneOf', 'ConflictsWith', 'NotOffered']),
    Parts: z.array(z.number().int()),
  })
  .describe(
    'One link of a chain of rules: Part needs Parts (all), needs one of Parts, cannot be fitted together with Parts, or is not offered',
  )
  .meta({ id: 'RuleStep' });
export type RuleStep = z.infer<typeof ruleStepSchema>;

export const partSchema = z
  .object({
    PartId: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    CategoryName: z.string().describe('Localised name of the first category'),
    Category: z.string().describe('Comma-separated localised category names'),
    Price: priceSchema,
    Images: z.object({ Main: z.string(), Other: z.array(z.string()) }),
    Description: z.string().describe('Simple HTML'),
    Attributes: z.array(attributeSchema),
    CanBeRendered: z.boolean(),
    Racing: z.boolean(),
    ApprovalInfo: z.string().nullable(),
    IsColorPart: z.boolean(),
    Unavailable: z
      .array(ruleStepSchema)
      .nullable()
      .describe(
        'Null where the part can be added. Otherwise no valid configuration can hold it, and the chain of rules from this part says why',
      ),
  })
  .meta({ id: 'Part' });
export type Part = z.infer<typeof partSchema>;

export const heroSchema = z.object({
  ImageUrl: z.string(),
  Title: z.string(),
  Intro: z.string(),
  Description: z.string().describe('Simple HTML'),
  Price: priceSchema,
});
export type Hero = z.infer<typeof heroSchema>;

export const vehicleListItemSchema = z
  .object({
    ModelId: z.string(),
    Name: z.string(),
    EngineType: z.string(),
    RenderingEngine: z.enum(['Engine2D', 'Engine3D']),
    Hero: heroSchema,
    ShowPricesInConfigurator: z.boolean(),
    ShowOfferButton: z.boolean(),
  })
  .meta({ id: 'Vehicle' });
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;

export const vehicleListSchema = z.object({
  Segments: z.array(z.object({ Name: z.string(), Vehicles: z.array(vehicleListItemSchema) })),
  ShowPricesInConfigurator: z
    .boolean()
    .describe("Prices allowed in this deployment; each vehicle's own flag decides for that model"),
  ShowOfferButton: z.boolean().describe('At least one listed model offers the send-to-dealer button'),
});
export type VehicleList = z.infer<typeof vehicleListSchema>;

export const variationSchema = z.object({
  Code: z.string(),
  ColorCode: z.string(),
  ColorName: z.string(),
  Price: priceSchema,
  PriceNote: z.string(),
  MontageNote: z.string(),
});
export type Variation = z.infer<typeof variationSchema>;

export const testRideDataSchema = z.object({
  Data: z.object({ Url: z.string() }),
  Status: z.object({ Success: z.boolean() }),
});
export type TestRideData = z.infer<typeof testRideDataSchema>;

const renderCommandSchema = z.object({ Id: z.string(), Name: z.string(), Value: z.string() });
const colorSlotSchema = z.enum(['body', 'calipers', 'rims', 'stitching', 'suspensionAndLogo']);

/** What the renderer and the 3D client need: the catalog's render settings with texts localised. */
export const renderSettingsSchema = z
  .object({
    AppSettings: z.object({ URL: z.string(), ENV: z.string(), KEY: z.string() }),
    Reset: z.string(),
    Data: z.string(),
    Sound: z.object({ Enabled: z.boolean() }),
    PowerParts: z.object({
      List: z.array(z.object({ Id: z.number().int(), Value: z.string(), Category: z.string() })),
      Command: z.string(),
      Camera: z.string(),
    }),
    Tools: z.object({
      Environments: z.array(renderCommandSchema),
      Lighting: z.object({
        Command: z.string(),
        Min: z.number(),
        Max: z.number(),
        Initial: z.number(),
        Fraction: z.number(),
        Default: z.number(),
      }),
      Cinematics: z.array(renderCommandSchema),
      Perspectives: z.array(renderCommandSchema),
      Views: z.array(renderCommandSchema),
      Tiltshift: z.object({ Command: z.string(), Enabled: z.boolean() }),
    }),
    ColorSelection: z
      .object({
        PreDefined: z.array(z.object({ Category: colorSlotSchema, Colors: z.array(z.string()) })),
        Categories: z.array(z.object({ Id: colorSlotSchema, Name: z.string(), PartId: z.number().int() })),
        Command: z.string(),
        CommandIndividual: z.string(),
        FinishOptions: z.array(z.enum(['Matte', 'Glossy'])),
      })
      .nullable()
      .describe('X-Bow body and detail colours; null for motorcycles'),
  })
  .meta({ id: 'RenderSettings' });
export type RenderSettings = z.infer<typeof renderSettingsSchema>;

export const vehicleOverviewSchema = z
  .object({
    Vehicle: vehicleListItemSchema,
    FastFacts: z.array(z.object({ Key: z.string(), Label: z.string(), Value: z.string() })),
    Setups: z.array(
      z.object({
        SetupId: z.string(),
        Name: z.string(),
        Description: z.string(),
        ImageUrl: z.string(),
        Parts: z.array(z.number().int()),
      }),
    ),
    Categories: z.array(z.string()).describe('Unique localised category names, sorted'),
    Parts: z.array(partSchema),
    Variations: z.array(variationSchema),
    Attributes: z.array(z.object({ ProductCode: z.string(), Attributes: z.array(attributeSchema) })),
    Finance: z.object({
      FinanceData: z.array(z.object({ Variation: z.string(), Key: z.string(), Available: z.boolean() })),
      FinanceConfiguration: z.object({ FinanceServiceUrl: z.string() }),
    }),
    ColorOptions: z.array(
      z.object({
        Slot: z.string(),
        ColorName: z.string(),
        FrontendColorCode: z.string(),
        RenderColorCode: z.string(),
        IsMatte: z.boolean(),
        RimSize: z.number().int().nullable(),
      }),
    ),
    TestRideData: testRideDataSchema.nullable(),
    RenderSettings: renderSettingsSchema.describe(
      'Renderer and 3D tool settings, texts in the request culture',
    ),
  })
  .meta({ id: 'VehicleOverview' });
export type VehicleOverview = z.infer<typeof vehicleOverviewSchema>;

export interface ResolvedContext extends RequestContext {
  brand: string;
  currency: string;
  currencySymbol: string;
  currencyDecimals: number;
  priceList: string;
}

/**
 * What the configuration services need of the catalog. Unknown model: null. Unknown market or
 * company: the implementation throws an ApiError (400) naming `m` or `cid`.
 */
export interface CatalogReader {
  resolveContext(context: RequestContext): Promise<ResolvedContext>;
  vehicleOverview(modelId: string, context: RequestContext): Promise<VehicleOverview | null>;
  /** The domain's view of the model, priced for the context's market. */
  vehicleCatalog(modelId: string, context: RequestContext): Promise<VehicleCatalog | null>;
  /** Converts minor units of the context's currency to the REST price. */
  price(minorUnits: number, context: ResolvedContext): Price;
}
