import { join, resolve } from 'node:path';
import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { catalogRoutes } from './catalog/catalogRoutes.js';
import { CatalogService } from './catalog/catalogService.js';
import type { AppConfig } from './config.js';
import { comparisonRoutes } from './configurations/comparisonRoutes.js';
import { ConfigurationComparison } from './configurations/configurationComparison.js';
import { configurationExport } from './configurations/configurationExport.js';
import { configurationRoutes } from './configurations/configurationRoutes.js';
import { configurationServices } from './configurations/configurationServices.js';
import { DealerInquiries } from './configurations/dealerInquiry.js';
import { historyRoutes } from './configurations/historyRoutes.js';
import { SavedConfigurations } from './configurations/savedConfigurations.js';
import { shareLinkRoutes } from './configurations/shareLinkRoutes.js';
import { dealerRoutes } from './dealers/dealerRoutes.js';
import { DealerService } from './dealers/dealerService.js';
import { DocumentService } from './documents/documentService.js';
import { summaryContent } from './documents/summaryContent.js';
import { financeRoutes } from './finance/financeRoutes.js';
import { healthRoutes } from './health/healthRoutes.js';
import { registerClientAssets } from './http/clientAssets.js';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors.js';
import { jsonCompression } from './http/jsonCompression.js';
import { API_BASE, BODY_LIMIT, restPlugin } from './http/restPlugin.js';
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
import { LayerCompositor } from './images/layerCompositor.js';
import { LayerWarmUp } from './images/layerWarmUp.js';
import { renderStatusRoutes } from './images/renderStatusRoutes.js';
import { ConfigurationMailing } from './mail/configurationMailing.js';
import { mailboxRoutes } from './mail/mailboxRoutes.js';
import type { MailSources } from './mail/mailComposer.js';
import { MailService } from './mail/mailService.js';
import { marketRoutes } from './markets/marketRoutes.js';
import { MarketService } from './markets/marketService.js';
import { startLocalRenderNode } from './render/localRenderNode.js';
import type { ClipFormatSpec } from './render/renderClient.js';
import { RenderNodeRegistry } from './render/renderNodes.js';
import { RenderQueue } from './render/renderQueue.js';
import { RenderResults } from './render/renderResults.js';
import type { AppServices } from './services.js';
import { isProduction } from './settings/appSettings.js';
import { settingsRoutes } from './settings/settingsRoutes.js';
import { SettingsService } from './settings/settingsService.js';
import { streamRoutes } from './stream/streamRoutes.js';
import { StreamService } from './stream/streamService.js';
import { StreamWarmth } from './stream/streamWarmth.js';
import { telemetryRoutes } from './telemetry/telemetryRoutes.js';
import { TelemetryService } from './telemetry/telemetryService.js';
import { trpcPlugin } from './trpc/trpcPlugin.js';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Keys of the identity provider; by default the JWKS its discovery document names. */
  identityKeys?: JWTVerifyGetKey;
  /** The waiting-room clips' format; by default 72 frames (3 s at 24 fps), 640x360. */
  clipFormat?: Partial<ClipFormatSpec>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: AppConfig;
    tokens: TokenVerifier;
    renderNodes: RenderNodeRegistry;
    renderQueue: RenderQueue;
    renderResults: RenderResults;
  }
}

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Big bodies only where a route takes a screenshot (its own bodyLimit).
    bodyLimit: BODY_LIMIT,
    // Refusals before routing answer a Message like every other error.
    frameworkErrors,
    clientErrorHandler,
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
  const { commands: configurationCommands, queries: configurationQueries } = configurationServices(
    deps.database.db,
    catalog,
    { accountsEnabled: config.CDC_ENABLED, brandOf: (modelId) => images.brandOf(modelId) },
  );
  const cacheDir = resolve(repositoryRoot, config.RENDER_CACHE_DIR ?? join(config.DATA_DIR, 'render-cache'));
  // Rendering happens in render nodes, processes of their own reached by URL; by default one is
  // started beside this server on its first render.
  const renderNodes = new RenderNodeRegistry(deps.database.db, {
    urls: config.RENDER_NODES,
    startLocalNode: config.RENDER_LOCAL_NODE
      ? () =>
          startLocalRenderNode({
            chromiumPath: config.CHROMIUM_PATH,
            ffmpegPath: config.FFMPEG_PATH,
            capacity: config.RENDER_NODE_CAPACITY,
            streams: config.STREAM_CAPACITY,
            // Its live sessions' browser runs while visitors use the app (streamWarmth.ts).
            streamsWarm: false,
          })
      : null,
    log: app.log,
  });
  const renderResults = new RenderResults(deps.database.db, join(cacheDir, 'results'), app.log);
  const renderQueue = new RenderQueue(deps.database.db, renderNodes, renderResults, {
    leaseMs: config.RENDER_LEASE_MS,
    waitMs: config.RENDER_WAIT_MS,
    renderTimeoutMs: Math.max(config.RENDER_LEASE_MS - 1000, 1000),
    maxAttempts: 3,
    pollMs: 1000,
    log: app.log,
  });
  app.decorate('renderNodes', renderNodes);
  app.decorate('renderResults', renderResults);
  app.decorate('renderQueue', renderQueue);
  const compositor = new LayerCompositor(
    join(cacheDir, 'composed'),
    renderResults,
    (stacks): Promise<Buffer[]> => documents.printer.composeImages(stacks),
    app.log,
  );
  const images = new ImageService(catalog, renderQueue, compositor);
  const catalogImages = new CatalogImageService(catalog, renderQueue, images);
  const clips = new ClipService(catalog, renderQueue, app.log, deps.clipFormat);
  const layerWarmUp = new LayerWarmUp(catalog, images, renderQueue, app.log);
  const documents = new DocumentService(
    {
      configurations: {
        state: (id) => configurationQueries.state(id),
        share: (id, caller) => configurationCommands.share(id, caller),
      },
      catalog,
      images,
      summaryContent: (request) => summaryContent({ db: deps.database.db, catalog, images }, request),
    },
    {
      executablePath: config.CHROMIUM_PATH,
      concurrency: config.PDF_CONCURRENCY,
      queueLimit: config.PDF_QUEUE_LIMIT,
      queueWaitMs: config.PDF_QUEUE_WAIT_MS,
      cacheBytes: config.PDF_CACHE_MB * 1024 * 1024,
      publicUrl: config.PUBLIC_URL,
      port: config.PORT,
    },
  );
  app.addHook('onReady', async () => {
    renderNodes.start();
    renderQueue.start();
  });
  // The layers and clips are rendered in the background once the server answers requests.
  if (config.RENDER_WARM_UP) app.addHook('onListen', async () => layerWarmUp.start());
  if (config.PREPARE_CLIPS) app.addHook('onListen', async () => clips.startWarmUp());
  app.addHook('onClose', async () => {
    await layerWarmUp.stop();
    await clips.stop();
    await renderQueue.close();
    await renderNodes.close();
    await documents.close();
  });
  // Registered after the hook above, so it runs before it (the last-registered onClose runs first):
  // the outbox worker finishes its mail, which may need the PDF printer, before the printer closes.
  const exportOf: MailSources['exportOf'] = (request) => configurationExport(catalog, request);
  const mail = await MailService.start(config, {
    db: deps.database.db,
    exportOf,
    pdf: documents,
    log: app.log,
  });
  app.addHook('onClose', async () => mail.close());
  const dealers = new DealerService(deps.database.db);
  const mailing = new ConfigurationMailing({
    configurations: configurationCommands,
    dealers,
    mail,
    exportOf,
  });
  const telemetry = new TelemetryService(deps.database.db);
  const streams = new StreamService(
    {
      db: deps.database.db,
      catalog,
      configurations: configurationQueries,
      renderNodes,
      telemetry,
      verifyToken: (token) => app.tokens.verify(token),
      log: app.log,
    },
    {
      queuePollMs: config.STREAM_QUEUE_POLL_MS,
      inactivityPromptMs: config.STREAM_INACTIVITY_PROMPT_MS,
      inactivityStopMs: config.STREAM_INACTIVITY_STOP_MS,
      disconnectGraceMs: config.STREAM_DISCONNECT_GRACE_MS,
      video: {
        iceServers: config.STREAM_ICE_SERVERS,
        webrtcTimeoutMs: config.STREAM_WEBRTC_TIMEOUT_MS,
        baseLoadDelayMs: config.STREAM_BASE_LOAD_DELAY_MS,
        startTimeoutMs: config.STREAM_START_TIMEOUT_MS,
      },
    },
  );
  const streamWarmth =
    config.RENDER_LOCAL_NODE && config.STREAM_CAPACITY > 0
      ? new StreamWarmth({ localNode: () => renderNodes.localNode(), log: app.log })
      : null;
  const visitorActive = () => void streamWarmth?.visitorActive();
  const services: AppServices = {
    catalog,
    images,
    catalogImages,
    clips,
    layerWarmUp,
    configurationCommands,
    configurationQueries,
    configurationComparison: new ConfigurationComparison(deps.database.db, catalog, configurationQueries),
    markets: new MarketService(deps.database.db),
    dealers,
    settings: new SettingsService(config),
    telemetry,
    streams,
    documents,
    mail,
    mailing,
    savedConfigurations: new SavedConfigurations(deps.database.db, catalog, config.CDC_ENABLED),
    dealerInquiries: new DealerInquiries({
      catalog,
      configurations: configurationQueries,
      dealers,
      mailing,
      switches: {
        accountsEnabled: config.CDC_ENABLED,
        dealerSearch2DEnabled: config.DEALER_SEARCH_2D_ENABLED,
        dealerSearch3DEnabled: config.DEALER_SEARCH_3D_ENABLED,
      },
    }),
  };
  app.decorate('services', services);

  await app.register(securityPlugin);
  await app.register(jsonCompression);
  await app.register(websocketGateway);
  await app.register(restPlugin);
  await app.register(oidcRoutes, { identity });
  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: API_BASE });
  await app.register(configurationRoutes, { prefix: API_BASE });
  await app.register(historyRoutes, { prefix: API_BASE });
  await app.register(comparisonRoutes, { prefix: API_BASE });
  await app.register(shareLinkRoutes);
  await app.register(imageRoutes);
  await app.register(catalogImageRoutes);
  await app.register(clipRoutes);
  await app.register(renderStatusRoutes, { prefix: '/api/render' });
  await app.register(financeRoutes);
  await app.register(streamRoutes);
  await app.register(trpcPlugin, { onCall: visitorActive });
  // Settings, markets, dealers and telemetry:
  await app.register(settingsRoutes, { prefix: API_BASE });
  await app.register(marketRoutes, { prefix: API_BASE });
  await app.register(telemetryRoutes, { prefix: API_BASE });
  await app.register(dealerRoutes, { prefix: '/api' });
  if (mail.mailbox && !isProduction(config)) await app.register(mailboxRoutes, { mailbox: mail.mailbox });

  // The client routes in the browser: every unknown GET outside the API gets the app shell.
  await registerClientAssets(
    app,
    resolve(repositoryRoot, config.CLIENT_DIST_DIR ?? 'client/dist'),
    visitorActive,
  );
  return app;
}
