import type { RenderingEngine } from '../catalog/types.js';

/** What decides whether a configuration may be sent to a dealer as an enquiry. */
export interface DealerOfferContext {
  /** The model's RenderingEngine: Engine3D models follow the 3D setting. */
  renderingEngine: RenderingEngine | string;
  /** The model's ShowOfferButton. */
  showOfferButton: boolean;
  /** The X-Bow is always sold through dealers: 3D dealer search off does not stop it. */
  isXBow: boolean;
  /** CdcEnabled: the offer needs a login, and without accounts there is none. */
  accountsEnabled: boolean;
  dealerSearch2DEnabled: boolean;
  dealerSearch3DEnabled: boolean;
}

/** Why an enquiry cannot go, named after the setting that stops it. */
export type DealerOfferRefusal =
  | 'accountsSwitchedOff'
  | 'dealerSearch2DSwitchedOff'
  | 'noOfferButton'
  | 'dealerSearch3DSwitchedOff';

/**
 * The one rule of the dealer enquiry, for the server that refuses it and the screens that offer it:
 * a login (CdcEnabled), then for a 2D model DealerSearch2DEnabled and its ShowOfferButton, for a
 * 3D model DealerSearch3DEnabled or the X-Bow. Null when the enquiry may go.
 */
export function dealerOfferRefusal(context: DealerOfferContext): DealerOfferRefusal | null {
  if (!context.accountsEnabled) return 'accountsSwitchedOff';
  if (context.renderingEngine === 'Engine3D') {
    return context.dealerSearch3DEnabled || context.isXBow ? null : 'dealerSearch3DSwitchedOff';
  }
  if (!context.dealerSearch2DEnabled) return 'dealerSearch2DSwitchedOff';
  return context.showOfferButton ? null : 'noOfferButton';
}

/**
 * Whether the 2D summary offers Send to dealer: only where the enquiry can succeed, and, as the
 * summary's button, only for a model with ShowOfferButton (a 3D model's too).
 */
export function offersDealerEnquiry(context: DealerOfferContext): boolean {
  return context.showOfferButton && dealerOfferRefusal(context) === null;
}
