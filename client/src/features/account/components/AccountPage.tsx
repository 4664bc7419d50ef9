import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { accountConfigurationsQuery, logIn, returnPath } from '../../../lib/accountCalls.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import { $account, $identityStatus } from '../../../stores/accountStore.js';
import { $culture } from '../../../stores/configurationStore.js';
import { CompareBar, CompareCheckbox, useCompareSelection } from '../../../ui/CompareSelection.js';
import { HeroImage } from '../../../ui/HeroImage.js';
import { Spinner } from '../../../ui/Spinner.js';
import '../account.css';

/** /main/account: the configurations saved to the logged-in account, newest save first. */
export function AccountPage() {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const account = $account.value;
  const status = $identityStatus.value;
  const list = useQuery(accountConfigurationsQuery(account?.UID ?? null));
  const selection = useCompareSelection();

  if (!settings.CdcApplicationSettings.CdcEnabled) {
    return (
      <div className="account-page">
        <h1>{t('account.pageHeading')}</h1>
        <p>{t('account.switchedOff')}</p>
      </div>
    );
  }
  if (!account) {
    return (
      <div className="account-page">
        <h1>{t('account.pageHeading')}</h1>
        {status === 'loading' ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <>
            <p>{status === 'unavailable' ? t('account.unavailable') : t('account.logInToSee')}</p>
            <button
              type="button"
              className="button primary"
              disabled={status !== 'ready'}
              onClick={() =>
                void logIn({ kind: 'accountInfo' }, returnPath('/main/account', search), settings.Brand)
              }
            >
              {t('account.logIn')}
            </button>
          </>
        )}
      </div>
    );
  }

  const culture = $culture.value;
  const rows = list.data?.Configurations ?? [];
  const dateFormat = new Intl.DateTimeFormat(culture || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="account-page">
      <h1>{t('account.pageHeading')}</h1>
      {list.isPending ? <Spinner label={t('common.loading')} /> : null}
      {list.isError ? <p role="alert">{t('errors.generic')}</p> : null}
      {list.isSuccess && rows.length === 0 ? <p>{t('account.noConfigurations')}</p> : null}
      {rows.length > 0 ? (
        <ul className="account-configurations" aria-label={t('account.savedConfigurations')}>
          {rows.map((row) => (
            <li key={row.ConfigurationId}>
              <HeroImage url={row.HeroImageUrl ?? ''} alt={row.ModelName} />
              <div className="account-configuration-text">
                <h2>{row.ModelName}</h2>
                <p>{t('account.partCount', { count: row.PartCount })}</p>
                {settings.AllowPrices ? (
                  <p>{priceText(row.TotalPrice, culture, t('price.notAvailable'))}</p>
                ) : null}
                <p>{t('account.savedAt', { date: dateFormat.format(new Date(row.SavedAt)) })}</p>
                {/* The main wrapper opens a configuration named in the query. */}
                <Link
                  className="button primary"
                  href={`~/main${withParams(carriedSearch(search), { configurationId: row.ConfigurationId })}`}
                >
                  {t('account.open')}
                </Link>
                <CompareCheckbox
                  selection={selection}
                  id={row.ConfigurationId}
                  name={`${row.ModelName}, ${dateFormat.format(new Date(row.SavedAt))}`}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 1 ? <CompareBar selection={selection} /> : null}
    </div>
  );
}
