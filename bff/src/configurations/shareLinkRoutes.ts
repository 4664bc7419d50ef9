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
      const configurationId = await app.services.configurations.configurationOfShareCode(request.params.code);
      if (!configurationId) return reply.redirect('/page-not-found', 302);
      const target = new URLSearchParams({ configurationId });
      try {
        const state = await app.services.configurations.state(configurationId);
        target.set('culture', state.culture);
        const brand = await app.images.brandOf(state.modelId);
        if (brand && brand !== app.config.BRAND && !isProduction(app.config)) target.set('brand', brand);
      } catch (error) {
        // A deleted configuration: the client says so when it loads it.
        request.log.debug({ err: error, configurationId }, 'share link of a configuration without state');
      }
      return reply.redirect(`/main?${target}`, 302);
    },
  );
}
