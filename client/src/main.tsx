import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { preloadScreenOf } from './app/AppRoutes.js';
import { requestScreenDataEarly } from './app/earlyScreenData.js';
import { createI18n, loadI18n } from './i18n/i18n.js';
import { FALLBACK_LANGUAGE } from './i18n/translation.js';
import { takeAfterLogoutPath } from './lib/accountCalls.js';
import { createQueryClient, handleApiError } from './lib/apiErrorPolicy.js';
import { setApiErrorReporter } from './lib/apiErrorReporter.js';
import { requestAppSettingsEarly } from './lib/appSettings.js';
import { localeFromQuery, uiLanguage } from './lib/localeDetection.js';
import { connectQuerySignals } from './lib/querySignal.js';
import { watchViewport } from './lib/viewport.js';
import { $brandOverride, captureBrandOverride } from './stores/brandStore.js';
import { $culture, setEntryPointUrl } from './stores/configurationStore.js';
import { applyLocale } from './stores/shellStore.js';
import './styles.css';

// Back from the identity provider's logout, which returns to the start page: on to where it began.
const afterLogout = window.location.pathname === '/' ? takeAfterLogoutPath() : null;
if (afterLogout) window.history.replaceState(null, '', afterLogout);
setEntryPointUrl(window.location.href);
captureBrandOverride(window.location.search);
// The first page's calls go out before React mounts: the settings, the screen's own chunk and,
// where the address settles them, its data.
const settings = requestAppSettingsEarly($brandOverride.value);
preloadScreenOf(window.location.pathname);
requestScreenDataEarly(window.location.pathname, window.location.search, settings);
watchViewport();
// A culture in the entry URL speaks from the first paint on; the main wrapper settles the rest.
// Inside /main it settles the address's locale as it is: the first render's calls then already
// carry the country, as the data asked for early does.
const queryLocale = localeFromQuery(new URLSearchParams(window.location.search));
if (queryLocale && window.location.pathname.startsWith('/main')) applyLocale(queryLocale);
else if (queryLocale) $culture.value = queryLocale.culture;

function start(i18n: I18n) {
  const queryClient = createQueryClient(i18n);
  connectQuerySignals(queryClient);
  setApiErrorReporter((error) => handleApiError(error, i18n));
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

// The first paint speaks the language the texts will have (the culture's, else the browser's); its
// texts unreachable, it starts in English.
const language = uiLanguage($culture.value, navigator.languages);
loadI18n('KTM', language).then(start, () => start(createI18n('KTM', FALLBACK_LANGUAGE)));
