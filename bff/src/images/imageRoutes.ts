import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/apiError.js';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';
import { API_BASE } from '../http/restPlugin.js';
import type { RenderResult } from '../render/renderResults.js';
import { assertSafeImagePath, type ImagePath, ImagePathError, parseImageSegments } from './imagePaths.js';
import { STILL_WIDTH } from './imageService.js';
import type { ComposedImage } from './layerCompositor.js';

/** Every tree of rendered files; a path under one of them that tries to leave it is refused. */
const BLOB_PREFIX = `${API_BASE}/blob-image/`;
const IMAGE_PREFIXES = ['/images/', '/images-fe/', BLOB_PREFIX, '/catalog/', '/videos/'];
/** The blob route's path segments, in order. */
const BLOB_FIELDS = [
  'companyCode',
  'bikeSetupId',
  'variationCode',
  'parts',
  'colors',
  'layer',
  'file',
] as const;
const LEAVES_TREE = 'the image path must stay inside the image tree (no "..", "/", "\\" or their encodings)';

function isSafeSegment(segment: string): boolean {
  try {
    assertSafeImagePath(segment);
    return true;
  } catch {
    return false;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path after a prefix exactly as the client sent it, before any decoding. */
function rawPathAfter(request: FastifyRequest, prefix: string): string {
  const raw = (request.raw.url ?? '').split('?')[0] ?? '';
  const at = raw.indexOf(prefix);
  return at < 0 ? '' : raw.slice(at + prefix.length);
}

function parseRequest(rawPath: string): ImagePath {
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

/** The blob route's fields, each checked on its own so that a refusal names the field as the route does. */
function parseBlobRequest(p: Record<'bikeSetupId' | 'variationCode' | 'parts' | 'colors' | 'file', string>) {
  const fields = ['bikeSetupId', 'variationCode', 'parts', 'colors', 'file'] as const;
  for (const field of fields) {
    if (!isSafeSegment(encodeURIComponent(p[field]))) throw new ApiError(400, `${field}: ${LEAVES_TREE}`);
  }
  try {
    return parseImageSegments(fields.map((field) => p[field]));
  } catch (error) {
    if (!(error instanceof ImagePathError)) throw error;
    throw blobFieldNames(new ApiError(400, error.message));
  }
}

/** The image services name the model and colours as the image path does; the blob route's fields differ. */
function blobFieldNames(error: ApiError): ApiError {
  const message = error.message.replace(/^modelId:/, 'bikeSetupId:').replace(/^colours:/, 'colors:');
  return message === error.message ? error : new ApiError(error.status, message, error.details);
}

async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { key: string; contentType: string; bytes(): Promise<Buffer>; cached: boolean },
) {
  const etag = `"${image.key}"`;
  reply
    .header('etag', etag)
    .header('cache-control', IMMUTABLE)
    .header('x-render-cache', image.cached ? 'hit' : 'miss');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(image.contentType).send(await image.bytes());
}

const composedImage = (composed: ComposedImage) => ({
  key: composed.key,
  contentType: composed.contentType,
  cached: composed.cached,
  bytes: async () => composed.bytes,
});

const layerImage = (app: FastifyInstance, result: RenderResult) => ({
  key: result.key,
  contentType: result.contentType,
  cached: result.cached ?? true,
  bytes: () => app.renderResults.bytes(result),
});

async function sendComposed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  path: ImagePath,
) {
  const resolved = await app.services.images.resolve(path);
  const composed = await app.services.images.composed(resolved, path.perspective, {
    type: path.format === 'png' ? 'image/png' : 'image/webp',
    maxWidth: STILL_WIDTH,
    quality: 0.92,
  });
  return sendImage(request, reply, composedImage(composed));
}

/**
 * The 2D image pipeline: /images/... (the whole picture, stacked from its layers), /images-fe/...
 * (its layout: the layers the client stacks, each rendered once for everyone) and the blob-image
 * endpoint that serves single layers. A path that tries to leave the image tree is 400.
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
      // The blob route names the field of the segment that tries to leave.
      const segments = prefix === BLOB_PREFIX ? raw.slice(prefix.length).split('/') : [];
      const at = segments.findIndex((segment) => !isSafeSegment(segment));
      const field = BLOB_FIELDS[at];
      throw new ApiError(400, field ? `${field}: ${LEAVES_TREE}` : (error as Error).message);
    }
  });

  api.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    return sendComposed(app, request, reply, parseRequest(rawPathAfter(request, '/images/')));
  });

  api.get('/images-fe/*', { schema: { hide: true } }, async (request, reply) => {
    const layout = await app.services.images.layout(
      parseRequest(rawPathAfter(request, '/images-fe/')),
      API_BASE,
    );
    // The layout names layers by content: it is as lasting as they are.
    reply.header('cache-control', IMMUTABLE);
    return layout;
  });

  api.get(
    `${API_BASE}/blob-image/:companyCode/:bikeSetupId/:variationCode/:parts/:colors/:layer/:file`,
    {
      schema: {
        tags: ['images'],
        summary: 'One rendered layer: company (brand) code, bike setup (model) id and image path',
        description:
          'The image path is {variationCode}/{parts}/{colours}/{layer}/{perspective}.{webp|png}, as the layout at /images-fe/... names it: layer background (the studio), base (the stock vehicle), parts (one group of parts, named by parts) or full (the whole picture). Every layer is rendered once and immutable.',
        params: z.object({
          companyCode: z.enum(['KTM', 'HQV', 'GG']),
          bikeSetupId: z.string().min(1).max(100).describe('The model id'),
          variationCode: z.string().min(1).max(100),
          parts: z
            .string()
            .min(1)
            .max(720)
            .describe('none, or the catalog tag, "." and a bit per renderable part of the model (base64url)'),
          colors: z.string().min(1).max(100).describe('std, or the X-Bow slot colours and finish'),
          layer: z.enum(['full', 'background', 'base', 'parts']),
          file: z.string().regex(/^\d{1,2}\.(webp|png)$/, 'file: {perspective}.webp or {perspective}.png'),
        }),
        querystring: contextQuerySchema,
        response: {
          200: z.any().describe('The image (image/webp or image/png)'),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const p = request.params;
      const image = parseBlobRequest(p);
      const brand = await app.services.images.brandOf(image.modelId);
      if (brand !== p.companyCode) {
        throw new ApiError(404, `companyCode: ${image.modelId} is not a ${p.companyCode} model.`);
      }
      try {
        if (p.layer === 'full') return await sendComposed(app, request, reply, image);
        return await sendImage(
          request,
          reply,
          layerImage(app, await app.services.images.layer(image, p.layer)),
        );
      } catch (error) {
        throw error instanceof ApiError ? blobFieldNames(error) : error;
      }
    },
  );
});
