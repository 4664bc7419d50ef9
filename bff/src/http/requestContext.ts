import { z } from 'zod';

/** The company the product serves when a request names none (`cid`, `id_company`). */
export const DEFAULT_COMPANY_ID = '6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01';
export const DEFAULT_CULTURE = 'de-AT';
export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** `cid`, `c` and `m` (a country code, or a market code), accepted on every call of the facade. */
export const contextQuerySchema = z.object({
  cid: z.uuid('cid must be a company id (UUID)').optional(),
  c: z
    .string()
    .regex(/^[a-zA-Z]{2}[-_][a-zA-Z]{2}$/, 'c must be a culture such as de-AT')
    .optional(),
  m: z
    .string()
    .regex(/^[a-zA-Z]{2,8}$/, 'm must be a country code such as AT or a market code such as CENTRAL')
    .optional(),
});
export type ContextQuery = z.infer<typeof contextQuerySchema>;

export interface RequestContext {
  companyId: string;
  /** Normalised, e.g. de-AT. */
  culture: string;
  /** The language of texts: the culture's language when supported, else en. */
  language: SupportedLanguage;
  /** Upper-case market (country) code; defaults to the culture's country. */
  market: string;
}

export function requestContext(query: ContextQuery): RequestContext {
  const [lang = 'de', country = 'AT'] = (query.c ?? DEFAULT_CULTURE).split(/[-_]/);
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(lang.toLowerCase())
    ? (lang.toLowerCase() as SupportedLanguage)
    : 'en';
  return {
    companyId: (query.cid ?? DEFAULT_COMPANY_ID).toLowerCase(),
    culture: `${lang.toLowerCase()}-${country.toUpperCase()}`,
    language,
    market: (query.m ?? country).toUpperCase(),
  };
}
