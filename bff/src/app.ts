import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import { ClipCache, type ClipFormat } from '@configurator/render-sim/clips/clipCache';
import { RendererHost } from '@configurator/render-sim/host/rendererHost';
import { StillCache, type StillRenderer } from '@configurator/render-sim/stills/stillCache';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { catalogRoutes } from './catalog/catalogRoutes.js';
import { CatalogService } from './catalog/catalogService.js';
import type { AppConfig } from './config.js';
import { configurationRoutes } from './configurations/configurationRoutes.js';
import { ConfigurationService } from './configurations/configurationService.js';
import { historyRoutes } from './configurations/historyRoutes.js';
import { shareLinkRoutes } from './configurations/shareLinkRoutes.js';
import { dealerRoutes } from './dealers/dealerRoutes.js';
import { DocumentService } from './documents/documentService.js';
import { financeRoutes } from './finance/financeRoutes.js';
import { healthRoutes } from './health/healthRoutes.js';
import { API_BASE, restPlugin } from './http/restPlugin.js';
import { securityPlugin } from './http/securityPlugin.js';
import { websocketGateway } from './http/websocketGateway.js';
import { createBuiltInIdentity } from './identity/builtInProvider.js';
import { oidcRoutes } from './identity/oidcRoutes.js';
import { TokenVerifier } from './identity/tokenVerifier.js';
import { catalogImageRoutes } from './images/catalogImageRoutes.js';
import { CatalogImageService } from './images/catalogImageService.js';
import { clipRoutes } from './images/clipRoutes.js';
import { ClipService } from './images/clipService.js';
import { imageRoutes } from './images/imageRoutes.js';
import { ImageService } from './images/imageService.js';
import { mailboxRoutes } from './mail/mailboxRoutes.js';
import { MailService } from './mail/mailService.js';
import { marketRoutes } from './markets/marketRoutes.js';
import type { AppServices } from './services.js';
import { isProduction } from './settings/appSettings.js';
import { settingsRoutes } from './settings/settingsRoutes.js';
import { telemetryRoutes } from './telemetry/telemetryRoutes.js';
import { trpcPlugin } from './trpc/trpcPlugin.js';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Keys of the identity provider; by default the JWKS its discovery document names. */
  identityKeys?: JWTVerifyGetKey;
  /** The renderer of stills; by default headless Chromium, started on the first render. */
  renderer?: StillRenderer & { close?(): Promise<void> };
  /** The waiting-room clips' format; by default 72 frames (3 s at 24 fps), 640x360. */
  clipFormat?: Partial<ClipFormat>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: AppConfig;
    tokens: TokenVerifier;
    images: ImageService;
    catalogImages: CatalogImageService;
    clips: ClipService;
  }
}

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 12 * 1024 * 1024,
  });
  app.decorate('database', deps.database);
  app.decorate('config', config);
  // The built-in OpenID provider when OIDC_ISSUER is this server's own /oidc; else an external one.
  const identity = await createBuiltInIdentity(config, deps.database.db);
  app.decorate(
    'tokens',
    new TokenVerifier({
      issuer: config.OIDC_ISSUER,
      audience: config.OIDC_CLIENT_ID,
      keys: deps.identityKeys ?? identity?.keys,
    }),
  );
  const catalog = new CatalogService(deps.database.db, { allowPrices: config.ALLOW_PRICES });
  const services: AppServices = {
    catalog,
    configurations: new ConfigurationService(deps.database.db, catalog),
  };
  app.decorate('services', services);
  const renderer = deps.renderer ?? new RendererHost({ executablePath: config.CHROMIUM_PATH });
  const cacheDir = resolve(repositoryRoot, config.RENDER_CACHE_DIR ?? join(config.DATA_DIR, 'render-cache'));
  const stills = new StillCache(cacheDir, renderer);
  app.decorate('images', new ImageService(catalog, stills));
  app.decorate('catalogImages', new CatalogImageService(catalog, stills));
  const clips = new ClipService(
    catalog,
    new ClipCache(join(cacheDir, 'videos'), renderer, { ...deps.clipFormat, ffmpegPath: config.FFMPEG_PATH }),
    app.log,
  );
  app.decorate('clips', clips);
  const documents = new DocumentService(app, {
    executablePath: config.CHROMIUM_PATH,
    concurrency: config.PDF_CONCURRENCY,
    queueLimit: config.PDF_QUEUE_LIMIT,
    cacheBytes: config.PDF_CACHE_MB * 1024 * 1024,
    imageDirectory: join(cacheDir, 'pdf-images'),
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
  });
  app.decorate('documents', documents);
  // The clips are recorded in the background once the server answers requests.
  if (config.PREPARE_CLIPS) app.addHook('onListen', async () => clips.startWarmUp());
  app.addHook('onClose', async () => {
    await clips.stop();
    await documents.close();
    await renderer.close?.();
  });
  // Registered after the hook above, so it runs before it (the last-registered onClose runs first):
  // the outbox worker finishes its mail, which may need the PDF printer, before the printer closes.
  const mail = await MailService.start(app, config);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.close());

  await app.register(securityPlugin);
  await app.register(websocketGateway);
  await app.register(restPlugin);
  await app.register(oidcRoutes, { identity });
  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: API_BASE });
  await app.register(configurationRoutes, { prefix: API_BASE });
  await app.register(historyRoutes, { prefix: API_BASE });
  await app.register(shareLinkRoutes);
  await app.register(imageRoutes);
  await app.register(catalogImageRoutes);
  await app.register(clipRoutes);
  await app.register(financeRoutes);
  await app.register(trpcPlugin);
  // Settings, markets, dealers and telemetry:
  await app.register(settingsRoutes, { prefix: API_BASE });
  await app.register(marketRoutes, { prefix: API_BASE });
  await app.register(telemetryRoutes, { prefix: API_BASE });
  await app.register(dealerRoutes, { prefix: '/api' });
  if (mail.mailbox && !isProduction(config)) await app.register(mailboxRoutes, { mailbox: mail.mailbox });

  const clientDist = resolve(repositoryRoot, config.CLIENT_DIST_DIR ?? 'client/dist');
  const hasClient = existsSync(resolve(clientDist, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root: clientDist, wildcard: false });
  else app.log.warn({ clientDist }, 'client build not found; serving the API only');
  // The client routes in the browser: every unknown GET outside the API gets the app shell.
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ Message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
