import type { Dealer } from '@configurator/domain/catalog/dealer';
import type { Database } from '@configurator/migrations/db/database';
import { brands, dealers } from '@configurator/migrations/db/schema/catalog';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../http/apiError.js';

export interface DealerSearch {
  /** A brand's product name (ktm, husqvarna, gasgas), a brand code, or `all`; any letter case. */
  brand: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | undefined;
  qualification?: string | undefined;
  /** Free text: every word must appear in the name, street, post code or town. */
  text?: string | undefined;
  /** When given, the nearest dealers come first. */
  near?: { latitude: number; longitude: number } | undefined;
  limit: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Lower case without accents, so that 'munchen' finds 'München' and 'LINZ' finds 'Linz'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Every word of the text appears in one of the dealer's name, street, post code or town. */
export function matchesText(dealer: Pick<Dealer, 'Name' | 'Street' | 'PostCode' | 'Town'>, text: string) {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const haystack = foldText([dealer.Name, dealer.Street, dealer.PostCode, dealer.Town].join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** The jsonb array in the column contains the value. */
const jsonbContains = (column: AnyColumn, value: string): SQL =>
  sql`${column} @> ${JSON.stringify([value])}::jsonb`;

/** The dealer search of the send-to-dealer dialog. */
export class DealerService {
  private readonly collator = new Intl.Collator('en');

  constructor(private readonly db: Database) {}

  /** The brand code for a product name or code; null for `all`. */
  private async brandCode(brand: string): Promise<string | null> {
    const wanted = brand.trim().toLowerCase();
    if (wanted === 'all') return null;
    const rows = await this.db.select({ code: brands.code, productName: brands.productName }).from(brands);
    const match = rows.find(
      (row) => row.code.toLowerCase() === wanted || row.productName.toLowerCase() === wanted,
    );
    if (!match) {
      const accepted = ['all', ...rows.map((row) => row.productName), ...rows.map((row) => row.code)];
      throw badRequest(`brand: must be one of ${accepted.join(', ')} (got '${brand}')`);
    }
    return match.code;
  }

  /** The dealer's name and e-mail address, for a mail to the dealer; null for an unknown number. */
  async contact(dealerNo: string): Promise<{ name: string; email: string } | null> {
    const [dealer] = await this.db
      .select({ name: dealers.name, email: dealers.email })
      .from(dealers)
      .where(eq(dealers.dealerNo, dealerNo))
      .limit(1);
    return dealer ?? null;
  }

  async search(search: DealerSearch): Promise<Dealer[]> {
    const brand = await this.brandCode(search.brand);
    const conditions: SQL[] = [];
    if (search.country) conditions.push(eq(dealers.countryCode, search.country));
    if (brand) conditions.push(jsonbContains(dealers.brands, brand));
    if (search.qualification) conditions.push(jsonbContains(dealers.qualifications, search.qualification));
    const rows = await this.db
      .select()
      .from(dealers)
      .where(and(...conditions));
    const all: Dealer[] = rows.map((row) => ({
      DealerNo: row.dealerNo,
      Name: row.name,
      Street: row.street,
      PostCode: row.postCode,
      Town: row.town,
      CountryCode: row.countryCode,
      Email: row.email,
      Phone: row.phone,
      Latitude: row.latitude,
      Longitude: row.longitude,
      Brands: [...row.brands],
    }));
    // Matched here rather than in SQL, like the order below: accents fold the same way on both databases.
    const text = search.text?.trim();
    const found = text ? all.filter((dealer) => matchesText(dealer, text)) : all;
    // Sorted here rather than in SQL: the server's collation and PGlite's may differ.
    const byName = (a: Dealer, b: Dealer) =>
      this.collator.compare(a.Name, b.Name) ||
      (a.DealerNo < b.DealerNo ? -1 : a.DealerNo > b.DealerNo ? 1 : 0);
    const near = search.near;
    if (!near) return found.sort(byName).slice(0, search.limit);
    const withDistance = found.map((dealer) => {
      const exact = distanceKm(near, { latitude: dealer.Latitude, longitude: dealer.Longitude });
      return { dealer: { ...dealer, Distance: Math.round(exact * 10) / 10 }, exact };
    });
    return withDistance
      .sort((a, b) => a.exact - b.exact || byName(a.dealer, b.dealer))
      .slice(0, search.limit)
      .map((entry) => entry.dealer);
  }
}
