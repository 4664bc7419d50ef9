import { z } from 'zod';
import type { AppConfig } from '../config.js';

export const brandQuerySchema = z.object({
  brand: z
    .enum(['KTM', 'HQV', 'GG'])
    .optional()
    .describe('Outside production: show this brand instead of the deployment brand'),
});

/**
 * The brand a request sees: the deployment's, or outside production the `brand` query parameter
 * when it is one of the supported brands.
 */
export function effectiveBrand(config: AppConfig, requested: string | undefined): string {
  if (!requested || config.ENVIRONMENT === 'Production') return config.BRAND;
  return config.SUPPORTED_BRANDS.includes(requested as AppConfig['BRAND']) ? requested : config.BRAND;
}
