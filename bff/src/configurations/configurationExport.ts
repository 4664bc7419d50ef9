import { type Configuration, formatPrice } from '@configurator/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Price, priceSchema } from '../catalog/catalogTypes.js';
import { notFound } from '../http/apiError.js';

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
  app: FastifyInstance,
  request: {
    state: Configuration;
    culture: string;
    shareUrl: string;
    customer: ExportCustomer | null;
    now: Date;
  },
): Promise<ConfigurationExport> {
  const { state, culture } = request;
  const service = app.services.configurations;
  const overview = await app.services.catalog.vehicleOverview(
    state.modelId,
    service.contextOf(state, culture),
  );
  if (!overview) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
  const { catalog, context } = await service.catalogFor(state, culture);
  const showPrices = overview.Vehicle.ShowPricesInConfigurator;
  const shown = (price: Price) => (showPrices ? price : null);
  const text = (price: Price) =>
    showPrices ? formatPrice({ value: price.Value, currencySymbol: price.CurrencySymbol }, culture) : null;
  const byId = new Map(overview.Parts.map((part) => [part.PartId, part]));
  const parts = [...new Set(state.partIds)].flatMap((id) => byId.get(id) ?? []);
  const setupId = state.appliedSetupId ?? state.selectedSetupId;
  const setup = overview.Setups.find((candidate) => candidate.SetupId === setupId);
  const variation = overview.Variations.find((candidate) => candidate.Code === state.variationCode);
  const total = app.services.catalog.price(state.price, context);
  return {
    Format: 'vehicle-configuration-export',
    FormatVersion: 1,
    ExportedAt: request.now.toISOString(),
    Customer: request.customer,
    Configuration: {
      ConfigurationId: state.configurationId,
      StreamVersion: state.version,
      Brand: catalog.brand,
      ModelId: state.modelId,
      ModelName: overview.Vehicle.Name,
      VariationCode: state.variationCode,
      ColorName: variation?.ColorName ?? null,
      CompanyId: state.companyId,
      Market: state.market,
      Culture: culture,
      Setup: setup ? { SetupId: setup.SetupId, Name: setup.Name } : null,
      Parts: parts.map((part) => ({
        PartId: part.PartId,
        Code: part.Code,
        Name: part.Name,
        Price: shown(part.Price),
        PriceText: text(part.Price),
      })),
      BasePrice: variation ? shown(variation.Price) : null,
      BasePriceText: variation ? text(variation.Price) : null,
      Total: shown(total),
      TotalText: text(total),
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
