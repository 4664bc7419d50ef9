import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useDeferredValue } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BrandEffects } from '../features/brand/components/BrandEffects.js';
import { ConsentHost } from '../features/consent/components/ConsentHost.js';
import { ToastHost } from '../features/toasts/components/ToastHost.js';
import { switchLanguage } from '../i18n/i18n.js';
import { AppSettingsContext, appSettingsQuery } from '../lib/appSettings.js';
import { uiLanguage } from '../lib/localeDetection.js';
import { $brandOverride } from '../stores/brandStore.js';
import { $culture } from '../stores/configurationStore.js';
import { Spinner } from '../ui/Spinner.js';
import { AppRoutes } from './AppRoutes.js';
import { DialogHost } from './DialogHost.js';
import { AppFooter } from './shell/AppFooter.js';
import { AppHeader } from './shell/AppHeader.js';

function LanguageEffects({ i18n }: { i18n: I18n }) {
  useSignalEffect(() => {
    const language = uiLanguage($culture.value, typeof navigator === 'undefined' ? [] : navigator.languages);
    if (i18n.language !== language) void switchLanguage(i18n, language);
  });
  return null;
}

function Shell() {
  useSignals();
  const { t } = useTranslation();
  const [location] = useLocation();
  const settings = useQuery(appSettingsQuery($brandOverride.value));
  // The whole page renders once the settings are here: in the background, in slices that leave the
  // main thread free between them, while the spinner stays.
  const shownSettings = useDeferredValue(settings.data ?? null, null);
  if (settings.isPending || (settings.data && !shownSettings)) {
    return (
      <main className="app-main">
        <Spinner label={t('common.loading')} />
      </main>
    );
  }
  if (settings.isError || !shownSettings) {
    return (
      <main className="app-main settings-failed">
        <p role="alert">{t('errors.settingsFailed')}</p>
        <button type="button" className="button primary" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  const fullScreen = location === '/preview';
  return (
    <AppSettingsContext.Provider value={shownSettings}>
      <BrandEffects />
      <ConsentHost />
      {fullScreen ? null : <AppHeader />}
      <main className="app-main">
        <AppRoutes />
      </main>
      {fullScreen ? null : <AppFooter />}
      <DialogHost />
      <ToastHost />
    </AppSettingsContext.Provider>
  );
}

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LanguageEffects i18n={i18n} />
        <Shell />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
