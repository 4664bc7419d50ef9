import { describe, expect, it } from 'vitest';
import { applyBrandWording, brandedTexts, createI18n, loadI18n, switchLanguage } from './i18n.js';

// Nothing but English is fetched before these run (a file of its own: a fresh module).
describe('languages fetched on first use', () => {
  it('speaks English until a language not fetched yet arrives, then that language in the brand wording', async () => {
    expect(() => brandedTexts('fr', 'KTM')).toThrow('the fr texts are not loaded yet');
    const i18n = createI18n('HQV', 'fr');
    expect(i18n.t('common.retry')).toBe('Retry');
    await switchLanguage(i18n, 'de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.retry')).toBe('Erneut versuchen');
    expect(i18n.t('menu.categories')).toBe('Technisches Zubehör');
  });

  it('starts in the language asked for once its texts are here', async () => {
    const i18n = await loadI18n('KTM', 'it');
    expect(i18n.language).toBe('it');
    expect(i18n.t('errors.notAvailable')).toContain('KTM');
  });

  it('gives a language fetched after the brand changed that brand wording', async () => {
    const i18n = createI18n('KTM', 'en');
    applyBrandWording(i18n, 'HQV');
    await switchLanguage(i18n, 'es');
    const categories = (brand: 'KTM' | 'HQV') =>
      (brandedTexts('es', brand).menu as Record<string, string>).categories;
    expect(categories('HQV')).not.toBe(categories('KTM'));
    expect(i18n.t('menu.categories')).toBe(categories('HQV'));
  });

  it('speaks the language asked for last when an earlier one arrives after it', async () => {
    const i18n = createI18n('KTM', 'en');
    const slow = switchLanguage(i18n, 'fr');
    await switchLanguage(i18n, 'en');
    await slow;
    expect(i18n.language).toBe('en');
  });
});
