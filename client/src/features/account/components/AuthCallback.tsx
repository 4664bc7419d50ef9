import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { runPendingAction } from '../../../lib/accountCalls.js';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { readLogin } from '../../../lib/identityStorage.js';
import type { IdentitySettings } from '../../../stores/accountStore.js';
import { refreshAccount, startIdentity } from '../../../stores/accountStore.js';
import { $culture, setEntryPointUrl } from '../../../stores/configurationStore.js';
import { $saveState } from '../../../stores/summaryStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { Spinner } from '../../../ui/Spinner.js';
import '../account.css';

type Outcome = { returnTo: string; saved: boolean } | { failed: true };

/** One completion per callback address: a second render (or StrictMode's) shares the first. */
const completions = new Map<string, Promise<Outcome>>();

const cultureOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '').get('culture');

async function complete(href: string, settings: IdentitySettings): Promise<Outcome> {
  // The texts of the page the visitor comes from, from the first paint on.
  const culture = cultureOf(readLogin()?.returnTo ?? '');
  if (culture) $culture.value = culture;
  const service = await startIdentity(settings);
  if (!service) return { failed: true };
  let returnTo: string;
  try {
    ({ returnTo } = await service.completeLogin(href));
  } catch (error) {
    console.warn('login failed', error);
    return { failed: true };
  }
  // A 401 or 403 from now on sends the browser to the page the visitor came from, not here.
  setEntryPointUrl(new URL(returnTo, window.location.origin).href);
  await refreshAccount();
  try {
    const action = await runPendingAction();
    return { returnTo, saved: action?.kind === 'save' };
  } catch (error) {
    reportApiError(error);
    return { returnTo, saved: false };
  }
}

/**
 * /auth/callback, where the provider sends the browser back with the code: the login completes,
 * the pending action runs (the save, or loading the account info) and the visitor returns.
 */
export function AuthCallback() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const href = window.location.href;
    let completion = completions.get(href);
    if (!completion) {
      completion = complete(href, settings.CdcApplicationSettings);
      completions.set(href, completion);
    }
    let current = true;
    void completion.then((outcome) => {
      if (!current) return;
      if ('failed' in outcome) {
        setFailed(true);
        return;
      }
      if (outcome.saved) {
        // Back where the save was asked for, it reads as done, as a save without the login does.
        $saveState.value = 'done';
        showToast(t('toasts.configurationSaved'));
      }
      navigate(outcome.returnTo, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [settings.CdcApplicationSettings, navigate, t]);

  if (failed) {
    return (
      <div className="auth-callback">
        <p role="alert">{t('account.loginFailed')}</p>
        <Link href="/main" className="button primary">
          {t('notFound.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-callback">
      <Spinner label={t('account.completingLogin')} />
    </div>
  );
}
