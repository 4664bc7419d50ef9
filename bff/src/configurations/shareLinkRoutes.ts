import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Short share links: /s/{code} opens the configuration in the client. */
export async function shareLinkRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/s/:code',
    {
      schema: {
        hide: true,
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,40}$/, 'code must be a share code') }),
      },
    },
    async (request, reply) => {
      const configurationId = await app.services.configurations.configurationOfShareCode(request.params.code);
      if (!configurationId) return reply.redirect('/page-not-found', 302);
      return reply.redirect(`/main?configurationId=${encodeURIComponent(configurationId)}`, 302);
    },
  );
}
