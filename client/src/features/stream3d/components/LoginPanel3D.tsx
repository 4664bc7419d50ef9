import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hereForReturn, logIn } from '../../../lib/accountCalls.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { $identityStatus } from '../../../stores/accountStore.js';

/** The 3D configurator is for logged-in visitors: the way to the provider's login (and registration). */
export function LoginPanel3D({ modelName }: { modelName: string }) {
  useSignals();
  const { t } = useTranslation();
  const { Brand } = useAppSettings();
  const [location] = useLocation();
  const search = useSearch();
  const unavailable = $identityStatus.value === 'unavailable';
  return (
    <section className="login-panel-3d" aria-labelledby="login-3d-title">
      <h2 id="login-3d-title">{t('rendering3d.login.title', { model: modelName })}</h2>
      <p>{t('rendering3d.login.text')}</p>
      {unavailable ? <p className="note">{t('rendering3d.login.unavailable')}</p> : null}
      <button
        type="button"
        className="button primary"
        disabled={$identityStatus.value !== 'ready'}
        onClick={() => void logIn({ kind: 'accountInfo' }, hereForReturn(location, search), Brand)}
      >
        {t('rendering3d.login.button')}
      </button>
    </section>
  );
}
