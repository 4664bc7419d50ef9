import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/appSettings.js';
import { $culture } from '../../stores/configurationStore.js';
import { reopenConsent } from '../../stores/consentStore.js';
import { openDialog } from '../../stores/dialogStore.js';
import { $country, $imprintCode } from '../../stores/shellStore.js';
import { footerLinks } from './footerLinks.js';
import './shell.css';

/** One region namer per language (null: the runtime has none for it). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function makeRegionNamer(language: string): void {
  if (regionNames.has(language)) return;
  try {
    regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
  } catch {
    regionNames.set(language, null);
  }
}

function countryName(code: string, language: string): string {
  try {
    return regionNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The country's name in the language. Making the first region namer loads the runtime's region
 * names, a long task on a phone that would hold the page's first render: the footer, below the fold,
 * names the country by its code until the browser is idle.
 */
function useCountryName(code: string | null, language: string): string | null {
  const [, namerMade] = useState(0);
  const ready = regionNames.has(language);
  useEffect(() => {
    if (ready) return;
    const make = () => {
      makeRegionNamer(language);
      namerMade((count) => count + 1);
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(make, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(make, 0);
    return () => clearTimeout(timer);
  }, [ready, language]);
  return code && ready ? countryName(code, language) : code;
}

export function AppFooter() {
  useSignals();
  const { t, i18n } = useTranslation();
  const settings = useAppSettings();
  const culture = $culture.value;
  const country = $country.value;
  const links = footerLinks(settings.BrandLink, culture || 'en', $imprintCode.value);
  const language = culture.split('-')[0] ?? '';
  const shownCountry = useCountryName(country, i18n.language);
  const selectorLabel =
    country && language
      ? t('footer.countrySelector', {
          country: shownCountry,
          language: t(`languages.${language}`, { defaultValue: language }),
        })
      : t('footer.chooseCountry');

  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.navigation')}>
        <ul className="footer-links">
          <li>
            <a href={links.imprint}>{t('footer.imprint')}</a>
          </li>
          <li>
            <a href={links.privacy}>{t('footer.privacy')}</a>
          </li>
          <li>
            <a href={links.legal}>{t('footer.legal')}</a>
          </li>
          <li>
            <button type="button" className="consent-settings-link" onClick={reopenConsent}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
      <button
        type="button"
        className="country-selector"
        onClick={() => openDialog({ kind: 'languageSelection' })}
      >
        {selectorLabel}
      </button>
      <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
