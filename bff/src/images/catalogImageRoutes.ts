import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ModelPicture } from './catalogImageService.js';

/** A day: catalog pictures change only when the catalog or the scene does, and then their ETag does. */
export const CATALOG_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

interface PartParams {
  code: string;
  file: string;
}

interface ModelParams {
  modelId: string;
}

function notModified(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
  const etag = `"${key}"`;
  reply.header('etag', etag).header('cache-control', CATALOG_IMAGE_CACHE_CONTROL);
  return request.headers['if-none-match'] === etag;
}

async function sendModelPicture(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  picture: ModelPicture,
) {
  // Hero and setup pictures are the largest a page loads: WebP where the browser says it takes it.
  const type = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'image/webp' : 'image/png';
  const composed = await app.services.catalogImages.composed(picture, type);
  reply.header('vary', 'Accept');
  if (notModified(request, reply, composed.key)) return reply.code(304).send();
  return reply
    .header('x-render-cache', composed.cached ? 'hit' : 'miss')
    .type(composed.contentType)
    .send(composed.bytes);
}

/**
 * The catalog's picture URLs: `/catalog/parts/{code}/main.png` and `detail-N.png`,
 * `/catalog/models/{modelId}/hero.png` and `/catalog/models/{modelId}/setups/{setup}.png`.
 * Rendered on first request through the render queue, then served from the results. Outside the
 * REST facade, so not in its OpenAPI document. The image routes' guard refuses traversal first.
 */
export const catalogImageRoutes = fp(async (app: FastifyInstance) => {
  const hidden = { schema: { hide: true } };

  app.get<{ Params: PartParams }>('/catalog/parts/:code/:file', hidden, async (request, reply) => {
    const spec = await app.services.catalogImages.partSpec(request.params.code, request.params.file);
    // The key names the content: a client that has it needs neither a render nor a read.
    const key = await app.renderQueue.keyOf({ kind: 'still', spec });
    if (notModified(request, reply, key)) return reply.code(304).send();
    const still = await app.services.catalogImages.partStill(spec);
    return reply
      .header('x-render-cache', still.cached === false ? 'miss' : 'hit')
      .type(still.contentType)
      .send(await app.renderResults.bytes(still));
  });

  app.get<{ Params: ModelParams }>('/catalog/models/:modelId/hero.png', hidden, async (request, reply) => {
    return sendModelPicture(
      app,
      request,
      reply,
      await app.services.catalogImages.hero(request.params.modelId),
    );
  });

  app.get<{ Params: ModelParams & { file: string } }>(
    '/catalog/models/:modelId/setups/:file',
    hidden,
    async (request, reply) => {
      const picture = await app.services.catalogImages.setup(request.params.modelId, request.params.file);
      return sendModelPicture(app, request, reply, picture);
    },
  );
});
