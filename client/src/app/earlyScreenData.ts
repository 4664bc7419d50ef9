import { startEarly } from '../lib/earlyCalls.js';
import { readTokens } from '../lib/identityStorage.js';
import { localeFromQuery } from '../lib/localeDetection.js';
import { type AppSettings, trpc } from '../lib/trpcClient.js';
import { companyIdOf, DEFAULT_COMPANY_ID } from '../stores/configurationStore.js';

const CONFIGURATION_SCREEN = /^\/main\/configuration\/([^/]+)\/categories\/?$/;
/** Paths inside /main that show something other than the model selection (AppRoutes). */
const OTHER_MAIN_SCREENS = /^\/main\/(overview|configuration|history|account|compare)(\/|$)/;

/**
 * The data calls of the screen a page load opens, started as the script starts where the address
 * settles what they ask for (a culture in the address, so no locale detection comes first): the
 * configuration screen's model and, for a visitor not signed in, its configuration; or the model
 * selection's list once the settings name the brand. The screens take them (earlyCalls) with the input they would have sent.
 */
export function requestScreenDataEarly(
  pathname: string,
  search: string,
  settings: Promise<AppSettings>,
): void {
  const params = new URLSearchParams(search);
  const locale = localeFromQuery(params);
  if (!locale || !pathname.startsWith('/main')) return;
  const context = {
    cid: companyIdOf(params.get('id_company')) ?? DEFAULT_COMPANY_ID,
    c: locale.culture,
    m: locale.country,
  };
  const configurationId = params.get('configurationId');
  const screen = CONFIGURATION_SCREEN.exec(pathname);
  if (screen?.[1]) {
    const input = { ...context, modelId: decodeURIComponent(screen[1]) };
    startEarly('vehicles.get', input, () => trpc.vehicles.get.query(input));
    // A signed-in visitor's configuration is asked for with the token, once the identity is ready.
    if (configurationId && !readTokens()) {
      const stored = { configurationId, c: locale.culture };
      startEarly('configuration.get', stored, () => trpc.configuration.get.query(stored));
    }
    return;
  }
  // A stored configuration named in the address opens on the configuration screen instead.
  if (configurationId || OTHER_MAIN_SCREENS.test(pathname)) return;
  settings.then(
    ({ Brand }) => {
      const input = { ...context, brand: Brand };
      startEarly('vehicles.list', input, () => trpc.vehicles.list.query(input));
    },
    () => undefined,
  );
}
