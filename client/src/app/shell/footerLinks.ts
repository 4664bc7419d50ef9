interface FooterLinks {
  imprint: string;
  privacy: string;
  legal: string;
}

/**
 * The legal pages on the brand website: under the lower-cased culture (…/de-at/imprint), or under the
 * imprint code of the current country when it has one, since some countries share one legal entity.
 */
export function footerLinks(brandLink: string, culture: string, imprintCode: string | null): FooterLinks {
  const base = brandLink.replace(/\/+$/, '');
  const segment = encodeURIComponent((imprintCode || culture).toLowerCase());
  return {
    imprint: `${base}/${segment}/imprint`,
    privacy: `${base}/${segment}/privacy-policy`,
    legal: `${base}/${segment}/legal-notices`,
  };
}

/** The brand's page for the visitor's country, where the back link leaves to from the model selection. */
export function brandCountryPage(brandLink: string, culture: string): string {
  const base = brandLink.replace(/\/+$/, '');
  return culture ? `${base}/${encodeURIComponent(culture.toLowerCase())}` : base;
}
