import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path after a prefix exactly as the client sent it, before any decoding. */
function rawPathAfter(request: FastifyRequest, prefix: string): string {
  const raw = (request.raw.url ?? '').split('?')[0] ?? '';
  const at = raw.indexOf(prefix);
  return at < 0 ? '' : raw.slice(at + prefix.length);
}

function parseRequest(rawPath: string, segments: number): ImageRequest & { layer?: string } {
  try {
    assertSafeImagePath(rawPath);
    const parts = rawPath.split('/').map((s) => decodeURIComponent(s));
    if (segments === 6) {
      const layer = parts.splice(4, 1)[0];
      return { ...parseImageSegments(parts), layer };
    }
    return parseImageSegments(parts);
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
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const image = parseRequest(rawPathAfter(request, '/images/'), 5);
    return sendStill(app, request, reply, image, 'full');
  });

  api.get('/images-fe/*', { schema: { hide: true } }, async (request, reply) => {
    const image = parseRequest(rawPathAfter(request, '/images-fe/'), 5);
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
    '/api/posconfigurator/blob-image/:companyCode/:bikeSetupId/*',
    {
      schema: {
        tags: ['images'],
        summary: 'One rendered layer: company (brand) code, bike setup (model) id and image path',
        description:
          'imagePath is {variationCode}/{parts}/{colours}/{layer}/{perspective}.{webp|png}; layer is full, vehicle or background.',
        params: z.object({
          companyCode: z.enum(['KTM', 'HQV', 'GG']),
          bikeSetupId: z.string().min(1).max(100),
          '*': z.string().max(2000).describe('imagePath'),
        }),
        response: { ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const prefix = `/blob-image/${request.params.companyCode}/`;
      const after = rawPathAfter(request, prefix);
      const image = parseRequest(after, 6);
      const layer = image.layer;
      if (layer !== 'full' && layer !== 'vehicle' && layer !== 'background') {
        throw new ApiError(400, 'imagePath: the layer is full, vehicle or background');
      }
      const brand = await app.images.brandOf(image.setup.modelId);
      if (brand !== request.params.companyCode) {
        throw new ApiError(
          404,
          `companyCode: ${image.setup.modelId} is not a ${request.params.companyCode} model.`,
        );
      }
      return sendStill(app, request, reply, image, layer);
    },
  );
}
