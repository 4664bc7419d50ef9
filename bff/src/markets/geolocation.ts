import { createRequire } from 'node:module';

/** Country headers set by CDNs in front of the server, most specific first. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'] as const;

/**
 * Codes that name no country: unknown (XX, ZZ), Tor (T1), anonymous proxy and satellite (A1, A2),
 * other (O1), and the continent-wide EU and AP.
 */
const NOT_A_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP']);

export type CountrySource = (typeof COUNTRY_HEADERS)[number] | 'ip';

export interface DeterminedCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  source: CountrySource;
}

type HeaderValue = string | string[] | undefined;

export function countryCode(value: HeaderValue): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const code = first?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code;
}

interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

let geoip: GeoipCountry | undefined;

/** The country of a public IP address; null for loopback, private and unknown addresses. */
export function countryOfIp(ip: string | undefined): string | null {
  if (!ip) return null;
  // Loaded on first use: the package reads its data files (a few MB) synchronously when required.
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  return countryCode(geoip.lookup(ip)?.country);
}

/** The visitor's country: from the first valid CDN header, else from the client address. */
export function determineCountry(
  headers: Readonly<Record<string, HeaderValue>>,
  ip: string | undefined,
): DeterminedCountry | null {
  for (const header of COUNTRY_HEADERS) {
    const code = countryCode(headers[header]);
    if (code) return { code, source: header };
  }
  const code = countryOfIp(ip);
  return code ? { code, source: 'ip' } : null;
}
