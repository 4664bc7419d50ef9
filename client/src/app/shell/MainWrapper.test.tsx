// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ModelSelectionScreen } from '../../features/modelSelection/components/ModelSelectionScreen.js';
import { $guidanceShow } from '../../features/modelSelection/stores/modelSelectionStore.js';
import {
  $companyId,
  $configuration,
  $culture,
  $market,
  $preselectedVariation,
  DEFAULT_COMPANY_ID,
} from '../../stores/configurationStore.js';
import { $country, $imprintCode, $mainPhase } from '../../stores/shellStore.js';
import { KTM_LIST } from '../../testing/fixtures.js';
import { renderWithShell } from '../../testing/renderWithShell.js';
import { httpError } from '../../testing/trpcErrors.js';
import { MainWrapper } from './MainWrapper.js';

const api = vi.hoisted(() => ({
  geolocation: vi.fn(),
  markets: vi.fn(),
  vehicles: vi.fn(),
  configuration: vi.fn(),
}));

vi.mock('../../lib/trpcClient.js', () => ({
  trpc: {
    markets: { geolocation: { query: api.geolocation }, list: { query: api.markets } },
    vehicles: { list: { query: api.vehicles } },
    configuration: { get: { query: api.configuration } },
  },
}));

const CONFIGURATION_ID = 'c0ffee00-0000-4000-8000-0000000000aa';

function showMain(search: string) {
  $mainPhase.value = 'hide';
  $culture.value = 'de-AT';
  $guidanceShow.value = false;
  return renderWithShell(
    <Route path="/main" nest>
      <MainWrapper>
        <ModelSelectionScreen />
      </MainWrapper>
    </Route>,
    { path: `/main${search}` },
  );
}

describe('main wrapper', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    api.vehicles.mockResolvedValue(KTM_LIST);
    api.markets.mockResolvedValue({ MarketsData: [] });
  });

  it('takes culture and country from the query and shows the models', async () => {
    showMain('?culture=fr-CH');
    expect(await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' })).toBeTruthy();
    expect($culture.value).toBe('fr-CH');
    expect($country.value).toBe('CH');
    expect(api.geolocation).not.toHaveBeenCalled();
    expect(api.vehicles).toHaveBeenCalledWith(expect.objectContaining({ c: 'fr-CH', m: 'CH', brand: 'KTM' }));
  });

  it('otherwise combines the browser language with the located country', async () => {
    api.geolocation.mockResolvedValue({
      Country: {
        CountryName: 'Switzerland',
        CountryCode: 'CH',
        LanguageCode: 'de',
        ImprintCode: 'IMPRINT-CH',
        MarketCode: 'SWISS',
      },
    });
    showMain('');
    expect(await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' })).toBeTruthy();
    // jsdom's browser speaks en-US.
    expect($culture.value).toBe('en-CH');
    expect($market.value).toBe('SWISS');
    expect($imprintCode.value).toBe('IMPRINT-CH');
    // The calls name the country as `m`, not the market: the server finds the market itself.
    expect(api.vehicles).toHaveBeenCalledWith(expect.objectContaining({ c: 'en-CH', m: 'CH' }));
    expect(api.vehicles).not.toHaveBeenCalledWith(expect.objectContaining({ m: 'SWISS' }));
  });

  it('clears culture and country and asks for them when detection fails', async () => {
    api.geolocation.mockRejectedValue(httpError(404));
    showMain('');
    expect(await screen.findByRole('dialog', { name: 'Country and language' })).toBeTruthy();
    expect($culture.value).toBe('');
    expect($country.value).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.vehicles).not.toHaveBeenCalled();
  });

  it('opens the configuration a configurationId names, at its categories route that keeps naming it', async () => {
    api.configuration.mockImplementation(async () => {
      const { loadedConfigurationFixture } = await import('../../testing/loadedConfiguration.js');
      return loadedConfigurationFixture(CONFIGURATION_ID);
    });
    const { memory } = showMain(`?culture=en-GB&configurationId=${CONFIGURATION_ID}`);
    await waitFor(() =>
      expect(memory.history.at(-1)).toBe(
        `/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB&configurationId=${CONFIGURATION_ID}`,
      ),
    );
    expect(api.configuration).toHaveBeenCalledWith({ configurationId: CONFIGURATION_ID, c: 'en-GB' });
    expect($configuration.value?.ConfigurationId).toBe(CONFIGURATION_ID);
  });

  it('stays on the model selection when the stored configuration cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.configuration.mockRejectedValue(httpError(404));
    const { memory } = showMain(`?culture=en-GB&configurationId=${CONFIGURATION_ID}`);
    expect(await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' })).toBeTruthy();
    expect(memory.history.at(-1)).toBe(`/main?culture=en-GB&configurationId=${CONFIGURATION_ID}`);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the variation as preselected and lets id_company override the company', async () => {
    showMain('?culture=en-GB&variation=BLACK&id_company=11111111-1111-4111-8111-111111111111');
    await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' });
    expect($preselectedVariation.value).toBe('BLACK');
    expect($companyId.value).toBe('11111111-1111-4111-8111-111111111111');
    expect(api.vehicles).toHaveBeenCalledWith(
      expect.objectContaining({ cid: '11111111-1111-4111-8111-111111111111' }),
    );
  });

  it('preselects the variation again when the visitor comes back to the list after leaving a configuration', async () => {
    const { memory } = showMain('?culture=en-GB&variation=BLACK');
    await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' });
    // Leaving a configuration (back link, new configuration) resets the state, the query stays.
    $preselectedVariation.value = null;
    act(() => memory.navigate('/main/motorcycles?culture=en-GB&variation=BLACK'));
    await waitFor(() => expect($preselectedVariation.value).toBe('BLACK'));
  });

  it('ignores an id_company that is no company id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showMain('?culture=en-GB&id_company=robert');
    await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' });
    expect($companyId.value).toBe(DEFAULT_COMPANY_ID);
    warn.mockRestore();
  });
});
