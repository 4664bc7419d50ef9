import type { Configuration } from '@configurator/domain';
import { z } from 'zod';
import type { CatalogService } from '../catalog/catalogService.js';
import { priceSchema } from '../catalog/catalogTypes.js';
import { colorCustomizationOf, colorCustomizationSchema } from './colorCustomization.js';
import { presentState } from './statePresentation.js';

const exportCustomerSchema = z.object({
  Firstname: z.string(),
  Lastname: z.string(),
  Email: z.string().nullable(),
});
export type ExportCustomer = z.infer<typeof exportCustomerSchema>;

/**
 * The export: one configuration as a self-contained JSON document a dealer system or a
 * spreadsheet can import: customer, model, colour, setup, every part with its reference and
 * price, the total and the link that opens it again. Prices are null where the model shows none.
 */
export const configurationExportSchema = z
  .object({
    Format: z.literal('vehicle-configuration-export'),
    FormatVersion: z.literal(1),
    ExportedAt: z.string(),
    Customer: exportCustomerSchema.nullable(),
    Configuration: z.object({
      ConfigurationId: z.string(),
      StreamVersion: z.number().int().describe("The version of the configuration's history exported"),
      Brand: z.enum(['KTM', 'HQV', 'GG']),
      ModelId: z.string(),
      ModelName: z.string(),
      VariationCode: z.string(),
      ColorName: z.string().nullable(),
      ColorCustomization: z
        .array(colorCustomizationSchema)
        .describe('The X-Bow colours set, slot by slot; empty for other models'),
      CompanyId: z.string(),
      Market: z.string(),
      Culture: z.string(),
      Setup: z.object({ SetupId: z.string(), Name: z.string() }).nullable(),
      Parts: z.array(
        z.object({
          PartId: z.number().int(),
          Code: z.string(),
          Name: z.string(),
          Price: priceSchema.nullable(),
          PriceText: z.string().nullable(),
        }),
      ),
      BasePrice: priceSchema.nullable(),
      BasePriceText: z.string().nullable(),
      Total: priceSchema.nullable(),
      TotalText: z.string().nullable(),
      ShareUrl: z.string(),
    }),
  })
  .meta({ id: 'ConfigurationExport' });
export type ConfigurationExport = z.infer<typeof configurationExportSchema>;

/** The export of one state of a configuration, in `culture`'s language. */
export async function configurationExport(
  catalog: CatalogService,
  request: {
    state: Configuration;
    culture: string;
    shareUrl: string;
    customer: ExportCustomer | null;
    now: Date;
  },
): Promise<ConfigurationExport> {
  const { state, culture } = request;
  const shown = await presentState(catalog, state, culture);
  const { variation, setup } = shown;
  return {
    Format: 'vehicle-configuration-export',
    FormatVersion: 1,
    ExportedAt: request.now.toISOString(),
    Customer: request.customer,
    Configuration: {
      ConfigurationId: state.configurationId,
      StreamVersion: state.version,
      Brand: shown.catalog.brand,
      ModelId: state.modelId,
      ModelName: shown.overview.Vehicle.Name,
      VariationCode: state.variationCode,
      ColorName: variation?.ColorName ?? null,
      ColorCustomization: colorCustomizationOf(state, shown.overview, shown.context.language),
      CompanyId: state.companyId,
      Market: state.market,
      Culture: culture,
      Setup: setup ? { SetupId: setup.SetupId, Name: setup.Name } : null,
      Parts: shown.appliedParts.map((part) => ({
        PartId: part.PartId,
        Code: part.Code,
        Name: part.Name,
        Price: shown.shownPrice(part.Price),
        PriceText: shown.priceText(part.Price),
      })),
      BasePrice: variation ? shown.shownPrice(variation.Price) : null,
      BasePriceText: variation ? shown.priceText(variation.Price) : null,
      Total: shown.shownPrice(shown.total),
      TotalText: shown.priceText(shown.total),
      ShareUrl: request.shareUrl,
    },
  };
}

/** `KTM-1290-Super-Duke-R-Berger-Anna-2026-11-23.json`: what, for whom and when, safe in any file system. */
export function exportFileName(document: ConfigurationExport, extension: string): string {
  const customer = document.Customer;
  const parts = [
    document.Configuration.ModelName,
    customer?.Lastname,
    customer?.Firstname,
    document.ExportedAt.slice(0, 10),
  ];
  const name = parts
    .filter((part): part is string => !!part)
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${name || 'configuration'}.${extension}`;
}
