import { z } from 'zod';

export { effectiveBrand } from '../settings/appSettings.js';

/** `brand`: outside production, switches the brand a request sees (see `effectiveBrand`). */
export const brandQuerySchema = z.object({
  brand: z
    .string()
    .max(20)
    .optional()
    .describe(
      'Outside production: show this brand (KTM, HQV or GG, one of SupportedBrands) instead of the deployment brand',
    ),
});
