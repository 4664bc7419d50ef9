import { describe, expect, it } from 'vitest';
import { BRAND_OVERLAYS } from './brandOverlays.js';
import { brandedTexts, createI18n, loadLanguage } from './i18n.js';
import { LANGUAGES } from './translation.js';

const BASE_LANGUAGES = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadLanguage(language)] as const)),
);

type Tree = { [key: string]: unknown };

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [below, text] of leaves(value as Tree, path)) found.set(below, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const base = leaves(BASE_LANGUAGES.en as unknown as Tree);

describe('language files', () => {
  it('has a base with texts', () => {
    expect(base.size).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('%s has exactly the keys of the base, each a non-empty text', (language) => {
    const texts = leaves(BASE_LANGUAGES[language] as unknown as Tree);
    expect(
      [...texts.keys()].filter((key) => !base.has(key)),
      'keys the base lacks',
    ).toEqual([]);
    expect(
      [...base.keys()].filter((key) => !texts.has(key)),
      'keys missing',
    ).toEqual([]);
    for (const [key, text] of texts) {
      expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key} is empty`).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s uses the same placeholders as the base', (language) => {
    const texts = leaves(BASE_LANGUAGES[language] as unknown as Tree);
    for (const [key, text] of base) {
      expect(placeholders(texts.get(key)), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});

describe('brand overlays', () => {
  const overlays = Object.entries(BRAND_OVERLAYS).flatMap(([brand, byLanguage]) =>
    LANGUAGES.map((language) => [brand, language, byLanguage[language]] as const),
  );

  it.each(overlays)(
    '%s %s only overrides keys of the base, keeping their placeholders',
    (_brand, _language, overlay) => {
      for (const [key, text] of leaves(overlay as Tree)) {
        expect(base.has(key), `${key} is not a key of the language files`).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(base.get(key)));
      }
    },
  );

  it.each(Object.keys(BRAND_OVERLAYS))('gives %s its wording in every language', (brand) => {
    for (const language of LANGUAGES) {
      expect(BRAND_OVERLAYS[brand as 'KTM'][language], language).toHaveProperty('brand.pageTitle');
      expect(BRAND_OVERLAYS[brand as 'KTM'][language], language).toHaveProperty('footer.copyright');
    }
  });

  it('names the part menu Powerparts for KTM, Technical Accessories for HQV and Categories for GG', () => {
    const menu = (brand: 'KTM' | 'HQV' | 'GG') => (brandedTexts('en', brand).menu as Tree).categories;
    expect(menu('KTM')).toBe('Powerparts');
    expect(menu('HQV')).toBe('Technical Accessories');
    expect(menu('GG')).toBe('Categories');
  });
});

describe('i18n instance', () => {
  it('falls back to English for a missing text and speaks German by default', () => {
    const i18n = createI18n('KTM');
    expect(i18n.language).toBe('de');
    expect(i18n.t('price.notAvailable')).toBe('Preis nicht vorhanden');
    i18n.addResource('en', 'translation', 'onlyEnglish', 'Only English');
    expect(i18n.t('onlyEnglish')).toBe('Only English');
  });

  it('lays the brand wording over the language', () => {
    expect(createI18n('HQV', 'de').t('menu.categories')).toBe('Technisches Zubehör');
    expect(createI18n('GG', 'fr').t('menu.categories')).toBe('Catégories');
    expect(createI18n('KTM', 'it').t('errors.notAvailable')).toContain('KTM');
  });
});
