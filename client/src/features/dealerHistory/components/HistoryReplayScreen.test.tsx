// @vitest-environment jsdom
import type { ConfigurationEvent } from '@configurator/domain/configuration/events';
import { DEFAULT_VEHICLE_SETTINGS } from '@configurator/domain/configuration/vehicleSettings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { LoadedConfiguration } from '../../../lib/trpcClient.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { HistoryReplayScreen } from './HistoryReplayScreen.js';

const ID = 'c0ffee00-0000-4000-8000-0000000000ee';
const FORKED = 'c0ffee00-0000-4000-8000-0000000000ff';
const by = { dealerNo: 'D-1' };
const at = (minute: number) => `2026-03-02T10:0${minute}:00.000Z`;

/** A configuration's stream as the server stores it: created, two parts, a colour, a removal. */
const EVENTS: ConfigurationEvent[] = [
  {
    type: 'ConfigurationCreated',
    configurationId: ID,
    clonedConfigurationId: null,
    modelId: 'KTM-390-DUKE-2024',
    companyId: 'company',
    market: 'AT',
    culture: 'de-AT',
    currency: 'EUR',
    anonymousId: null,
    variationCode: 'ORANGE',
    partIds: [],
    selectedSetupId: null,
    appliedSetupId: null,
    vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
    price: 619_900,
    at: at(0),
    by,
  },
  { type: 'PartAdded', partId: 11, addedPartIds: [11], removedPartIds: [], price: 689_900, at: at(1), by },
  {
    type: 'PartAdded',
    partId: 12,
    addedPartIds: [12, 13],
    removedPartIds: [],
    price: 709_950,
    at: at(2),
    by,
  },
  { type: 'VariationChanged', variationCode: 'BLACK', price: 719_950, at: at(3), by },
  { type: 'PartRemoved', partId: 11, removedPartIds: [11], price: 650_000, at: at(4), by },
];

const history = EVENTS.map((event, index) => ({
  version: index + 1,
  type: event.type,
  at: event.at,
  data: event,
}));

function loaded(): LoadedConfiguration {
  const base = loadedConfigurationFixture(ID);
  const part = (PartId: number, Name: string) => ({
    PartId,
    Code: `P${PartId}`,
    Name,
    CategoryName: 'Exhaust',
    Category: 'Exhaust',
    Price: { Value: 100, CurrencySymbol: '€', Currency: 'EUR' },
    Images: { Main: '', Other: [] },
    Description: '',
    Attributes: [],
    CanBeRendered: true,
    Racing: false,
    ApprovalInfo: null,
    IsColorPart: false,
  });
  const variation = (Code: string, ColorName: string) => ({
    Code,
    ColorCode: '#000',
    ColorName,
    Price: { Value: 6199, CurrencySymbol: '€', Currency: 'EUR' },
    PriceNote: '',
    MontageNote: '',
  });
  return {
    ...base,
    Vehicle: {
      ...base.Vehicle,
      AvailableParts: [part(11, 'Silencer'), part(12, 'Header pipe'), part(13, 'Heat shield')],
      Variations: [variation('ORANGE', 'Orange'), variation('BLACK', 'Black')],
    },
  };
}

function showReplay() {
  const forks: unknown[] = [];
  const calls = routeFetch({
    'configuration.history': () => ({ body: history }),
    'configuration.get': () => ({ body: loaded() }),
    'configuration.fork': (input) => {
      forks.push(input);
      return { body: { configurationId: FORKED } };
    },
  });
  const view = renderWithShell(
    <Route path="/main" nest>
      <Route path="/history/:configurationId">
        {(params) => <HistoryReplayScreen configurationId={params.configurationId} />}
      </Route>
    </Route>,
    { path: `/main/history/${ID}?culture=en-GB` },
  );
  return { ...view, forks, calls };
}

const shownParts = () =>
  Array.from(document.querySelectorAll('.replay-parts li')).map((item) => item.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('history replay', () => {
  it('shows the events as a timeline and the state after the last one', async () => {
    showReplay();
    const timeline = await screen.findByRole('list', { name: 'Events' });
    expect(
      within(timeline)
        .getAllByRole('button')
        .map((b) => b.firstChild?.textContent),
    ).toEqual(['Created', 'Part added', 'Part added', 'Colour changed', 'Part removed']);
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    expect(shownParts()).toEqual(['Header pipe', 'Heat shield']);
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Black');
    expect(document.querySelector('.replay-price')?.textContent).toBe('6,500.00\u00a0€');
    expect(screen.getByText('Silencer removed.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps back and forth, showing parts, colour and price at each point', async () => {
    showReplay();
    await screen.findByText('Step 5 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(shownParts()).toEqual(['Silencer', 'Header pipe', 'Heat shield']);
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Black');
    expect(document.querySelector('.replay-price')?.textContent).toBe('7,199.50\u00a0€');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Orange');
    expect(document.querySelector('.replay-price')?.textContent).toBe('7,099.50\u00a0€');
    expect(screen.getByText('Header pipe added. Heat shield added.')).toBeTruthy();

    // The timeline jumps straight to an event.
    fireEvent.click(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('button')[0]!);
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(shownParts()).toEqual([]);
    expect(screen.getByText('No parts added.')).toBeTruthy();
    expect(document.querySelector('.replay-price')?.textContent).toBe('6,199.00\u00a0€');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(shownParts()).toEqual(['Silencer']);
  });

  it('forks the chosen point into a new configuration and opens it through the main wrapper', async () => {
    const { forks, memory } = showReplay();
    await screen.findByText('Step 5 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'New configuration from this point' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(`/main?culture=en-GB&configurationId=${FORKED}`));
    expect(forks).toEqual([{ configurationId: ID, afterVersion: 3 }]);
  });
});
