import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProduction } from '../settings/appSettings.js';

/**
 * Short share links: /s/{code} opens the configuration in the client, in the culture it was made
 * in (so a visitor whose country cannot be told still lands on the configuration, not on the
 * language dialog) and, outside production, in its model's brand.
 */
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
      const target = await app.services.configurationQueries.shareLinkTarget(request.params.code);
      if (!target) return reply.redirect('/page-not-found', 302);
      const query = new URLSearchParams({ configurationId: target.configurationId });
      const { shared } = target;
      if (shared) {
        query.set('culture', shared.culture);
        const { brand } = shared;
        if (brand && brand !== app.config.BRAND && !isProduction(app.config)) query.set('brand', brand);
      }
      return reply.redirect(`/main?${query}`, 302);
    },
  );
}
