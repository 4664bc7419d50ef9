import { describe, expect, it } from 'vitest';
import { type DealerOfferContext, dealerOfferRefusal, offersDealerEnquiry } from './dealerOffer.js';

const allOn: DealerOfferContext = {
  renderingEngine: 'Engine2D',
  showOfferButton: true,
  isXBow: false,
  accountsEnabled: true,
  dealerSearch2DEnabled: true,
  dealerSearch3DEnabled: true,
};

describe('dealerOfferRefusal', () => {
  it.each<[string, Partial<DealerOfferContext>, ReturnType<typeof dealerOfferRefusal>]>([
    ['a 2D model with everything on', {}, null],
    ['accounts switched off', { accountsEnabled: false }, 'accountsSwitchedOff'],
    [
      'accounts off for a 3D model too',
      { renderingEngine: 'Engine3D', accountsEnabled: false },
      'accountsSwitchedOff',
    ],
    ['2D dealer search off', { dealerSearch2DEnabled: false }, 'dealerSearch2DSwitchedOff'],
    ['a 2D model without the offer button', { showOfferButton: false }, 'noOfferButton'],
    [
      '2D off does not concern a 3D model',
      { renderingEngine: 'Engine3D', dealerSearch2DEnabled: false },
      null,
    ],
    [
      '3D dealer search off',
      { renderingEngine: 'Engine3D', dealerSearch3DEnabled: false },
      'dealerSearch3DSwitchedOff',
    ],
    ['3D off does not concern a 2D model', { dealerSearch3DEnabled: false }, null],
    [
      'the X-Bow with 3D dealer search off',
      { renderingEngine: 'Engine3D', dealerSearch3DEnabled: false, isXBow: true },
      null,
    ],
  ])('%s', (_, change, refusal) => {
    expect(dealerOfferRefusal({ ...allOn, ...change })).toBe(refusal);
  });
});

describe('offersDealerEnquiry', () => {
  it('offers the enquiry only where the server takes it and the model has the offer button', () => {
    expect(offersDealerEnquiry(allOn)).toBe(true);
    expect(offersDealerEnquiry({ ...allOn, accountsEnabled: false })).toBe(false);
    expect(offersDealerEnquiry({ ...allOn, renderingEngine: 'Engine3D', dealerSearch3DEnabled: false })).toBe(
      false,
    );
    expect(offersDealerEnquiry({ ...allOn, renderingEngine: 'Engine3D', showOfferButton: false })).toBe(
      false,
    );
    expect(offersDealerEnquiry({ ...allOn, renderingEngine: 'Engine3D', dealerSearch2DEnabled: false })).toBe(
      true,
    );
  });
});
