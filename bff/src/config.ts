import { availableParallelism } from 'node:os';
import { DEFAULT_POOL_SIZE } from '@configurator/migrations/db/database';
import { z } from 'zod';
import { isMapTileTemplate, MAP_TILE_URL_RULE } from './settings/mapTiles.js';

/**
 * Prints at once by default: one per core beyond the first, at most two. Printing is CPU work: on
 * two cores a second page printed no more PDFs a second (4.3 against 3.5-4.8 for 50 at once) and
 * held a second renderer and print helper (about 50 MB more under the burst).
 */
export const defaultPdfConcurrency = (cores = availableParallelism()) => Math.max(1, Math.min(2, cores - 1));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. The README lists the same. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  /** Connections to the PostgreSQL server; more let concurrent commits share one WAL flush. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  DATA_DIR: z.string().min(1).default('data'),
  PGLITE_DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  SEED_CATALOG: booleanFlag.default(true),
  /** The brand this deployment serves (KTM, HQV or GG). */
  BRAND: z.enum(['KTM', 'HQV', 'GG']).default('KTM'),
  /** Brands a `brand` query parameter may switch to outside production, comma-separated. */
  SUPPORTED_BRANDS: z
    .string()
    .regex(/^(KTM|HQV|GG)(,(KTM|HQV|GG))*$/, 'comma-separated brand codes: KTM, HQV, GG')
    .default('KTM,HQV,GG')
    .transform((v) => v.split(',') as ('KTM' | 'HQV' | 'GG')[]),
  /** Where rendered stills are kept; default `$DATA_DIR/render-cache`. */
  RENDER_CACHE_DIR: z.string().min(1).optional(),
  /** Render nodes of this deployment besides the local one, comma-separated base URLs (http://host:port). */
  RENDER_NODES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Start a render node beside the server (on its first render), on a free port of 127.0.0.1. */
  RENDER_LOCAL_NODE: booleanFlag.default(true),
  /** Renders the local node runs at once; 0: one per core, at most 2. */
  RENDER_NODE_CAPACITY: z.coerce.number().int().min(0).max(64).default(0),
  /** Live 3D sessions the local render node takes at once; 0: it streams nothing. */
  STREAM_CAPACITY: z.coerce.number().int().min(0).max(64).default(2),
  /** STUN/TURN servers for the 3D stream's WebRTC, as JSON (`[{"urls":"turn:host:3478","username":"u","credential":"p"}]`); none needed on one machine. */
  STREAM_ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z
          .object({
            urls: z.union([
              z.string().regex(/^(stun|stuns|turn|turns):/),
              z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
            ]),
            username: z.string().optional(),
            credential: z.string().optional(),
          })
          .strict(),
      ),
    ),
  /** The 3D stream's timings (spec section 9); tests shorten them. */
  STREAM_START_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  STREAM_WEBRTC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  STREAM_BASE_LOAD_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  STREAM_INACTIVITY_PROMPT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  STREAM_INACTIVITY_STOP_MS: z.coerce.number().int().min(100).max(3_600_000).default(150_000),
  STREAM_DISCONNECT_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  STREAM_QUEUE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Render every model's layers in the background after the start and after a catalog import. */
  RENDER_WARM_UP: booleanFlag.default(true),
  /** How long a request waits for its render before it answers 503 with Retry-After. */
  RENDER_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How long a server's claim on a render job holds before another server takes it over. */
  RENDER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** The niceness of background work (PDFs, stills, the local render node): 0-19. */
  BACKGROUND_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** Chromium for rendering and documents. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** ffmpeg, which encodes the waiting-room clips. */
  FFMPEG_PATH: z.string().min(1).default('/usr/bin/ffmpeg'),
  /**
   * PDF summaries: prints at once, prints waiting (beyond: 503), how long one waits for a page
   * (beyond: 503), and the memory cache of printed PDFs.
   */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(defaultPdfConcurrency()),
  PDF_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(100),
  PDF_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  PDF_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Record the waiting-room clips in the background after the server starts (else on first request). */
  PREPARE_CLIPS: booleanFlag.default(true),
  /** The address visitors reach the server at, used in share links; default: the request's host. */
  PUBLIC_URL: z.url().optional(),
  /** Production, Staging, Development ...; Production maps to the settings' Env "live". */
  ENVIRONMENT: z.string().min(1).default('Development'),
  /** Links to each brand's website (footer, back link). */
  BRAND_LINK_KTM: z.url().default('https://www.ktm.com'),
  BRAND_LINK_HQV: z.url().default('https://www.husqvarna-motorcycles.com'),
  BRAND_LINK_GG: z.url().default('https://www.gasgas.com'),
  /** Consumer deployment (true) or the dealers' point-of-sale deployment (false). */
  IS_B2C: booleanFlag.default(true),
  /** Cookie-consent data-domain id (OneTrust); empty disables the consent script. */
  CONSENT_ID: z.string().default(''),
  TAG_MANAGER_ID: z.string().default(''),
  FINANCING_PLUGIN_URL: z.union([z.url(), z.literal('')]).default(''),
  /** The finance simulator's offer: nominal interest rate per year (percent) and default term (months). */
  FINANCE_ANNUAL_RATE_PERCENT: z.coerce.number().min(0).max(100).default(4.9),
  FINANCE_TERM_MONTHS: z.coerce.number().int().min(1).max(120).default(48),
  /**
   * The identity provider (issuer URL and client id); CDC_ENABLED=false hides login and saving to a
   * profile. Default: this server's own provider, `PUBLIC_URL`'s origin (else http://localhost:PORT) + /oidc.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('configurator'),
  CDC_ENABLED: booleanFlag.default(true),
  /** More redirect URIs of the built-in provider's client, comma-separated (besides PUBLIC_URL/auth/callback). */
  OIDC_REDIRECT_URIS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Further page origins (besides PUBLIC_URL's and the server's own) that may open websockets here. */
  WEBSOCKET_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /**
   * Rate limits per client address and minute: state-changing calls; dry runs of part changes
   * (they only read, and one add may ask several questions); login attempts.
   */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_DRY_RUNS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  RATE_LIMIT_LOGINS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  DEALER_SEARCH_2D_ENABLED: booleanFlag.default(true),
  DEALER_SEARCH_3D_ENABLED: booleanFlag.default(true),
  GOOGLE_MAPS_KEY: z.string().default(''),
  /** Tiles of the dealer map (Leaflet) when there is no Google Maps key; empty: the list alone. */
  MAP_TILE_URL: z
    .string()
    .refine((template) => template === '' || isMapTileTemplate(template), MAP_TILE_URL_RULE)
    .default(''),
  /** The tiles' attribution shown on the map, as plain text. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  SHOW_3D_DEBUG_TOOLS: booleanFlag.default(false),
  /** Build information shown in the settings' VersionInfo. */
  GIT_COMMIT: z.string().min(1).default('unknown'),
  BUILD_DATE: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).default('unknown'),
  TRACKING_URL: z.union([z.url(), z.literal('')]).default(''),
  TRACKING_PROJECT: z.string().default(''),
  TRACKING_ID: z.string().default(''),
  /** Global price switch: false hides every price whatever the model allows. */
  ALLOW_PRICES: booleanFlag.default(true),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587 (smtps:// for TLS on connect); unset: the built-in SMTP server. */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every mail: an address, or `Name <address>`; a bare address gets the brand's name. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'an e-mail address, or Name <address>')
    .default('configurator@localhost'),
  /** Deliver the outbox's mails from this process (any number of instances may). */
  MAIL_WORKER: booleanFlag.default(true),
  /** Port of the built-in SMTP server on 127.0.0.1 (when SMTP_URL is unset); 0: any free port. */
  MAIL_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where the built-in SMTP server keeps what it receives; default `$DATA_DIR/mailbox`. */
  MAILBOX_DIR: z.string().min(1).optional(),
  /** Delivery attempts before a mail is given up, and the wait after the first failure (doubling). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** How long a worker's claim on a mail holds before another worker may take it over. */
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** How often the worker looks for due mails when no send in its own process wakes it. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(2000),
});

/** The built-in provider's issuer on this server: PUBLIC_URL's origin, else localhost and PORT. */
export function defaultIssuer(config: { PORT: number; PUBLIC_URL?: string | undefined }): string {
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
  return `${origin}/oidc`;
}

/** The settings with the defaults that follow other settings filled in. */
const appConfigSchema = configSchema.transform((config) => ({
  ...config,
  OIDC_ISSUER: config.OIDC_ISSUER ?? defaultIssuer(config),
}));

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Parses the environment once at boot; a bad value stops the boot naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = appConfigSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
