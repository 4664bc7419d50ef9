import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hereForReturn, logIn } from '../lib/accountCalls.js';
import { useAppSettings } from '../lib/appSettings.js';
import { $account, $identityStatus } from '../stores/accountStore.js';

/**
 * Whether the offer flow may go on: sending to a dealer needs a login with the profile loaded.
 * With CdcEnabled off there is no login and no offer.
 */
function useOfferLogin(): { enabled: boolean; loggedIn: boolean } {
  useSignals();
  const { CdcApplicationSettings } = useAppSettings();
  return { enabled: CdcApplicationSettings.CdcEnabled, loggedIn: $account.value !== null };
}

/**
 * The offer flow's hint 'Log in or create account first', with the way to the provider's login
 * (which links to its registration). Shows only while accounts are on and nobody is logged in.
 */
export function LoginRequiredHint() {
  useSignals();
  const { t } = useTranslation();
  const { Brand } = useAppSettings();
  const [location] = useLocation();
  const search = useSearch();
  const { enabled, loggedIn } = useOfferLogin();
  if (!enabled || loggedIn) return null;
  return (
    <div className="login-required-hint" role="note">
      <p>{t('account.loginRequired')}</p>
      <button
        type="button"
        className="button primary"
        disabled={$identityStatus.value !== 'ready'}
        onClick={() => void logIn({ kind: 'accountInfo' }, hereForReturn(location, search), Brand)}
      >
        {t('account.logIn')}
      </button>
    </div>
  );
}
