// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketsQuery } from '../features/dialogs/api/marketsQuery.js';
import type { MarketsData } from '../lib/trpcClient.js';
import { $culture, $market } from '../stores/configurationStore.js';
import { $dialog, DIALOG_KINDS, openDialog } from '../stores/dialogStore.js';
import { $country, $imprintCode } from '../stores/shellStore.js';
import { renderWithShell } from '../testing/renderWithShell.js';

const MARKETS: MarketsData = [
  {
    MarketName: 'Central Europe',
    MarketCode: 'CENTRAL',
    Currency: 'EUR',
    CurrencySymbol: '€',
    Languages: ['de'],
    Imprint: 'IMPRINT-AT',
    Countries: [
      {
        CountryName: 'Austria',
        CountryCode: 'AT',
        LanguageCode: 'de',
        Languages: ['de'],
        ImprintCode: 'IMPRINT-AT',
      },
    ],
  },
  {
    MarketName: 'Switzerland',
    MarketCode: 'SWISS',
    Currency: 'CHF',
    CurrencySymbol: 'CHF',
    Languages: ['de', 'fr', 'it'],
    Imprint: 'IMPRINT-CH',
    Countries: [
      {
        CountryName: 'Switzerland',
        CountryCode: 'CH',
        LanguageCode: 'de',
        Languages: ['de', 'fr', 'it', 'rm'],
        ImprintCode: 'IMPRINT-CH',
      },
    ],
  },
];

const TITLES: Record<string, string> = {
  setupParts: 'Parts of the setup',
  addPart: 'Add part',
  removePart: 'Remove part',
  configurationSummary: 'Your configuration',
  warnBeforeExit: 'Leave the configuration?',
  saveConfiguration: 'Save configuration',
  savedConfiguration: 'Configuration saved',
  conflictWhileAddPart: 'This part needs changes',
  exportConfiguration: 'Export configuration',
  shareConfiguration: 'Share configuration',
  removeConflictingPart: 'Remove conflicting part',
  deleteConfiguraion: 'Delete configuration',
  sendConfiguration: 'Send configuration',
  sendConfigurationToDealer: 'Send to dealer',
  userGuidance: 'How it works',
  languageSelection: 'Country and language',
};

function renderHost(culture = 'en-GB') {
  $culture.value = culture;
  return renderWithShell(null, {
    path: '/main/motorcycles?culture=en-GB',
    queryData: [[marketsQuery(culture || 'en-EN').queryKey, { MarketsData: MARKETS }]],
  });
}

describe('dialog host', () => {
  it('shows nothing while no dialog is open', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // A save confirmation needs the configuration it names: its own tests below.
  const titled = DIALOG_KINDS.filter(
    (kind) => kind !== 'deleteConfiguraion' && kind !== 'savedConfiguration',
  );
  it.each(titled)('opens %s with its title', (kind) => {
    renderHost();
    act(() => openDialog({ kind, data: {} }));
    expect(screen.getByRole('dialog', { name: TITLES[kind] })).toBeTruthy();
  });

  it('opens deleteConfiguraion (spelled so) with the confirmation that it cannot be undone', () => {
    renderHost();
    act(() =>
      openDialog({
        kind: 'deleteConfiguraion',
        data: { configurationId: 'c0ffee00-0000-4000-8000-000000000000' },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete configuration' });
    expect(within(dialog).getByText(/This operation cannot be undone/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeTruthy();
  });

  it('shows the generic error text for an unknown kind', () => {
    renderHost();
    act(() => openDialog({ kind: 'somethingNew' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Something went wrong, we are working on it.')).toBeTruthy();
  });

  it('confirms a save with the customer and the configuration it names, and never says not available yet', () => {
    renderHost();
    const configurationId = 'c0ffee00-0000-4000-8000-0000000000a1';
    act(() =>
      openDialog({
        kind: 'savedConfiguration',
        data: { configurationId, firstname: 'Anna', lastname: 'Berger' },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Configuration saved' });
    expect(within(dialog).getByText('Anna Berger')).toBeTruthy();
    expect(within(dialog).getByText(configurationId)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go to history' })).toBeTruthy();
    expect(within(dialog).queryByText('This function is not available yet.')).toBeNull();
  });

  it('shows the saved-configuration error title and text for a confirmation that names no configuration', () => {
    renderHost();
    act(() => openDialog({ kind: 'savedConfiguration' }));
    const dialog = screen.getByRole('dialog', { name: 'The configuration could not be saved' });
    expect(within(dialog).getByText('Please try again in a moment.')).toBeTruthy();
  });

  it('uses the title the opener gives', () => {
    renderHost();
    act(() => openDialog({ kind: 'shareConfiguration', title: 'Share your bike' }));
    expect(screen.getByRole('dialog', { name: 'Share your bike' })).toBeTruthy();
  });

  it('closes with its close button and with Escape', () => {
    renderHost();
    act(() => openDialog({ kind: 'exportConfiguration' }));
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openDialog({ kind: 'exportConfiguration' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($dialog.value).toBeNull();
  });
});

describe('language selection', () => {
  it('offers every country with each of its languages that the configurator speaks', () => {
    renderHost();
    act(() => openDialog({ kind: 'languageSelection' }));
    const options = within(screen.getByRole('combobox', { name: 'Country and language' }))
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['de-AT', 'Austria – German'],
      ['fr-CH', 'Switzerland – French'],
      ['de-CH', 'Switzerland – German'],
      ['it-CH', 'Switzerland – Italian'],
    ]);
  });

  it('splits the chosen language-country, settles culture, market and imprint and puts them in the address', () => {
    const { memory } = renderHost();
    act(() => openDialog({ kind: 'languageSelection' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Country and language' }), {
      target: { value: 'fr-CH' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($culture.value).toBe('fr-CH');
    expect($country.value).toBe('CH');
    expect($market.value).toBe('SWISS');
    expect($imprintCode.value).toBe('IMPRINT-CH');
    expect(memory.history.at(-1)).toBe('/main/motorcycles?culture=fr-CH&country=CH');
  });

  it('cannot be dismissed while no culture is settled (detection failed)', () => {
    renderHost('');
    act(() => openDialog({ kind: 'languageSelection' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Country and language' })).toBeTruthy();
  });
});
