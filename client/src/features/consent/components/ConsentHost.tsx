import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import {
  CATEGORIES,
  type Consent,
  type ConsentCategory,
  EVERYTHING,
  NECESSARY_ONLY,
} from '../../../stores/consentCookie.js';
import { $consent, $consentSettingsOpen, chooseConsent } from '../../../stores/consentStore.js';
import { loadScripts, scriptsToLoad, withdrawnScripts } from '../stores/thirdPartyScripts.js';
import '../consent.css';

/**
 * The cookie-consent banner until the visitor chooses (and again from the footer's cookie
 * settings), and the third-party scripts the choice allows.
 */
export function ConsentHost() {
  useSignals();
  const settings = useAppSettings();
  const consent = $consent.value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: consent is the signal's value, read on render
  useEffect(() => {
    const allowed = scriptsToLoad(settings, consent);
    // A withdrawn consent cannot unload a script: a fresh page starts without it.
    if (withdrawnScripts(scriptsToLoad(settings, EVERYTHING), allowed).length > 0) {
      window.location.reload();
      return;
    }
    loadScripts(allowed);
  }, [settings, consent]);

  if (consent && !$consentSettingsOpen.value) return null;
  return <ConsentBanner initial={consent ?? NECESSARY_ONLY} detailed={consent !== null} />;
}

function ConsentBanner({ initial, detailed }: { initial: Consent; detailed: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [choosing, setChoosing] = useState(detailed);
  const [choice, setChoice] = useState<Consent>(initial);
  const toggle = (category: ConsentCategory) => setChoice({ ...choice, [category]: !choice[category] });

  return (
    <section className="consent-banner" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('consent.heading')}</h2>
      <p>{t('consent.text')}</p>
      {choosing ? (
        <fieldset className="consent-categories">
          <legend>{t('consent.categories')}</legend>
          {CATEGORIES.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={category === 'C0001' || choice[category]}
                disabled={category === 'C0001'}
                onChange={() => toggle(category)}
              />
              <span>
                <strong>{t(`consent.category.${category}`)}</strong> {t(`consent.describe.${category}`)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="consent-actions">
        {choosing ? (
          <button type="button" className="button" onClick={() => chooseConsent(choice)}>
            {t('consent.saveChoice')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </button>
        )}
        <button type="button" className="button" onClick={() => chooseConsent(NECESSARY_ONLY)}>
          {t('consent.necessaryOnly')}
        </button>
        <button type="button" className="button primary" onClick={() => chooseConsent(EVERYTHING)}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
