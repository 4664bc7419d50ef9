/**
 * The consent cookie, in the format of the OneTrust cookie the spec's consent script writes, so
 * that readers of either find what they expect:
 *
 *   OptanonConsent=groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0&datestamp=2026-11-23T20%3A00%3A00.000Z&version=1
 *
 * C0001 necessary (always 1), C0002 performance, C0003 functional, C0004 marketing; 1 consented, 0 not.
 */

export const CONSENT_COOKIE = 'OptanonConsent';
const CONSENT_VERSION = '1';
/** Half a year, after which the banner asks again. */
const MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export const CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const NECESSARY_ONLY: Consent = { C0001: true, C0002: false, C0003: false, C0004: false };
export const EVERYTHING: Consent = { C0001: true, C0002: true, C0003: true, C0004: true };

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The visitor's choice from the cookie string; null when there is none (the banner asks). */
export function parseConsent(cookies: string): Consent | null {
  const value = cookieValue(cookies, CONSENT_COOKIE);
  if (!value) return null;
  let groups: string | null;
  try {
    groups = new URLSearchParams(value).get('groups');
  } catch {
    return null;
  }
  if (!groups) return null;
  const consent: Consent = { ...NECESSARY_ONLY };
  for (const entry of groups.split(',')) {
    const [category, flag] = entry.split(':');
    if ((CATEGORIES as readonly string[]).includes(category ?? '') && category !== 'C0001') {
      consent[category as ConsentCategory] = flag === '1';
    }
  }
  return consent;
}

function serializeConsent(consent: Consent, at: Date): string {
  const groups = CATEGORIES.map(
    (category) => `${category}:${category === 'C0001' || consent[category] ? 1 : 0}`,
  );
  return new URLSearchParams({
    groups: groups.join(','),
    datestamp: at.toISOString(),
    version: CONSENT_VERSION,
  }).toString();
}

export function readConsent(): Consent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

export function writeConsent(consent: Consent, at: Date = new Date()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent, at)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Marketing consent (C0004): the finance simulator's cookie flag is 1 when this is true. */
export function marketingConsent(): boolean {
  return readConsent()?.C0004 === true;
}
