import type { BrandCode } from '@configurator/domain/catalog/types';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BRAND_OVERLAYS } from './brandOverlays.js';
import { en, type Translation } from './locales/en.js';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, type TranslationTree } from './translation.js';

type Texts = TranslationTree<Translation>;

/**
 * English, the fallback, comes with the first script; every other language is fetched once, when a
 * visitor first speaks it (main.tsx waits for the first language before the first paint).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Texts>> = {
  de: () => import('./locales/de.js').then((m) => m.de),
  fr: () => import('./locales/fr.js').then((m) => m.fr),
  es: () => import('./locales/es.js').then((m) => m.es),
  it: () => import('./locales/it.js').then((m) => m.it),
};
const loaded = new Map<Language, Texts>([['en', en]]);

/** The texts of one language, fetched on its first use. */
export async function loadLanguage(language: Language): Promise<Texts> {
  const known = loaded.get(language);
  if (known) return known;
  const texts = await LOADERS[language as Exclude<Language, 'en'>]();
  loaded.set(language, texts);
  return texts;
}

/** The brand each instance speaks for and the languages it holds, for the languages fetched later. */
const instances = new WeakMap<I18n, { brand: BrandCode; languages: Set<Language>; wanted?: Language }>();

/** react-i18next hands components a copy of the instance that names the one it copies `__original`. */
export function originalOf(instance: I18n): I18n {
  return (instance as I18n & { __original?: I18n }).__original ?? instance;
}

function heldBy(instance: I18n) {
  const held = instances.get(originalOf(instance));
  if (!held) throw new Error('an i18n instance not made by createI18n');
  return held;
}

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
  const base = loaded.get(language);
  if (!base) throw new Error(`the ${language} texts are not loaded yet`);
  return merged(base as Tree, BRAND_OVERLAYS[brand][language] as Tree);
}

const loadedLanguages = () => LANGUAGES.filter((language) => loaded.has(language));

function resources(brand: BrandCode) {
  return Object.fromEntries(
    loadedLanguages().map((language) => [language, { translation: brandedTexts(language, brand) }]),
  );
}

/** The default culture de-AT speaks German until the culture says otherwise. */
const DEFAULT_LANGUAGE: Language = 'de';

/**
 * An instance with the languages fetched so far; one not fetched yet speaks English until
 * `switchLanguage` brings it (`loadI18n` fetches it first).
 */
export function createI18n(brand: BrandCode = 'KTM', language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  instances.set(instance, { brand, languages: new Set(loadedLanguages()) });
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
export function applyBrandWording(given: I18n, brand: BrandCode): void {
  const instance = originalOf(given);
  const held = heldBy(instance);
  // The instance speaks for this brand already: re-rendering every text would change nothing.
  if (held.brand === brand) return;
  held.brand = brand;
  for (const language of held.languages) {
    instance.addResourceBundle(language, 'translation', brandedTexts(language, brand), true, true);
  }
  // Re-emits 'languageChanged' so that every translated component picks up the new bundle.
  void instance.changeLanguage(instance.language);
}

/** An instance speaking `language` from the start: its texts are fetched first. */
export async function loadI18n(brand: BrandCode, language: Language): Promise<I18n> {
  await loadLanguage(language);
  return createI18n(brand, language);
}

/** Speaks `language` once its texts are here (fetched on first use, in the instance's brand wording). */
export async function switchLanguage(given: I18n, language: Language): Promise<void> {
  const instance = originalOf(given);
  const held = heldBy(instance);
  held.wanted = language;
  await loadLanguage(language);
  // Another language was asked for while this one was fetched: the last asked for wins.
  if (held.wanted !== language) return;
  if (!held.languages.has(language)) {
    held.languages.add(language);
    instance.addResourceBundle(language, 'translation', brandedTexts(language, held.brand), true, true);
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}
