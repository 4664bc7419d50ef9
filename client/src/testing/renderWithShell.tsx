import type { BrandCode } from '@configurator/domain/catalog/types';
import { batch } from '@preact/signals-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DialogHost } from '../app/DialogHost.js';
import { $guidanceShow, $selectedModelId } from '../features/modelSelection/stores/modelSelectionStore.js';
import { ToastHost } from '../features/toasts/components/ToastHost.js';
import { createI18n, loadLanguage } from '../i18n/i18n.js';
import { addThreeDTexts } from '../i18n/threeDTexts.js';
import { LANGUAGES, type Language } from '../i18n/translation.js';
import { AppSettingsContext } from '../lib/appSettings.js';
import { queryKeys } from '../lib/queryKeys.js';
import { connectQuerySignals } from '../lib/querySignal.js';
import type { AppSettings } from '../lib/trpcClient.js';
import { $viewportWidth } from '../lib/viewport.js';
import { $brandOverride } from '../stores/brandStore.js';
import {
  $companyId,
  $culture,
  $market,
  DEFAULT_COMPANY_ID,
  exitConfiguration,
} from '../stores/configurationStore.js';
import { $dialog } from '../stores/dialogStore.js';
import { $country, $imprintCode, $mainPhase } from '../stores/shellStore.js';
import { hideToast } from '../stores/toastStore.js';

// Every language at hand, as a visitor has it once the language is fetched.
await Promise.all(LANGUAGES.map(loadLanguage));

beforeEach(() => resetClientState());
afterEach(() => {
  cleanup();
  resetClientState();
  testClient?.clear();
  testClient = null;
  connectQuerySignals(null);
});

let testClient: QueryClient | null = null;

/**
 * The test's own query client: the one renderWithShell provides and the stores read ($vehicle,
 * $showPrices), so a test can fill its cache before or after rendering.
 */
export function testQueryClient(): QueryClient {
  if (!testClient) {
    testClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    connectQuerySignals(testClient);
  }
  return testClient;
}

const BRAND_LINKS: Record<BrandCode, string> = {
  KTM: 'https://www.ktm.com',
  HQV: 'https://www.husqvarna-motorcycles.com',
  GG: 'https://www.gasgas.com',
};

export function testSettings(brand: BrandCode, overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    Brand: brand,
    SupportedBrands: ['KTM', 'HQV', 'GG'],
    BrandLink: BRAND_LINKS[brand],
    IsB2C: true,
    Env: 'Development',
    ConsentId: '',
    TagManagerId: '',
    FinancingPluginUrl: '',
    CdcApplicationSettings: { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: true },
    DealerSearch2DEnabled: true,
    DealerSearch3DEnabled: true,
    GoogleMapsKey: '',
    MapTileUrl: '',
    MapTileAttribution: '© OpenStreetMap contributors',
    Show3DDebugTools: false,
    VersionInfo: { Version: '0.1.0', Commit: 'unknown', BuildDate: 'unknown' },
    Environment: 'stage',
    TrackingSettings: { Url: '', Project: '', Id: '' },
    AllowPrices: true,
    ...overrides,
  };
}

/** Every store back to how a fresh page starts. */
function resetClientState(): void {
  hideToast();
  batch(() => {
    exitConfiguration();
    $culture.value = 'en-GB';
    $market.value = null;
    $companyId.value = DEFAULT_COMPANY_ID;
    $country.value = null;
    $imprintCode.value = null;
    $mainPhase.value = 'show';
    $dialog.value = null;
    $selectedModelId.value = null;
    $guidanceShow.value = true;
    $brandOverride.value = null;
    $viewportWidth.value = 1440;
  });
}

interface ShellOptions {
  /** Path and query, e.g. /main/motorcycles?culture=en-GB. */
  path?: string;
  brand?: BrandCode;
  language?: Language;
  settings?: Partial<AppSettings>;
  /** Query results already in the cache, so no request is made. */
  queryData?: [readonly unknown[], unknown][];
  width?: number;
}

/** Renders inside the app's providers, with a memory location and the dialog and toast hosts. */
export function renderWithShell(ui: ReactNode, options: ShellOptions = {}) {
  const brand = options.brand ?? 'KTM';
  const i18n = createI18n(brand, options.language ?? 'en');
  addThreeDTexts(i18n);
  const queryClient = testQueryClient();
  const settings = testSettings(brand, options.settings);
  queryClient.setQueryData(queryKeys.settings($brandOverride.peek()), settings);
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  if (options.width !== undefined) $viewportWidth.value = options.width;
  const memory = memoryLocation({ path: options.path ?? '/main/motorcycles', record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppSettingsContext.Provider value={settings}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {ui}
            <DialogHost />
            <ToastHost />
          </Router>
        </AppSettingsContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, memory, queryClient, i18n };
}
