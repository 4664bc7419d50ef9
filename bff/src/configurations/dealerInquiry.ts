import type { Configuration } from '@configurator/domain';
import { type DealerOfferRefusal, dealerOfferRefusal } from '@configurator/domain/offers/dealerOffer';
import { dealers } from '@configurator/migrations/db/schema/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../http/apiError.js';

const REFUSALS: Record<DealerOfferRefusal, string> = {
  accountsSwitchedOff: 'Sending to a dealer needs a login, and accounts are switched off (CdcEnabled).',
  dealerSearch2DSwitchedOff: 'Sending to a dealer is switched off for 2D models (DealerSearch2DEnabled).',
  noOfferButton: 'cannot be sent to a dealer (ShowOfferButton).',
  dealerSearch3DSwitchedOff: 'Sending to a dealer is switched off for 3D models (DealerSearch3DEnabled).',
};

/**
 * The server's preconditions of sending a configuration to a dealer, the rule the summary follows
 * when it offers the send (dealerOfferRefusal): accounts on (the offer needs a login), in 2D the
 * deployment's DealerSearch2DEnabled and the model's ShowOfferButton, in 3D DealerSearch3DEnabled
 * or the X-Bow (it is always sold through dealers); and a dealer that exists.
 */
export async function assertDealerInquiryAllowed(
  app: FastifyInstance,
  state: Configuration,
  dealerNo: string,
): Promise<void> {
  const { catalog, configurations } = app.services;
  const overview = await catalog.vehicleOverview(state.modelId, configurations.contextOf(state));
  if (!overview) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
  const refusal = dealerOfferRefusal({
    renderingEngine: overview.Vehicle.RenderingEngine,
    showOfferButton: overview.Vehicle.ShowOfferButton,
    isXBow: overview.RenderSettings.ColorSelection !== null,
    accountsEnabled: app.config.CDC_ENABLED,
    dealerSearch2DEnabled: app.config.DEALER_SEARCH_2D_ENABLED,
    dealerSearch3DEnabled: app.config.DEALER_SEARCH_3D_ENABLED,
  });
  if (refusal === 'noOfferButton') throw new ApiError(403, `Model ${state.modelId} ${REFUSALS[refusal]}`);
  if (refusal) throw new ApiError(403, REFUSALS[refusal]);
  const [dealer] = await app.database.db
    .select({ dealerNo: dealers.dealerNo })
    .from(dealers)
    .where(eq(dealers.dealerNo, dealerNo))
    .limit(1);
  if (!dealer) {
    throw new ApiError(404, `dealer.DealerNo: no dealer ${dealerNo}.`, { Field: 'dealer.DealerNo' });
  }
}
