import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/errorSchema.js';
import { contextQuerySchema } from '../http/requestContext.js';

const MAX_PAYLOAD_FIELDS = 32;

export const telemetryBodySchema = z
  .object({
    Payload: z
      .object({
        Bitrate: z
          .number('Payload.Bitrate must be a number')
          .min(0, 'Payload.Bitrate must not be negative')
          .describe('Stream bitrate in kbit/s'),
      })
      .catchall(z.number('every Payload field must be a number'))
      .refine((payload) => Object.keys(payload).length <= MAX_PAYLOAD_FIELDS, {
        message: `Payload may have at most ${MAX_PAYLOAD_FIELDS} fields`,
      })
      .refine((payload) => Object.keys(payload).every((key) => /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key)), {
        message: 'Payload field names must be identifiers of at most 64 characters',
      })
      .describe('Stream measurements: Bitrate and any other numeric fields (frame rate, latency ...)'),
    UserId: z
      .string()
      .max(200, 'UserId must have at most 200 characters')
      .nullable()
      .describe('The logged-in user, or null when anonymous'),
    IsMobile: z.boolean('IsMobile must be true or false').describe('Reported from a phone or tablet'),
  })
  .describe('One telemetry report of the 3D stream');

/** Telemetry the 3D client reports about its stream (bitrate drops). */
export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/health/telemetrydata',
    {
      schema: {
        summary: 'Report stream telemetry',
        description: 'Stores one report. Needs the header X-Requested-With: XMLHttpRequest.',
        tags: ['telemetry'],
        querystring: contextQuerySchema,
        body: telemetryBodySchema,
        response: {
          204: z.null().describe('Stored'),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { Payload, UserId, IsMobile } = request.body;
      await app.services.telemetry.record({ userId: UserId, isMobile: IsMobile, payload: Payload });
      return reply.code(204).send(null);
    },
  );
}
