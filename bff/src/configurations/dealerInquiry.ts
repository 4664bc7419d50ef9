import type { Configuration } from '@configurator/domain';
import { type DealerOfferRefusal, dealerOfferRefusal } from '@configurator/domain/offers/dealerOffer';
import type { CatalogService } from '../catalog/catalogService.js';
import type { DealerService } from '../dealers/dealerService.js';
import { ApiError } from '../http/apiError.js';
import type { Caller } from '../http/requestIdentity.js';
import type { ConfigurationMailing } from '../mail/configurationMailing.js';
import { requireAccount } from './actorRoles.js';
import { overviewFor } from './statePresentation.js';

const REFUSALS: Record<DealerOfferRefusal, string> = {
  accountsSwitchedOff: 'Sending to a dealer needs a login, and accounts are switched off (CdcEnabled).',
  dealerSearch2DSwitchedOff: 'Sending to a dealer is switched off for 2D models (DealerSearch2DEnabled).',
  noOfferButton: 'cannot be sent to a dealer (ShowOfferButton).',
  dealerSearch3DSwitchedOff: 'Sending to a dealer is switched off for 3D models (DealerSearch3DEnabled).',
};

export interface DealerInquirySwitches {
  accountsEnabled: boolean;
  dealerSearch2DEnabled: boolean;
  dealerSearch3DEnabled: boolean;
}

type Inquiry = Parameters<ConfigurationMailing['sendToDealer']>[1];

/** Sending a configuration to a dealer as an enquiry: who may, for which model, to which dealer. */
export class DealerInquiries {
  constructor(
    private readonly deps: {
      catalog: CatalogService;
      configurations: { state(id: string): Promise<Configuration> };
      dealers: Pick<DealerService, 'contact'>;
      mailing: Pick<ConfigurationMailing, 'sendToDealer'>;
      switches: DealerInquirySwitches;
    },
  ) {}

  /** Needs a login; the enquiry's event and its mail's outbox row are stored together. */
  async send(id: string, inquiry: Inquiry, caller: Caller, baseUrl: string): Promise<void> {
    requireAccount(caller.actor);
    const state = await this.deps.configurations.state(id);
    await this.assertAllowed(state, inquiry.dealerNo);
    await this.deps.mailing.sendToDealer(id, inquiry, caller, baseUrl);
  }

  /**
   * The server's preconditions of sending a configuration to a dealer, the rule the summary
   * follows when it offers the send (dealerOfferRefusal): accounts on (the offer needs a login),
   * in 2D the deployment's DealerSearch2DEnabled and the model's ShowOfferButton, in 3D
   * DealerSearch3DEnabled or the X-Bow (it is always sold through dealers); and a dealer that exists.
   */
  private async assertAllowed(state: Configuration, dealerNo: string): Promise<void> {
    const overview = await overviewFor(this.deps.catalog, state);
    const { switches } = this.deps;
    const refusal = dealerOfferRefusal({
      renderingEngine: overview.Vehicle.RenderingEngine,
      showOfferButton: overview.Vehicle.ShowOfferButton,
      isXBow: overview.RenderSettings.ColorSelection !== null,
      ...switches,
    });
    if (refusal === 'noOfferButton') throw new ApiError(403, `Model ${state.modelId} ${REFUSALS[refusal]}`);
    if (refusal) throw new ApiError(403, REFUSALS[refusal]);
    if (!(await this.deps.dealers.contact(dealerNo))) {
      throw new ApiError(404, `dealer.DealerNo: no dealer ${dealerNo}.`, { Field: 'dealer.DealerNo' });
    }
  }
}
