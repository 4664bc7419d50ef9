import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ApiError } from './apiError.js';
import { isDatabaseUnavailable, sendDatabaseUnavailable } from './databaseUnavailable.js';
import { parseJsonBody } from './jsonBody.js';
import { responseSerializerCompiler } from './responseSerializer.js';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './storableText.js';

export const API_BASE = '/api/posconfigurator';

/**
 * The largest request body a call takes: far above any part list a catalog can ask for. Only the
 * screenshot routes (`pdfwithscreenshot`, `send-dealer`) take more, with a limit of their own.
 */
export const BODY_LIMIT = 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] }; errors?: { path?: PropertyKey[]; message?: string }[][] };
}

function validationMessage(
  error: FastifyError & { validation: unknown[]; validationContext?: string },
): string {
  return (error.validation as ValidationIssue[])
    .flatMap((v) => {
      const path =
        v.params?.issue?.path?.map(String).join('.') ??
        v.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      // A union's own issue names no field: report the branch the input came closest to, the first
      // whose issues lie below its root (`{ "PartId": "x" }` is an object with a bad PartId).
      const branch = v.params?.errors?.find((issues) => issues.some((i) => (i.path?.length ?? 0) > 0));
      const issues = branch
        ? branch.map((i) => ({ path: [path, ...(i.path ?? []).map(String)], message: i.message }))
        : [{ path: [path], message: v.message }];
      return issues.map((issue) => {
        const where = [error.validationContext, ...issue.path].filter(Boolean).join('.');
        return `${where || 'request'}: ${issue.message ?? 'invalid'}`;
      });
    })
    .join('; ');
}

/**
 * Zod validation of requests, answers shaped from their JSON schema (responseSerializer.ts), the OpenAPI document and docs page, the X-Requested-With
 * guard and the `{ "Message": ... }` error shape: everything the REST facade shares.
 */
export const restPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vehicle configurator REST facade',
        version: '1.0.0',
        description:
          'Every call of the configurator under /api/posconfigurator. State-changing calls need the header X-Requested-With: XMLHttpRequest. The live 3D stream is a websocket at /api/posconfigurator/stream; its messages, states and errors are described at /api/posconfigurator/stream-protocol.md. X-Bow colours: PUT /configuration/update sets VehicleSettings.CustomColorConfiguration (a colour per slot, BodyFinish Matte or Glossy, RimSize 19 for 5-bolt or 20 for centre-lock rims; 19 when never set); GET /configuration/{id} and the export answer them as ColorCustomization, one entry per slot whose colour part is applied: Slot, SlotName, ColorCode, ColorName (the catalog colour, else Individual colour #RRGGBB), Finish (body only), RimSize (rims only). Colour parts have no price.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Only the facade's routes carry tags; health probes and the tRPC endpoint stay out of the document.
    hideUntagged: true,
    transform: jsonSchemaTransform,
    // Schemas registered with an id (`.meta({ id })`) become shared components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return reply.code(403).send({ Message: 'The header X-Requested-With: XMLHttpRequest is required.' });
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unstorableTextPath(value);
      if (path) {
        const where = [part, ...path].join('.');
        return reply.code(400).send({
          Message: `${where}: ${UNSTORABLE_TEXT_MESSAGE}`,
          Field: path.join('.') || part,
        });
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(error, request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ Message: validationMessage(error as never) });
    }
    if (error instanceof ApiError) {
      // Busy or not up yet (the printer, the render nodes): when to ask again.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.status).send({ Message: error.message, ...error.details });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT;
      return reply.code(413).send({
        Message: `body: the request body is larger than ${limit} bytes, the most this call takes.`,
        Field: 'body',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.code(status).send({ Message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ Message: 'An unexpected error occurred.' });
  });
});
