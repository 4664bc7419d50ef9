import { comparisonInputSchema } from '../configurations/comparisonSchemas.js';
import { procedure, router } from './trpc.js';

/** Two or three configurations side by side: the same service as GET /configurations/compare. */
export const comparison = router({
  get: procedure
    .input(comparisonInputSchema)
    .query(({ ctx, input }) => ctx.app.services.configurationComparison.compare(input.ids, input.c)),
});
