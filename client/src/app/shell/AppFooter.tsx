import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/appSettings.js';
import { $culture } from '../../stores/configurationStore.js';
import { reopenConsent } from '../../stores/consentStore.js';
import { openDialog } from '../../stores/dialogStore.js';
import { $country, $imprintCode } from '../../stores/shellStore.js';
import { footerLinks } from './footerLinks.js';
import './shell.css';

/** One region namer per language: making one loads the language's data, a long task on a phone. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function countryName(code: string, language: string): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    return regionNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function AppFooter() {
  useSignals();
  const { t, i18n } = useTranslation();
  const settings = useAppSettings();
  const culture = $culture.value;
  const country = $country.value;
  const links = footerLinks(settings.BrandLink, culture || 'en', $imprintCode.value);
  const language = culture.split('-')[0] ?? '';
  const selectorLabel =
    country && language
      ? t('footer.countrySelector', {
          country: countryName(country, i18n.language),
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
