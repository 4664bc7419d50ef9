import { z } from 'zod';
import {
  partSchema,
  priceSchema,
  ruleStepSchema,
  testRideDataSchema,
  variationSchema,
} from '../catalog/catalogTypes.js';
import { isoDateTimeSchema } from '../http/isoDateTime.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { colorCustomizationSchema, rimSizeSchema } from './colorCustomization.js';

/** REST shapes of configurations, PascalCase as the specification names them. */

export const configurationParams = z.object({
  configurationId: z.uuid('configurationId must be a configuration id (UUID)'),
});
export const idParams = z.object({ id: z.uuid('id must be a configuration id (UUID)') });

const partId = z
  .number()
  .int()
  .refine((v) => v !== 0, 'must not be 0');

/**
 * The most part ids one answer to a rules question may list: well above the parts of any model
 * (a question lists at most the model's parts; removing a part that 544 others need asks for all
 * 544), while the body limit still bounds what a request can make the server read.
 */
export const PART_ID_LIST_MAX = 10_000;

/** SelectedParts and RemoveParts: the answers to rules questions (REST and tRPC). */
export const partIdList = z
  .array(partId)
  .max(PART_ID_LIST_MAX, `at most ${PART_ID_LIST_MAX} part ids; a question never lists more`);

export const fullImageSchema = z
  .object({ Perspective: z.number().int(), Url: z.string() })
  .meta({ id: 'FullImage' });

export const rulesResultSchema = z
  .object({
    RuleType: z.union([z.literal(0), z.literal(1)]).describe('1 Required, 0 Conflicting'),
    Part: z.number().int().describe('The part whose change raised the question'),
    Parts: z.array(z.number().int()),
    ChoosePart: z.boolean().describe('Exactly one of Parts must be chosen; the first is preselected'),
  })
  .meta({ id: 'RulesResult' });

export const createBodySchema = z.object({
  ModelId: z.string().min(1).max(100),
  VariationCode: z.string().min(1).max(100).nullish().describe('Preselected variation; default the first'),
});

export const addPartBodySchema = z.union(
  [
    z.object({
      PartId: partId,
      SelectedParts: partIdList.nullish().describe('Required parts accepted and options chosen'),
      RemoveParts: partIdList.nullish().describe('Applied parts the user accepts to lose'),
      DryRun: z.boolean().nullish(),
    }),
    z
      .number()
      .int()
      .refine((v) => v !== 0, 'PartId must not be 0')
      .describe('A bare PartId: a real request without choices'),
  ],
  { error: 'expected an object with PartId, or a bare PartId' },
);

export const removePartBodySchema = z.object({
  PartId: partId,
  RemoveParts: partIdList.nullish(),
  DryRun: z.boolean().nullish(),
});

export const applySetupBodySchema = z.object({
  SetupId: z.string().min(1).max(100),
  SelectedParts: partIdList.nullish(),
  RemoveParts: partIdList.nullish(),
  DryRun: z.boolean().nullish(),
});

const hexColor = z.string().regex(/^[0-9A-Fa-f]{6}$/, 'six hex digits');

export const vehicleSettingsSchema = z
  .object({
    ToolsConfiguration: z
      .object({
        Cinematics: z.string().max(100).nullable(),
        Environments: z.string().max(100).nullable(),
        Lighting: z.number().nullable(),
        Perspectives: z.string().max(100).nullable(),
        Animations: z.array(z.string().max(100)).max(50),
      })
      .partial(),
    CustomColorConfiguration: z
      .object({
        SelectedBodyColor: hexColor.nullable(),
        SelectedCaliperColor: hexColor.nullable(),
        SelectedRimsColor: hexColor.nullable(),
        SelectedStitchingColor: hexColor.nullable(),
        SelectedSuspensionAndLogoColor: hexColor.nullable(),
        BodyFinish: z.enum(['Matte', 'Glossy']),
        RimSize: rimSizeSchema,
      })
      .partial(),
  })
  .partial()
  .meta({ id: 'VehicleSettings' });

export const updateBodySchema = z.object({
  VariationCode: z.string().min(1).max(100).nullish(),
  VehicleSettings: vehicleSettingsSchema.nullish(),
  SelectedParts: partIdList.nullish().describe('Answers to rules questions a colour change raised'),
  RemoveParts: partIdList.nullish(),
  DryRun: z.boolean().nullish(),
});

const optionalText = (max: number) => z.string().max(max).nullish();

export const saveBodySchema = z.object({
  Vin: optionalText(40),
  OrderNumber: optionalText(60),
  Firstname: z.string().max(100),
  Lastname: z.string().max(100),
  Comment: optionalText(2000),
  SaveAsNew: z.boolean().nullish(),
});

export const saveToAccountBodySchema = z
  .object({
    Id: z.uuid('Id must be the configuration id').nullish(),
    Parts: partIdList.nullish().describe('The applied parts as the client knows them; must match'),
  })
  .nullish();

const historyStepSchema = z
  .object({
    Kind: z.enum([
      'partAdded',
      'partRemoved',
      'allPartsRemoved',
      'setupSelected',
      'setupApplied',
      'variationChanged',
      'colorsChanged',
      'changesDismissed',
      'reset',
    ]),
    PartId: z.number().int().nullable().describe('For partAdded and partRemoved: the part'),
    SetupId: z.string().nullable().describe('For setupSelected and setupApplied: the setup'),
    VariationCode: z.string().nullable().describe('For variationChanged: the variation chosen'),
  })
  .meta({ id: 'HistoryStep' });

export const undoRedoSchema = z
  .object({
    Undo: historyStepSchema.nullable().describe('The step undo takes back; null when there is none'),
    Redo: historyStepSchema.nullable().describe('The step redo makes again; null when there is none'),
    UndoCount: z.number().int().describe('How many steps undo can take back'),
    RedoCount: z.number().int().describe('How many undone steps redo can make again'),
  })
  .meta({ id: 'UndoRedo' });

const explanationsSchema = z.array(z.object({ Part: z.number().int(), Because: z.array(ruleStepSchema) }));

export const partChangeAnswerSchema = z
  .object({
    RulesResult: rulesResultSchema.nullable(),
    Explanations: explanationsSchema.describe(
      'Why each part of RulesResult.Parts is in the question (for a choice, why its Part needs one): the chain of rules from the part being changed. Empty without a question',
    ),
    Plan: z
      .object({
        Questions: z.array(
          rulesResultSchema.extend({
            Answer: z
              .array(z.number().int())
              .describe('The answer the plan assumes: for a choice the option preselected, else every part'),
            Explanations: explanationsSchema.describe(
              'Why each part of this question is in it, as Explanations says for the first one',
            ),
          }),
        ),
        AddedPartIds: z.array(z.number().int()),
        RemovedPartIds: z.array(z.number().int()),
        PriceChange: priceSchema.describe(
          "What the whole change adds to the price (negative: takes off), in the configuration's market",
        ),
      })
      .nullable()
      .describe(
        'Every question the change asks, in the order the dry runs would ask them, each with the answer the dialog preselects, and what the change does once answered so: one dialog can show them all. The first question is RulesResult. Null without a question',
      ),
    PartIds: z.array(z.number().int()),
    FullImages: z.array(fullImageSchema),
    Price: priceSchema,
    AddedPartIds: z.array(z.number().int()),
    RemovedPartIds: z.array(z.number().int()),
    DryRun: z.boolean(),
    History: undoRedoSchema.describe('Undo and redo after the change (as they stand, for a dry run)'),
  })
  .meta({ id: 'PartChangeAnswer' });

export const saveDetailsSchema = z.object({
  Vin: z.string().nullable(),
  OrderNumber: z.string().nullable(),
  Firstname: z.string(),
  Lastname: z.string(),
  Comment: z.string().nullable(),
});

export const restVehicleSettingsSchema = z.object({
  ToolsConfiguration: z.object({
    Cinematics: z.string().nullable(),
    Environments: z.string().nullable(),
    Lighting: z.number().nullable(),
    Perspectives: z.string().nullable(),
    Animations: z.array(z.string()),
  }),
  CustomColorConfiguration: z.object({
    SelectedBodyColor: z.string().nullable(),
    SelectedCaliperColor: z.string().nullable(),
    SelectedRimsColor: z.string().nullable(),
    SelectedStitchingColor: z.string().nullable(),
    SelectedSuspensionAndLogoColor: z.string().nullable(),
    BodyFinish: z.enum(['Matte', 'Glossy']),
    RimSize: rimSizeSchema,
  }),
});

export const configurationSummarySchema = z.object({
  ConfigurationId: z.uuid(),
  ModelId: z.string(),
  ClonedConfigurationId: z.string().nullable(),
  VariationCode: z.string(),
  SelectedPartIds: z.array(z.number().int()),
  SelectedSetupId: z.string().nullable(),
  AppliedSetupId: z.string().nullable(),
  TotalPrice: priceSchema,
  Is3DModel: z.boolean(),
  IsDirty: z.boolean(),
  VehicleSettings: restVehicleSettingsSchema,
  FullImages: z.array(fullImageSchema),
  StreamVersion: z.number().int(),
  CreatedAt: isoDateTimeSchema,
  UpdatedAt: isoDateTimeSchema,
  History: undoRedoSchema,
});

export const createAnswerSchema = configurationSummarySchema.meta({ id: 'ConfigurationSummary' });

export const loadedConfigurationSchema = z
  .object({
    ConfigurationId: z.uuid(),
    Vehicle: z.object({
      ModelId: z.string(),
      Name: z.string(),
      AvailableParts: z.array(partSchema),
      AppliedParts: z
        .array(partSchema)
        .describe('The available parts among SelectedPartIds, without duplicates'),
      FullImages: z.array(fullImageSchema),
      Variations: z.array(variationSchema),
      HeroImageUrl: z.string(),
    }),
    Configuration: configurationSummarySchema,
    SaveDetails: saveDetailsSchema.nullable(),
    TestRideData: testRideDataSchema.nullable(),
    HeroImageUrl: z.string(),
    FullImages: z.array(fullImageSchema),
    ColorCustomization: z
      .array(colorCustomizationSchema)
      .describe(
        'The X-Bow colours set, one per slot whose colour part is applied, with slot and colour names in the request culture; empty for other models',
      ),
  })
  .meta({ id: 'LoadedConfiguration' });

export const configurationIdAnswerSchema = z.object({ ConfigurationId: z.uuid() });
export const shareAnswerSchema = z.object({ Url: z.url(), ConfigurationId: z.uuid() });

const isoDate = z.iso.date('must be a date (YYYY-MM-DD)');

/** The filters of the dealer history, as REST and tRPC take them. */
export const dealerHistoryQuerySchema = contextQuerySchema.extend({
  model: z.string().max(100).optional().describe('Model id'),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  customer: z.string().max(200).optional().describe('Part of the customer full name'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const dealerHistoryRowSchema = z.object({
  ConfigurationId: z.string(),
  ModelId: z.string(),
  Model: z.string(),
  Price: priceSchema,
  Customer: z.string(),
  Vin: z.string().nullable(),
  OrderNumber: z.string().nullable(),
  Date: isoDateTimeSchema.describe('When it was last saved (or sent to the dealer), ISO 8601 in UTC'),
  Comment: z.string().nullable(),
  Link: z.string(),
});

export type DealerHistoryQuery = z.infer<typeof dealerHistoryQuerySchema>;
export type DealerHistoryEntry = z.infer<typeof dealerHistoryRowSchema>;
export type PartChangeAnswer = z.infer<typeof partChangeAnswerSchema>;
export type ConfigurationSummary = z.infer<typeof configurationSummarySchema>;
export type LoadedConfiguration = z.infer<typeof loadedConfigurationSchema>;
export type RestVehicleSettings = z.infer<typeof restVehicleSettingsSchema>;
export type VehicleSettingsInput = z.infer<typeof vehicleSettingsSchema>;
