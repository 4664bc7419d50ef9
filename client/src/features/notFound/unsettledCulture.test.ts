import { describe, expect, it } from 'vitest';
import { isUnsettledDefault } from './unsettledCulture.js';

const base = { culture: 'de-AT', defaultCulture: 'de-AT', country: null, searches: ['', ''] };

describe('unsettled default culture', () => {
  it('is the default that nothing chose', () => {
    expect(isUnsettledDefault(base)).toBe(true);
    expect(isUnsettledDefault({ ...base, searches: ['?brand=KTM', 'not a query'] })).toBe(true);
  });

  it('is settled by a culture in the page or the entry address, a country, or another culture', () => {
    expect(isUnsettledDefault({ ...base, searches: ['?culture=de-AT', ''] })).toBe(false);
    expect(isUnsettledDefault({ ...base, searches: ['', '?culture=de&country=AT'] })).toBe(false);
    expect(isUnsettledDefault({ ...base, country: 'AT' })).toBe(false);
    expect(isUnsettledDefault({ ...base, culture: 'fr-CH' })).toBe(false);
  });
});
