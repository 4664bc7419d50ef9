// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { $configuration, $price } from '../../../stores/configurationStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { FinishScreen } from './FinishScreen.js';

const ID = 'c0ffee00-0000-4000-8000-0000000000f1';
const MODEL = 'KTM-390-DUKE-2024';

function showFinish() {
  return renderWithShell(
    <Route path="/main" nest>
      <Route path="/configuration/:modelId/finish">
        {(params) => <FinishScreen modelId={params.modelId} />}
      </Route>
    </Route>,
    { path: `/main/configuration/${MODEL}/finish?culture=en-GB` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('finish screen', () => {
  it('offers download PDF, share, send by e-mail, export, save to the profile and a new configuration', async () => {
    routeFetch({
      'configuration.share': () => ({ body: { code: 'Zz9', path: '/s/Zz9', url: 'http://localhost/s/Zz9' } }),
    });
    // jsdom has no clipboard: the link is copied by hand there.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $price.value = { Value: 6199, CurrencySymbol: '€' };
    const { memory } = showFinish();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your configuration is ready');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save configuration' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByDisplayValue('http://localhost/s/Zz9')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Shared' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(screen.getByRole('dialog', { name: 'Send configuration' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('dialog', { name: 'Export configuration' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'New configuration' }));
    expect(memory.history?.at(-1)).toBe('/main?culture=en-GB');
    expect($configuration.value).toBeNull();
  });

  it('names the configuration in its address, and leads back to its summary', async () => {
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    const { memory } = showFinish();
    await waitFor(() =>
      expect(memory.history?.at(-1)).toBe(
        `/main/configuration/${MODEL}/finish?culture=en-GB&configurationId=${ID}`,
      ),
    );
    expect(screen.getByRole('link', { name: /summary/ }).getAttribute('href')).toBe(
      `/main/configuration/${MODEL}/categories?culture=en-GB&configurationId=${ID}&view=summary`,
    );
  });

  it('goes to the configuration screen when this visit has no configuration of the model', () => {
    const { memory } = showFinish();
    expect(memory.history?.at(-1)).toBe(`/main/configuration/${MODEL}/categories?culture=en-GB`);
  });
});
