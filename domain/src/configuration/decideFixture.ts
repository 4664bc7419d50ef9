/** The catalog, events and commands the decider tests share: a motorcycle in two variations. */
import type { CreateConfiguration } from './commands.js';
import type { PartAdded } from './events.js';
import { configurationCreated, requires, scenario, sketchCatalog } from './scenario.js';

export const at = '2025-03-01T10:00:00.000Z';
export const later = '2025-03-01T11:00:00.000Z';
export const by = { anonymousId: 'visitor-1' };
export const dealer = { dealerNo: 'D-100', userId: 'dealer-user' };

export const catalog = sketchCatalog({
  modelId: 'KTM-390-DUKE-2024',
  parts: [
    [1, 10_000],
    [2, 20_000],
    [3, 30_000],
  ],
  rules: [requires(3, [2])],
  variations: [
    ['BLACK', 600_000],
    ['ORANGE', 650_000],
  ],
});
export const { given } = scenario(catalog);

export const created = configurationCreated(catalog, { at, by });
export const added = (partId: number, price: number): PartAdded => ({
  type: 'PartAdded',
  partId,
  addedPartIds: [partId],
  removedPartIds: [],
  price,
  at,
  by,
});
export const withOne = added(1, 610_000);
export const details = { firstname: 'Anna', lastname: 'Berger', vin: null, orderNumber: null, comment: null };

export function create(overrides: Partial<CreateConfiguration> = {}): CreateConfiguration {
  return {
    type: 'CreateConfiguration',
    configurationId: 'configuration-1',
    modelId: 'KTM-390-DUKE-2024',
    companyId: 'company-1',
    market: 'AT',
    culture: 'de-AT',
    anonymousId: 'visitor-1',
    at,
    by,
    ...overrides,
  };
}
