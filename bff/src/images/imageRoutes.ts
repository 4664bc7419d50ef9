import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { API_BASE } from '../http/restPlugin.js';
import {
  assertSafeImagePath,
  formatImageSetup,
  type ImageLayer,
  ImagePathError,
  type ImageRequest,
  parseImageSegments,
} from './imagePaths.js';
import { STILL_HEIGHT, STILL_WIDTH } from './imageService.js';

/** Every tree of rendered files; a path under one of them that tries to leave it is refused. */
const IMAGE_PREFIXES = ['/images/', '/images-fe/', `${API_BASE}/blob-image/`, '/catalog/', '/videos/'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path after a prefix exactly as the client sent it, before any decoding. */
function rawPathAfter(request: FastifyRequest, prefix: string): string {
  const raw = (request.raw.url ?? '').split('?')[0] ?? '';
  const at = raw.indexOf(prefix);
  return at < 0 ? '' : raw.slice(at + prefix.length);
}

function parseRequest(rawPath: string): ImageRequest {
  try {
    assertSafeImagePath(rawPath);
    return parseImageSegments(rawPath.split('/').map((s) => decodeURIComponent(s)));
  } catch (error) {
    if (error instanceof ImagePathError || error instanceof URIError) {
      throw new ApiError(
        400,
        error.message.startsWith('URI') ? 'imagePath: malformed escape' : error.message,
      );
    }
    throw error;
  }
}

async function sendStill(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  image: ImageRequest,
  layer: ImageLayer,
) {
  const still = await app.images.still(image, layer);
  const etag = `"${still.key}"`;
  reply
    .header('etag', etag)
    .header('cache-control', IMMUTABLE)
    .header('x-render-cache', still.cached ? 'hit' : 'miss');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(still.contentType).send(still.bytes);
}

/**
 * The 2D image pipeline: /images/... (the composed still), /images-fe/... (its layout: the layers
 * the client stacks) and the blob-image endpoint that serves single layers. Only stills the
 * renderer produced are served; a path that tries to leave the image tree is 400.
 */
export const imageRoutes = fp(async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Before routing, so that a path leaving the image tree is refused whatever it would match.
  app.addHook('onRequest', async (request) => {
    const raw = (request.raw.url ?? '').split('?')[0] ?? '';
    const prefix = IMAGE_PREFIXES.find((p) => raw.startsWith(p));
    if (!prefix) return;
    try {
      assertSafeImagePath(raw.slice(prefix.length));
    } catch (error) {
      throw new ApiError(400, (error as Error).message);
    }
  });

  api.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const image = parseRequest(rawPathAfter(request, '/images/'));
    return sendStill(app, request, reply, image, 'full');
  });

  api.get('/images-fe/*', { schema: { hide: true } }, async (request, reply) => {
    const image = parseRequest(rawPathAfter(request, '/images-fe/'));
    await app.images.spec(image, 'full');
    const brand = await app.images.brandOf(image.setup.modelId);
    const setup = formatImageSetup(image.setup);
    const layer = (name: ImageLayer, zIndex: number) => ({
      Name: name,
      ZIndex: zIndex,
      Url: `${API_BASE}/blob-image/${brand}/${encodeURIComponent(image.setup.modelId)}/${setup
        .split('/')
        .slice(1)
        .join('/')}/${name}/${image.perspective}.${image.format}`,
    });
    reply.header('cache-control', IMMUTABLE);
    return {
      Perspective: image.perspective,
      Width: STILL_WIDTH,
      Height: STILL_HEIGHT,
      Layers: [layer('background', 0), layer('vehicle', 1)],
    };
  });

  api.get(
    `${API_BASE}/blob-image/:companyCode/:bikeSetupId/:variationCode/:parts/:colors/:layer/:file`,
    {
      schema: {
        tags: ['images'],
        summary: 'One rendered layer: company (brand) code, bike setup (model) id and image path',
        description:
          'The image path is {variationCode}/{parts}/{colours}/{layer}/{perspective}.{webp|png}, as the layout at /images-fe/... names it.',
        params: z.object({
          companyCode: z.enum(['KTM', 'HQV', 'GG']),
          bikeSetupId: z.string().min(1).max(100).describe('The model id'),
          variationCode: z.string().min(1).max(100),
          parts: z.string().min(1).max(2000).describe('Renderable part ids joined by _, or none'),
          colors: z.string().min(1).max(100).describe('std, or the X-Bow slot colours and finish'),
          layer: z.enum(['full', 'vehicle', 'background']),
          file: z.string().regex(/^\d{1,2}\.(webp|png)$/, 'file: {perspective}.webp or {perspective}.png'),
        }),
        querystring: contextQuerySchema,
        response: {
          200: z.any().describe('The image (image/webp or image/png)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const p = request.params;
      const image = parseRequest(
        [p.bikeSetupId, p.variationCode, p.parts, p.colors, p.file].map(encodeURIComponent).join('/'),
      );
      const brand = await app.images.brandOf(image.setup.modelId);
      if (brand !== p.companyCode) {
        throw new ApiError(404, `companyCode: ${image.setup.modelId} is not a ${p.companyCode} model.`);
      }
      return sendStill(app, request, reply, image, p.layer);
    },
  );
});
