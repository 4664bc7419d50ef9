import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { reportApiError } from '../../lib/apiErrorReporter.js';
import { carriedSearch } from '../../lib/carriedSearch.js';
import { loadConfiguration } from '../../lib/configurationCalls.js';
import { isNotFound } from '../../lib/httpErrors.js';
import { localeFromDetection, localeFromQuery } from '../../lib/localeDetection.js';
import { trpc } from '../../lib/trpcClient.js';
import { $companyId, $preselectedVariation, companyIdOf } from '../../stores/configurationStore.js';
import { openDialog } from '../../stores/dialogStore.js';
import { $country, $mainPhase, applyLocale, clearLocale } from '../../stores/shellStore.js';

/** Culture and country from the query, else from the browser language and the visitor's location. */
async function settleLocale(params: URLSearchParams): Promise<boolean> {
  const fromQuery = localeFromQuery(params);
  if (fromQuery) {
    applyLocale(fromQuery);
    return true;
  }
  // Detected or chosen earlier in this visit.
  if ($country.value) return true;
  $mainPhase.value = 'hide';
  try {
    const { Country } = await trpc.markets.geolocation.query({});
    applyLocale(localeFromDetection(navigator.languages ?? [navigator.language], Country), {
      market: Country.MarketCode,
      imprintCode: Country.ImprintCode,
    });
    return true;
  } catch (error) {
    if (!isNotFound(error)) reportApiError(error);
    clearLocale();
    openDialog({ kind: 'languageSelection' });
    return false;
  }
}

/**
 * The /main wrapper: decides country and language, applies `id_company` and `variation`, opens a
 * stored configuration named by `configurationId` at its categories route (keeping the id in the
 * address, where the configuration screen finds it on a reload), then shows the model lists. On a
 * configuration route the screen itself opens the configuration the address names.
 */
export function MainWrapper({ children }: { children: ReactNode }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const culture = params.get('culture');
  const country = params.get('country');
  const onConfiguration = location.startsWith('/configuration/');
  const configurationId = onConfiguration ? null : params.get('configurationId');
  const companyId = params.get('id_company');
  const variation = params.get('variation');

  useEffect(() => {
    if (!companyId) return;
    const valid = companyIdOf(companyId);
    if (valid) $companyId.value = valid;
    else console.warn(`id_company ignored: '${companyId}' is not a company id`);
  }, [companyId]);

  // Again on every route change: leaving a configuration resets the state, the address keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => {
    if (variation) $preselectedVariation.value = variation;
  }, [variation, location]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again only when these query values change
  useEffect(() => {
    let current = true;
    void (async () => {
      const settled = await settleLocale(new URLSearchParams(search));
      if (!current || !settled) return;
      if (configurationId) {
        $mainPhase.value = 'redirect';
        try {
          const loaded = await loadConfiguration(configurationId);
          if (!current) return;
          navigate(
            `/configuration/${encodeURIComponent(loaded.Vehicle.ModelId)}/categories${carriedSearch(search, [])}`,
            { replace: true },
          );
        } catch (error) {
          // The error catalogue: a saved configuration that fails to load is logged only.
          console.warn('stored configuration could not be loaded', configurationId, error);
          if (!current) return;
        }
      }
      $mainPhase.value = 'show';
    })();
    return () => {
      current = false;
    };
  }, [culture, country, configurationId]);

  return <>{children}</>;
}
