import { describe, expect, it } from 'vitest';
import { citedEceRegulations, hasEceMarker } from './eceMarker.js';

/** The approval texts of the seeded catalog, as the API gives them in each language. */
const ROAD_APPROVAL = {
  en: 'EC type-approved according to ECE R92. Approved for road use; carry the approval document with the vehicle.',
  de: 'EG-typgenehmigt nach ECE R92. Für den Straßenverkehr zugelassen; die Genehmigungsunterlage ist mitzuführen.',
  fr: 'Homologué CE selon ECE R92. Autorisé sur route ; conservez le document d’homologation à bord.',
  es: 'Homologado CE según ECE R92. Apto para vías públicas; lleve el documento de homologación en el vehículo.',
  it: 'Omologato CE secondo ECE R92. Ammesso alla circolazione stradale; tenere a bordo il documento di omologazione.',
};
const NOT_HOMOLOGATED = {
  en: 'Not homologated for road use. For closed circuits and competition only.',
  de: 'Nicht für den Straßenverkehr zugelassen. Nur für abgesperrte Strecken und den Wettbewerb.',
  fr: 'Non homologué pour la route. Réservé aux circuits fermés et à la compétition.',
  es: 'No homologado para vías públicas. Solo para circuitos cerrados y competición.',
  it: 'Non omologato per l’uso stradale. Solo per circuiti chiusi e competizioni.',
};

describe('ECE marker', () => {
  it.each(Object.entries(ROAD_APPROVAL))(
    'marks a road part approved under an ECE regulation (%s)',
    (_, text) => {
      expect(hasEceMarker({ Racing: false, ApprovalInfo: text })).toBe(true);
    },
  );

  it.each(Object.entries(NOT_HOMOLOGATED))(
    'does not mark a part whose text says it is not homologated (%s), racing flag or not',
    (_, text) => {
      expect(hasEceMarker({ Racing: true, ApprovalInfo: text })).toBe(false);
      expect(hasEceMarker({ Racing: false, ApprovalInfo: text })).toBe(false);
    },
  );

  it('never marks a racing part, even when its text cites a regulation', () => {
    expect(hasEceMarker({ Racing: true, ApprovalInfo: ROAD_APPROVAL.en })).toBe(false);
  });

  it('does not mark a part without an approval text', () => {
    expect(hasEceMarker({ Racing: false, ApprovalInfo: null })).toBe(false);
    expect(hasEceMarker({ Racing: false, ApprovalInfo: '' })).toBe(false);
    expect(hasEceMarker({ Racing: false, ApprovalInfo: '   ' })).toBe(false);
  });

  it('does not take a word that merely contains ECE, or ECE without a regulation, for an approval', () => {
    expect(hasEceMarker({ Racing: false, ApprovalInfo: 'Meets ECE expectations of style.' })).toBe(false);
    expect(hasEceMarker({ Racing: false, ApprovalInfo: 'PIECE R90 set' })).toBe(false);
    expect(hasEceMarker({ Racing: false, ApprovalInfo: 'Homologation R92 pending' })).toBe(false);
  });

  it.each([
    ['ECE R92', [92]],
    ['approved to ECE-R 10 and ECE R10', [10]],
    ['UN ECE R148 and UN R149', [148, 149]],
    ['ECE R148 and R149', [148]],
    ['nach ECE R 43.01', [43]],
    ['ece r26', [26]],
    ['no regulation', []],
  ] as const)('%j cites %j', (text, numbers) => {
    expect(citedEceRegulations(text)).toEqual(numbers);
  });
});
