import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { VehicleCatalog } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import { badRequest, notFound } from '../http/apiError.js';
import type { RequestContext } from '../http/requestContext.js';
import {
  basePrice,
  domainCatalog,
  type Presentation,
  restPrice,
  vehicleListItem,
  vehicleOverview,
} from './catalogPresentation.js';
import {
  type CatalogSnapshot,
  currentCatalogSha,
  loadCatalogSnapshot,
  type VehicleEntry,
} from './catalogSnapshot.js';
import type {
  CatalogReader,
  Price,
  ResolvedContext,
  VehicleList,
  VehicleListItem,
  VehicleOverview,
} from './catalogTypes.js';

/** Entries kept before the memo starts over. */
const MEMO_LIMIT = 5000;

export interface CatalogServiceOptions {
  /** The deployment's global switch: false hides prices on every model. */
  allowPrices?: boolean;
  /** How long a loaded catalog is trusted before checking whether a new one was imported. */
  freshnessMs?: number;
}

/**
 * Reads the catalog for a company, market and culture. The catalog lives in memory and is reloaded
 * when an import replaced it; presentations are memoised per model, language and price list.
 */
export class CatalogService implements CatalogReader {
  private snapshot: Promise<CatalogSnapshot> | null = null;
  private checkedAt = 0;
  private readonly memo = new Map<string, unknown>();
  private readonly allowPrices: boolean;
  private readonly freshnessMs: number;

  constructor(
    private readonly db: Database,
    options: CatalogServiceOptions = {},
  ) {
    this.allowPrices = options.allowPrices ?? true;
    this.freshnessMs = options.freshnessMs ?? 2000;
  }

  /** Forgets the loaded catalog, e.g. right after an import in this process. */
  invalidate(): void {
    this.snapshot = null;
    this.memo.clear();
  }

  async current(): Promise<CatalogSnapshot> {
    const now = Date.now();
    if (this.snapshot && now - this.checkedAt > this.freshnessMs) {
      this.checkedAt = now;
      const loaded = await this.snapshot.catch(() => null);
      const sha = await currentCatalogSha(this.db);
      if (!loaded || loaded.sha256 !== sha) this.invalidate();
    }
    if (!this.snapshot) {
      this.checkedAt = now;
      const loading = loadCatalogSnapshot(this.db);
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  private memoise<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    // Keys come from requests (any well-formed culture): bound the memory they can take.
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, value);
    return value;
  }

  /** Resolved contexts are few (companies x cultures x markets) and asked for on every request. */
  private resolved(snapshot: CatalogSnapshot, context: RequestContext): ResolvedContext {
    const key = `ctx|${snapshot.sha256}|${context.companyId}|${context.culture}|${context.language}|${context.market}`;
    const known = this.memo.get(key) as ResolvedContext | undefined;
    if (known) return known;
    return this.memoise(key, () => resolveIn(snapshot, context));
  }

  async resolveContext(context: RequestContext): Promise<ResolvedContext> {
    const snapshot = await this.current();
    return this.resolved(snapshot, context);
  }

  private async presentation(context: RequestContext): Promise<Presentation> {
    const snapshot = await this.current();
    return {
      snapshot,
      language: context.language,
      context: this.resolved(snapshot, context),
      allowPrices: this.allowPrices,
    };
  }

  async vehicleList(context: RequestContext, brand: string): Promise<VehicleList> {
    const p = await this.presentation(context);
    const key = `list|${p.snapshot.sha256}|${brand}|${p.context.companyId}|${p.language}|${p.context.priceList}`;
    return this.memoise(key, () => {
      const company = p.snapshot.companies.get(p.context.companyId);
      const sellsBrand = company?.brands.includes(brand) ?? false;
      const segments: VehicleList['Segments'] = [];
      for (const segment of p.snapshot.segments.values()) {
        if (segment.brand !== brand || !sellsBrand) continue;
        const vehicles: VehicleListItem[] = [];
        for (const entry of p.snapshot.vehicles.values()) {
          if (entry.vehicle.segment !== segment.code) continue;
          const price = basePrice(entry, p.context.priceList);
          if (price !== undefined) vehicles.push(vehicleListItem(p, entry, price));
        }
        if (vehicles.length > 0) segments.push({ Name: segment.name, Vehicles: vehicles });
      }
      const all = segments.flatMap((s) => s.Vehicles);
      return {
        Segments: segments,
        ShowPricesInConfigurator: this.allowPrices,
        ShowOfferButton: all.some((v) => v.ShowOfferButton),
      };
    });
  }

  private async entryFor(modelId: string, context: RequestContext) {
    const p = await this.presentation(context);
    const entry = p.snapshot.vehicles.get(modelId);
    if (!entry) return null;
    const price = basePrice(entry, p.context.priceList);
    if (price === undefined) {
      throw notFound(`Model ${modelId} is not offered in market ${p.context.market}.`);
    }
    return { p, entry, price };
  }

  async vehicleOverview(modelId: string, context: RequestContext): Promise<VehicleOverview | null> {
    const found = await this.entryFor(modelId, context);
    if (!found) return null;
    const { p, entry, price } = found;
    return this.memoise(`overview|${p.snapshot.sha256}|${modelId}|${p.language}|${p.context.priceList}`, () =>
      vehicleOverview(p, entry, price, this.domainCatalogOf(p, entry)),
    );
  }

  /**
   * The overview as JSON bytes, serialised and compressed once per model, language and price
   * list: it is the largest answer of the API and the one every visitor loads.
   */
  async vehicleOverviewEncoded(modelId: string, context: RequestContext): Promise<EncodedJson | null> {
    const p = await this.presentation(context);
    const key = `overviewJson|${p.snapshot.sha256}|${modelId}|${p.language}|${p.context.priceList}`;
    const cached = this.memo.get(key) as EncodedJson | undefined;
    if (cached) return cached;
    const overview = await this.vehicleOverview(modelId, context);
    return overview ? this.memoise(key, () => encodeJson(overview)) : null;
  }

  async vehicleCatalog(modelId: string, context: RequestContext): Promise<VehicleCatalog | null> {
    const found = await this.entryFor(modelId, context);
    if (!found) return null;
    return this.domainCatalogOf(found.p, found.entry);
  }

  /** One domain catalog per model, language and price list: the commands and the overview share it. */
  private domainCatalogOf(p: Presentation, entry: VehicleEntry): VehicleCatalog {
    const key = `domain|${p.snapshot.sha256}|${entry.vehicle.modelId}|${p.language}|${p.context.priceList}`;
    return this.memoise(key, () => domainCatalog(p, entry));
  }

  async modelName(modelId: string): Promise<string | null> {
    return (await this.current()).vehicles.get(modelId)?.vehicle.name ?? null;
  }

  async heroImageUrl(modelId: string): Promise<string | null> {
    return (await this.current()).vehicles.get(modelId)?.vehicle.hero.imageUrl ?? null;
  }

  /** A stored price in its own currency (history rows keep the currency they were saved in). */
  async priceInCurrency(minorUnits: number, currencyCode: string): Promise<Price> {
    const currency = (await this.current()).currencies.get(currencyCode);
    return {
      Value: minorUnits / 10 ** (currency?.decimals ?? 2),
      CurrencySymbol: currency?.symbol ?? currencyCode,
      Currency: currencyCode,
    };
  }

  price(minorUnits: number, context: ResolvedContext): Price {
    return restPrice(minorUnits, context);
  }
}

export interface EncodedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/** Company, market and currency of a request; unknown ones are 400 naming `cid` or `m`. */
function resolveIn(snapshot: CatalogSnapshot, context: RequestContext): ResolvedContext {
  const company = snapshot.companies.get(context.companyId);
  if (!company) throw badRequest(`cid: unknown company ${context.companyId}.`, { Field: 'cid' });
  // `m` may name a market or one of its countries; the culture's country is the default.
  const country = snapshot.countries.get(context.market);
  const market =
    snapshot.markets.get(context.market) ?? (country && snapshot.markets.get(country.marketCode));
  if (!market)
    throw badRequest(
      `m: no market sells in ${context.market} (neither a country nor a market code we know).`,
      {
        Field: 'm',
      },
    );
  const priceList = snapshot.priceLists.get(market.priceList);
  const currency = priceList && snapshot.currencies.get(priceList.currency);
  if (!priceList || !currency)
    throw badRequest(`m: market ${market.code} has no price list.`, { Field: 'm' });
  return {
    ...context,
    market: market.code,
    brand: company.brands[0] ?? 'KTM',
    currency: currency.code,
    currencySymbol: currency.symbol,
    currencyDecimals: currency.decimals,
    priceList: priceList.code,
  };
}
