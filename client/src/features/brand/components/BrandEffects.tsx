import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBrandWording } from '../../../i18n/i18n.js';
import { useBrand } from '../../../lib/appSettings.js';
import { faviconDataUrl } from '../brandMarks.js';
import { BRAND_THEMES, brandCssVariables } from '../brandThemes.js';

function faviconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
  return link;
}

/** Puts the brand on the document: colours, favicon, wording and the page title. */
export function BrandEffects() {
  const brand = useBrand();
  const { t, i18n } = useTranslation();

  // Before the first paint of the page: its styles are computed once, with the brand's colours.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(brandCssVariables(BRAND_THEMES[brand]))) {
      root.style.setProperty(name, value);
    }
    root.dataset.brand = brand;
    const link = faviconLink();
    link.type = 'image/svg+xml';
    link.href = faviconDataUrl(brand);
    applyBrandWording(i18n, brand);
  }, [brand, i18n]);

  const title = t('brand.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return null;
}
