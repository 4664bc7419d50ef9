import type { Configuration } from '@configurator/domain';
import { dealers } from '@configurator/migrations/db/schema/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../http/apiError.js';

/**
 * The server's preconditions of sending a configuration to a dealer: in 2D the deployment's
 * DealerSearch2DEnabled and the model's ShowOfferButton, in 3D DealerSearch3DEnabled or the X-Bow
 * (it is always sold through dealers), and a dealer that exists.
 */
export async function assertDealerInquiryAllowed(
  app: FastifyInstance,
  state: Configuration,
  dealerNo: string,
): Promise<void> {
  const { catalog, configurations } = app.services;
  const overview = await catalog.vehicleOverview(state.modelId, configurations.contextOf(state));
  if (!overview) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
  if (overview.Vehicle.RenderingEngine === 'Engine2D') {
    if (!app.config.DEALER_SEARCH_2D_ENABLED) {
      throw new ApiError(403, 'Sending to a dealer is switched off for 2D models (DealerSearch2DEnabled).');
    }
    if (!overview.Vehicle.ShowOfferButton) {
      throw new ApiError(403, `Model ${state.modelId} cannot be sent to a dealer (ShowOfferButton).`);
    }
  } else {
    const isXBow = overview.RenderSettings.ColorSelection !== null;
    if (!app.config.DEALER_SEARCH_3D_ENABLED && !isXBow) {
      throw new ApiError(403, 'Sending to a dealer is switched off for 3D models (DealerSearch3DEnabled).');
    }
  }
  const [dealer] = await app.database.db
    .select({ dealerNo: dealers.dealerNo })
    .from(dealers)
    .where(eq(dealers.dealerNo, dealerNo))
    .limit(1);
  if (!dealer) {
    throw new ApiError(404, `dealer.DealerNo: no dealer ${dealerNo}.`, { Field: 'dealer.DealerNo' });
  }
}
