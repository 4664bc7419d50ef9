import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { mapTileSource } from '../settings/mapTiles.js';
import { isDryRun } from './dryRuns.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Dry runs are counted apart from the writes of the same address. */
const DRY_RUN_KEY = '|dry-run';
/** Where the tag manager's script comes from (the client's `thirdPartyScripts.ts` loads it). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What the Maps JavaScript API loads, after Google's allowlist policy for it: its scripts, tiles,
 * fonts and the inline styles it sets. Named only when GOOGLE_MAPS_KEY is set.
 */
export const GOOGLE_MAPS_SOURCES = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
} as const satisfies Record<string, readonly string[]>;

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The Content Security Policy: the built client and the sign-in pages load scripts and styles
 * from this server only (neither has inline scripts); pictures also as data: and blob: URLs;
 * configured third parties (tracking, finance plug-in, an external identity provider, the dealer
 * map's tiles or Google Maps) are named.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const thirdParty = [config.TRACKING_URL, config.FINANCING_PLUGIN_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);
  // The tag manager loads from its own origin and reports back there (the client loads it only
  // with marketing consent).
  const tagManager = config.TAG_MANAGER_ID.trim() ? [TAG_MANAGER_ORIGIN] : [];
  const tracking = [...new Set([...thirdParty, ...tagManager])];
  const issuer = originOf(config.OIDC_ISSUER);
  const redirectOrigins = config.OIDC_REDIRECT_URIS.map(originOf).filter((o): o is string => o !== null);
  const tiles = mapTileSource(config.MAP_TILE_URL);
  const maps = (directive: keyof typeof GOOGLE_MAPS_SOURCES): string[] =>
    config.GOOGLE_MAPS_KEY.trim() ? [...GOOGLE_MAPS_SOURCES[directive]] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tracking, ...maps('script-src')],
    'style-src': ["'self'", ...maps('style-src')],
    // Tracking and the tag manager count visits with pictures too; the dealer map shows tiles.
    'img-src': ["'self'", 'data:', 'blob:', ...tracking, ...(tiles ? [tiles] : []), ...maps('img-src')],
    'font-src': ["'self'", 'data:', ...maps('font-src')],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...tracking, ...(issuer ? [issuer] : []), ...maps('connect-src')],
    'frame-src': ["'self'", ...thirdParty, ...maps('frame-src')],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The sign-in form redirects on to the client's redirect URI.
    'form-action': ["'self'", ...new Set(redirectOrigins)],
    'frame-ancestors': ["'none'"],
  };
  if (config.GOOGLE_MAPS_KEY.trim()) directives['worker-src'] = ["'self'", ...maps('worker-src')];
  if (config.PUBLIC_URL?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers (helmet with the CSP above) and rate limits per client address and minute:
 * state-changing calls RATE_LIMIT_WRITES_PER_MINUTE; dry runs of part changes, which only read,
 * RATE_LIMIT_DRY_RUNS_PER_MINUTE of their own (an add with many questions asks many); sign-in and
 * registration RATE_LIMIT_LOGINS_PER_MINUTE (set on those routes).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  // helmet's middleware built once (its Fastify wrapper builds it again on every request, parsing
  // the policy each time) and run on every request before its handler.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Pictures and clips are also embedded by the brands' own sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? {} : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: true,
    // After the body is parsed: whether a call is a dry run is in its body.
    hook: 'preValidation',
    // An address as the plugin keys it by default (IPv6 by its /64), dry runs apart.
    keyGenerator: (request) => `${normalizeIP(request.ip)}${isDryRun(request) ? DRY_RUN_KEY : ''}`,
    max: (_request, key) =>
      key.endsWith(DRY_RUN_KEY) ? config.RATE_LIMIT_DRY_RUNS_PER_MINUTE : config.RATE_LIMIT_WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => SAFE_METHODS.has(request.method),
    errorResponseBuilder: (request, context) => {
      const what = isDryRun(request)
        ? 'dry runs'
        : request.routeOptions.config?.rateLimit
          ? 'attempts'
          : 'state-changing calls';
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const error = new Error(
        `Too many requests: at most ${context.max} ${what} per minute from one address; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      ) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});
