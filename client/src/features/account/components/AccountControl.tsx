import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { hereForReturn, logIn, logOut, returnPath, saveToAccount } from '../../../lib/accountCalls.js';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import {
  $account,
  $autoSaveId,
  $identityStatus,
  identityService,
  refreshAccount,
  startIdentity,
} from '../../../stores/accountStore.js';
import { $configuration } from '../../../stores/configurationStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { useAccountAutoSave } from '../stores/useAccountAutoSave.js';
import '../account.css';

/**
 * The account control of the header, in the spec's two modes: with a configuration open it saves
 * the configuration (logging in first when needed); it always loads the account info (login,
 * profile, logout). Nothing shows when CdcEnabled is off.
 */
export function AccountControl() {
  const settings = useAppSettings();
  const identity = settings.CdcApplicationSettings;
  useEffect(() => {
    void startIdentity(identity);
  }, [identity]);
  if (!identity.CdcEnabled) return null;
  return <EnabledAccountControl />;
}

function EnabledAccountControl() {
  useSignals();
  useAccountAutoSave();
  const { t } = useTranslation();
  const { Brand } = useAppSettings();
  const [location] = useLocation();
  const search = useSearch();
  const [saving, setSaving] = useState(false);
  const status = $identityStatus.value;
  const account = $account.value;
  const configuration = $configuration.value;
  const loginDisabled = status !== 'ready';
  const here = hereForReturn(location, search);

  const save = async (configurationId: string) => {
    // A session that expired since the profile was shown logs in again first.
    if (!(await identityService()?.hasSession()) || !(await refreshAccount())) {
      // The browser leaves for the login; the save runs when it comes back.
      const back = returnPath('/main', search, { configurationId });
      await logIn({ kind: 'save', configurationId }, back, Brand);
      return;
    }
    setSaving(true);
    try {
      await saveToAccount(configurationId);
      showToast(t('account.savedToAccount'));
    } catch (error) {
      reportApiError(error);
      showToast(t('account.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const saved = configuration !== null && $autoSaveId.value === configuration.ConfigurationId;
  return (
    <div className="account-control">
      {configuration ? (
        <button
          type="button"
          className="account-save"
          disabled={saving || (loginDisabled && !account)}
          aria-pressed={saved}
          onClick={() => void save(configuration.ConfigurationId)}
        >
          {saved ? t('account.savedButton') : t('account.saveButton')}
        </button>
      ) : null}
      {account ? (
        <AccountMenu here={here} />
      ) : (
        <button
          type="button"
          className="account-login"
          disabled={loginDisabled}
          title={status === 'unavailable' ? t('account.unavailable') : undefined}
          onClick={() => void logIn({ kind: 'accountInfo' }, here, Brand)}
        >
          {t('account.logIn')}
        </button>
      )}
    </div>
  );
}

function AccountMenu({ here }: { here: string }) {
  useSignals();
  const { t } = useTranslation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const account = $account.value;
  if (!account) return null;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
  return (
    <div className="account-menu">
      <button
        type="button"
        className="account-name"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {name}
      </button>
      {open ? (
        <section id={panelId} className="account-panel" aria-label={t('account.profile')}>
          <dl>
            <dt>{t('account.firstName')}</dt>
            <dd>{account.firstName}</dd>
            <dt>{t('account.lastName')}</dt>
            <dd>{account.lastName}</dd>
            <dt>{t('account.email')}</dt>
            <dd>{account.email}</dd>
            <dt>{t('account.uid')}</dt>
            <dd className="account-uid">{account.UID}</dd>
            {account.dealerNo ? (
              <>
                <dt>{t('account.dealerNo')}</dt>
                <dd>{account.dealerNo}</dd>
              </>
            ) : null}
          </dl>
          <Link href={`~/main/account${carriedSearch(search)}`} onClick={() => setOpen(false)}>
            {t('account.myConfigurations')}
          </Link>
          {account.dealerNo ? (
            <Link
              href={`~/main/history${carriedSearch(search)}`}
              className="account-history"
              onClick={() => setOpen(false)}
            >
              {t('dealerHistory.link')}
            </Link>
          ) : null}
          <button type="button" className="button" onClick={() => void logOut(here)}>
            {t('account.logOut')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
