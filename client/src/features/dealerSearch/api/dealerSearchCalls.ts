import type { Dealer } from '@configurator/domain/catalog/dealer';
import { XBOW_DEALER_QUALIFICATION } from '@configurator/domain/catalog/streetModels';
import type { BrandCode } from '@configurator/domain/catalog/types';
import { languageOfCulture } from '../../../i18n/translation.js';
import { queryKeys } from '../../../lib/queryKeys.js';

/** The dealer search lies outside the facade, under /api. */
const DEALERS_URL = '/api/dealers';
const PAGE_SIZE = 50;

/** A dealer as GET /api/dealers answers it: the type the server answers with, from the domain. */
export type { Dealer };

export interface Position {
  latitude: number;
  longitude: number;
}

/** What the visitor asks for. */
export interface DealerCriteria {
  text: string;
  near: Position | null;
}

/** The query of GET /api/dealers, as the specification describes the dealer search. */
interface DealerQuery {
  /** ktm, husqvarna, the brand's product name, or all. */
  brand: string;
  country?: string;
  language?: string;
  qualification?: string;
  q?: string;
  lat?: string;
  lng?: string;
}

/** The brands' product names as the dealer search knows them. */
const DEALER_BRANDS: Record<BrandCode, string> = { KTM: 'ktm', HQV: 'husqvarna', GG: 'gasgas' };

/** The search's brand for the brand shown: its product name, or all for a brand it does not know. */
function dealerBrandOf(brand: string): string {
  return DEALER_BRANDS[brand as BrandCode] ?? 'all';
}

/** X-Bow models (a name containing 'bow') are sold by qualified dealers only. */
function isXBowModel(modelName: string): boolean {
  return /bow/i.test(modelName);
}

interface SearchContext {
  brand: string;
  /** The visitor's country (ISO alpha-2), when known. */
  country: string | null;
  /** The culture the page speaks, e.g. de-AT. */
  culture: string;
  modelName: string;
}

export function dealerQueryOf(context: SearchContext, criteria: DealerCriteria): DealerQuery {
  const language = languageOfCulture(context.culture);
  const text = criteria.text.trim();
  return {
    brand: dealerBrandOf(context.brand),
    ...(context.country ? { country: context.country } : {}),
    ...(language ? { language } : {}),
    ...(isXBowModel(context.modelName) ? { qualification: XBOW_DEALER_QUALIFICATION } : {}),
    ...(text ? { q: text } : {}),
    ...(criteria.near
      ? { lat: criteria.near.latitude.toFixed(5), lng: criteria.near.longitude.toFixed(5) }
      : {}),
  };
}

async function fetchDealers(query: DealerQuery): Promise<Dealer[]> {
  const search = new URLSearchParams({ ...query, limit: String(PAGE_SIZE) });
  const response = await fetch(`${DEALERS_URL}?${search}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`dealer search: HTTP ${response.status}`);
  return ((await response.json()) as { Dealers: Dealer[] }).Dealers;
}

interface DealerResults {
  dealers: Dealer[];
  /** Nothing matched in the visitor's country, so these are dealers anywhere. */
  otherCountries: boolean;
}

/**
 * The dealers matching the query in the visitor's country; where none there matches, the same
 * search in every country, so that the visitor can still ask a dealer.
 */
async function searchDealers(query: DealerQuery): Promise<DealerResults> {
  const dealers = await fetchDealers(query);
  if (dealers.length > 0 || !query.country) return { dealers, otherCountries: false };
  const { country: _inCountry, ...anywhere } = query;
  const elsewhere = await fetchDealers(anywhere);
  return { dealers: elsewhere, otherCountries: elsewhere.length > 0 };
}

export function dealerSearchQuery(query: DealerQuery) {
  return {
    queryKey: queryKeys.dealerSearch(query),
    queryFn: () => searchDealers(query),
    staleTime: 5 * 60_000,
  };
}
