import { z } from 'zod';
import { priceSchema } from '../catalog/catalogTypes.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { fullImageSchema } from './configurationSchemas.js';

const comparedPartSchema = z
  .object({
    PartId: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    CategoryName: z.string(),
    Price: priceSchema.nullable().describe('Null where the model shows no prices'),
  })
  .meta({ id: 'ComparedPart' });

const comparedConfigurationSchema = z
  .object({
    ConfigurationId: z.uuid(),
    RequestedId: z.string().describe('The id or share code this configuration was asked for by'),
    ModelId: z.string(),
    ModelName: z.string(),
    Variation: z.object({ Code: z.string(), ColorName: z.string() }),
    Setup: z.object({ SetupId: z.string(), Name: z.string() }).nullable(),
    ImageUrl: z.string().nullable().describe('The picture of the first perspective (FullImages[0])'),
    FullImages: z.array(fullImageSchema),
    TotalPrice: priceSchema.nullable().describe('Null where the model shows no prices'),
    Parts: z.array(comparedPartSchema).describe('The applied parts, each once, in the order applied'),
    Differences: z
      .object({
        Added: z.array(comparedPartSchema).describe('Parts this configuration has and the reference lacks'),
        Removed: z
          .array(comparedPartSchema)
          .describe('Parts the reference has and this configuration lacks, priced as in the reference'),
        PriceDifference: priceSchema
          .nullable()
          .describe(
            'This total minus the reference total (negative: cheaper); null where prices are not shown',
          ),
        SameModel: z.boolean(),
        SameVariation: z.boolean().describe('Same model and colour variation as the reference'),
        SameSetup: z.boolean(),
      })
      .nullable()
      .describe('Null for the reference (the first configuration)'),
  })
  .meta({ id: 'ComparedConfiguration' });

export const comparisonAnswerSchema = z
  .object({
    ReferenceId: z.uuid().describe('The first configuration, which the others are compared with'),
    Configurations: z.array(comparedConfigurationSchema),
  })
  .meta({ id: 'ConfigurationComparison' });

/** One id as the caller gives it: a configuration id or a share code (checked by the service). */
const givenId = z.string().max(100);

/** REST: the ids in one comma-separated value, `?ids=A,B[,C]`. */
export const comparisonQuerySchema = contextQuerySchema.extend({
  ids: z
    .string()
    .max(400)
    .describe('Two or three configuration ids or share codes, comma-separated; the first is the reference'),
});

/** tRPC: the ids as a list. */
export const comparisonInputSchema = contextQuerySchema.partial().extend({
  ids: z.array(givenId).max(10),
});

export type ComparedPart = z.infer<typeof comparedPartSchema>;
export type ComparedConfiguration = z.infer<typeof comparedConfigurationSchema>;
export type ConfigurationComparisonAnswer = z.infer<typeof comparisonAnswerSchema>;
