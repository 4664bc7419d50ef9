import type { StillSpec } from '@configurator/render-sim/scene/stillSpec';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A day: catalog pictures change only when the catalog or the scene does, and then their ETag does. */
export const CATALOG_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

async function sendCatalogImage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: StillSpec,
) {
  const etag = `"${await app.catalogImages.key(spec)}"`;
  reply.header('etag', etag).header('cache-control', CATALOG_IMAGE_CACHE_CONTROL);
  // The key names the content: a client that has it needs neither a render nor a read.
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const still = await app.catalogImages.still(spec);
  return reply
    .header('x-render-cache', still.cached ? 'hit' : 'miss')
    .type(still.contentType)
    .send(still.bytes);
}

interface PartParams {
  code: string;
  file: string;
}

interface ModelParams {
  modelId: string;
}

/**
 * The catalog's picture URLs: `/catalog/parts/{code}/main.png` and `detail-N.png`,
 * `/catalog/models/{modelId}/hero.png` and `/catalog/models/{modelId}/setups/{setup}.png`.
 * Rendered from the scene on first request, then served from the still cache. Outside the REST
 * facade, so not in its OpenAPI document. The image routes' guard refuses traversal first.
 */
export const catalogImageRoutes = fp(async (app: FastifyInstance) => {
  const hidden = { schema: { hide: true } };

  app.get<{ Params: PartParams }>('/catalog/parts/:code/:file', hidden, async (request, reply) => {
    const spec = await app.catalogImages.partSpec(request.params.code, request.params.file);
    return sendCatalogImage(app, request, reply, spec);
  });

  app.get<{ Params: ModelParams }>('/catalog/models/:modelId/hero.png', hidden, async (request, reply) => {
    const spec = await app.catalogImages.heroSpec(request.params.modelId);
    return sendCatalogImage(app, request, reply, spec);
  });

  app.get<{ Params: ModelParams & { file: string } }>(
    '/catalog/models/:modelId/setups/:file',
    hidden,
    async (request, reply) => {
      const spec = await app.catalogImages.setupSpec(request.params.modelId, request.params.file);
      return sendCatalogImage(app, request, reply, spec);
    },
  );
});
