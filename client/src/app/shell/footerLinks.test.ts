import { describe, expect, it } from 'vitest';
import { brandCountryPage, footerLinks } from './footerLinks.js';

describe('footer links', () => {
  it('appends the lower-cased culture to the brand link', () => {
    expect(footerLinks('https://www.ktm.com/', 'de-AT', null)).toEqual({
      imprint: 'https://www.ktm.com/de-at/imprint',
      privacy: 'https://www.ktm.com/de-at/privacy-policy',
      legal: 'https://www.ktm.com/de-at/legal-notices',
    });
  });

  it("uses the country's imprint code when it has one", () => {
    expect(footerLinks('https://www.gasgas.com', 'fr-CH', 'IMPRINT-CH').imprint).toBe(
      'https://www.gasgas.com/imprint-ch/imprint',
    );
  });

  it('leads back to the brand page of the country', () => {
    expect(brandCountryPage('https://www.husqvarna-motorcycles.com', 'en-GB')).toBe(
      'https://www.husqvarna-motorcycles.com/en-gb',
    );
    expect(brandCountryPage('https://www.ktm.com', '')).toBe('https://www.ktm.com');
  });
});
