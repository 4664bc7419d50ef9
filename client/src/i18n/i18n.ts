import type { BrandCode } from '@configurator/domain/catalog/types';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BRAND_OVERLAYS } from './brandOverlays.js';
import { de } from './locales/de.js';
import { en, type Translation } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { it } from './locales/it.js';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, type TranslationTree } from './translation.js';

export const BASE_LANGUAGES: Record<Language, TranslationTree<Translation>> = { en, de, fr, es, it };

type Tree = { [key: string]: string | Tree };

function merged(base: Tree, overlay: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? merged(below, value) : value;
  }
  return result;
}

/** The texts of one language as a brand shows them: the language file with the brand's overlay on top. */
export function brandedTexts(language: Language, brand: BrandCode): Tree {
  return merged(BASE_LANGUAGES[language] as Tree, BRAND_OVERLAYS[brand][language] as Tree);
}

function resources(brand: BrandCode) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: brandedTexts(language, brand) }]),
  );
}

/** The default culture de-AT speaks German until the culture says otherwise. */
const DEFAULT_LANGUAGE: Language = 'de';

export function createI18n(brand: BrandCode = 'KTM', language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: resources(brand),
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Replaces the brand wording in place; components re-render through react-i18next. */
export function applyBrandWording(instance: I18n, brand: BrandCode): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, 'translation', brandedTexts(language, brand), true, true);
  }
  // Re-emits 'languageChanged' so that every translated component picks up the new bundle.
  void instance.changeLanguage(instance.language);
}
