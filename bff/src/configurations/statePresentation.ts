import { type Configuration, formatPrice, type VehicleCatalog } from '@configurator/domain';
import type { CatalogService } from '../catalog/catalogService.js';
import type { Part, Price, ResolvedContext, Variation, VehicleOverview } from '../catalog/catalogTypes.js';
import { notFound } from '../http/apiError.js';
import { type RequestContext, requestContext } from '../http/requestContext.js';

/** The configuration's own company and market; the caller's culture for texts when given. */
function contextOf(state: Configuration, culture?: string): RequestContext {
  return requestContext({ cid: state.companyId, c: culture ?? state.culture, m: state.market });
}

const gone = (state: Configuration) => notFound(`Model ${state.modelId} is no longer in the catalog.`);

/** The vehicle catalog the configuration's commands are decided against, in its own market. */
export async function catalogFor(
  catalog: CatalogService,
  state: Configuration,
  culture?: string,
): Promise<{ catalog: VehicleCatalog; context: ResolvedContext }> {
  const context = contextOf(state, culture);
  const vehicleCatalog = await catalog.vehicleCatalog(state.modelId, context);
  if (!vehicleCatalog) throw gone(state);
  return { catalog: vehicleCatalog, context: await catalog.resolveContext(context) };
}

/** The model's overview (texts, parts, setups, variations) as the configuration's market shows it. */
export async function overviewFor(
  catalog: CatalogService,
  state: Configuration,
  culture?: string,
): Promise<VehicleOverview> {
  const overview = await catalog.vehicleOverview(state.modelId, contextOf(state, culture));
  if (!overview) throw gone(state);
  return overview;
}

/** One state of a configuration as the catalog presents it in one culture. */
export interface StatePresentation {
  overview: VehicleOverview;
  catalog: VehicleCatalog;
  context: ResolvedContext;
  variation: Variation | undefined;
  /** The applied setup, else the selected one. */
  setup: VehicleOverview['Setups'][number] | undefined;
  /** The available parts among the applied ids, each once, in the order they were applied. */
  appliedParts: Part[];
  total: Price;
  /** The price, or null where the model shows no prices. */
  shownPrice(price: Price): Price | null;
  /** The price written out in the culture, or null where the model shows no prices. */
  priceText(price: Price): string | null;
}

/** The overview and catalog of a state, and what every view of it picks from them. */
export async function presentState(
  catalog: CatalogService,
  state: Configuration,
  culture?: string,
): Promise<StatePresentation> {
  const overview = await overviewFor(catalog, state, culture);
  const { catalog: vehicleCatalog, context } = await catalogFor(catalog, state, culture);
  const showPrices = overview.Vehicle.ShowPricesInConfigurator;
  const byId = new Map(overview.Parts.map((part) => [part.PartId, part]));
  const setupId = state.appliedSetupId ?? state.selectedSetupId;
  return {
    overview,
    catalog: vehicleCatalog,
    context,
    variation: overview.Variations.find((candidate) => candidate.Code === state.variationCode),
    setup: overview.Setups.find((candidate) => candidate.SetupId === setupId),
    appliedParts: [...new Set(state.partIds)].flatMap((id) => byId.get(id) ?? []),
    total: catalog.price(state.price, context),
    shownPrice: (price) => (showPrices ? price : null),
    priceText: (price) =>
      showPrices
        ? formatPrice({ value: price.Value, currencySymbol: price.CurrencySymbol }, culture ?? state.culture)
        : null,
  };
}
