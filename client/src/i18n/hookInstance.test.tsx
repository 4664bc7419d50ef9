// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandWording, createI18n, switchLanguage } from './i18n.js';

/** What BrandEffects and the language effects do: act on the instance the hook hands out. */
function Speaker({ brand, language }: { brand: 'KTM' | 'HQV'; language?: 'fr' }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    applyBrandWording(i18n, brand);
    if (language) void switchLanguage(i18n, language);
  }, [i18n, brand, language]);
  return <p>{t('menu.categories')}</p>;
}

afterEach(cleanup);

describe('the instance react-i18next hands to components', () => {
  it('takes the brand wording and a language fetched later, although the hook wraps the instance', async () => {
    const i18n = createI18n('KTM', 'en');
    const ktm = i18n.t('menu.categories');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Speaker brand="KTM" />
      </I18nextProvider>,
    );
    expect(screen.getByText(ktm)).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Speaker brand="HQV" language="fr" />
      </I18nextProvider>,
    );
    await waitFor(() => expect(i18n.language).toBe('fr'));
    const hqvFrench = i18n.t('menu.categories');
    expect(hqvFrench).not.toBe(ktm);
    await waitFor(() => expect(screen.getByText(hqvFrench)).toBeTruthy());
  });
});
