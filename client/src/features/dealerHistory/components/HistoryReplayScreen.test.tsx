// @vitest-environment jsdom
import type { ConfigurationEvent } from '@configurator/domain/configuration/events';
import { DEFAULT_VEHICLE_SETTINGS } from '@configurator/domain/configuration/vehicleSettings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { LoadedConfiguration } from '../../../lib/trpcClient.js';
import { testPart, testVariation } from '../../../testing/configuredVehicle.js';
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
  { type: 'SetupSelected', setupId: 'RACE', at: at(5), by },
  {
    type: 'ConfigurationSaved',
    saveDetails: {
      vin: 'VBK123',
      orderNumber: 'ORD-7',
      firstname: 'Anna',
      lastname: 'Berger',
      comment: null,
    },
    at: at(6),
    by,
  },
];

const historyOf = (events: readonly ConfigurationEvent[], forkedFrom: unknown = null) =>
  events.map((event, index) => ({
    version: index + 1,
    type: event.type,
    at: event.at,
    data: event,
    forkedFrom: index === 0 ? forkedFrom : null,
  }));
const history = historyOf(EVENTS);

function loaded(): LoadedConfiguration {
  const base = loadedConfigurationFixture(ID);
  return {
    ...base,
    Vehicle: {
      ...base.Vehicle,
      AvailableParts: [testPart(11, 'Silencer'), testPart(12, 'Header pipe'), testPart(13, 'Heat shield')],
      Variations: [
        testVariation('ORANGE', '#000', { ColorName: 'Orange' }),
        testVariation('BLACK', '#000', { ColorName: 'Black' }),
      ],
    },
  };
}

function showReplay(events: unknown[] = history) {
  const forks: unknown[] = [];
  const calls = routeFetch({
    'configuration.history': () => ({ body: events }),
    'vehicles.get': () => ({ body: { Setups: [{ SetupId: 'RACE', Name: 'Race setup' }] } }),
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

/** What the chosen step did, as label and value pairs. */
const shownChanges = () =>
  Array.from(document.querySelectorAll('.replay-change > div')).map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

const goTo = (step: number) =>
  fireEvent.click(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('button')[step - 1]!);

describe('history replay', () => {
  it('shows the events as a timeline and the state after the last one, saved for its customer', async () => {
    showReplay();
    const timeline = await screen.findByRole('list', { name: 'Events' });
    expect(
      within(timeline)
        .getAllByRole('button')
        .map((b) => b.firstChild?.textContent),
    ).toEqual([
      'Created',
      'Part added',
      'Part added',
      'Colour changed',
      'Part removed',
      'Setup selected',
      'Saved',
    ]);
    expect(screen.getByText('Step 7 of 7')).toBeTruthy();
    expect(shownParts()).toEqual(['Header pipe', 'Heat shield']);
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Black');
    // Selected, not applied: the configuration still has the standard setup.
    expect(document.querySelector('.replay-setup')?.textContent).toBe('Standard');
    expect(document.querySelector('.replay-price')?.textContent).toBe('6,500.00\u00a0€');
    expect(shownChanges()).toEqual([['Saved for', 'Anna BergerVIN VBK123 · order ORD-7']]);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names at each step the parts with their references, the colour and the setup chosen', async () => {
    showReplay();
    await screen.findByText('Step 7 of 7');
    goTo(3);
    expect(shownChanges()).toEqual([
      ['Added', 'Header pipeRef. P12'],
      ['Added', 'Heat shieldRef. P13'],
    ]);
    expect(screen.getAllByRole('definition')[0]?.querySelector('.replay-part-name')?.textContent).toBe(
      'Header pipe',
    );
    goTo(4);
    expect(shownChanges()).toEqual([['Colour', 'BlackBLACK']]);
    goTo(5);
    expect(shownChanges()).toEqual([['Removed', 'SilencerRef. P11']]);
    goTo(6);
    expect(shownChanges()).toEqual([['Setup selected', 'Race setup']]);
    expect(document.querySelector('.replay-setup')?.textContent).toBe('Standard');
    goTo(1);
    expect(shownChanges()).toEqual([]);
  });

  it('steps back and forth, showing parts, colour and price at each point', async () => {
    showReplay();
    await screen.findByText('Step 7 of 7');
    goTo(5);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 4 of 7')).toBeTruthy();
    expect(shownParts()).toEqual(['Silencer', 'Header pipe', 'Heat shield']);
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Black');
    expect(document.querySelector('.replay-price')?.textContent).toBe('7,199.50\u00a0€');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.querySelector('.replay-colour')?.textContent).toBe('Orange');
    expect(document.querySelector('.replay-price')?.textContent).toBe('7,099.50\u00a0€');

    // The timeline jumps straight to an event.
    goTo(1);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(shownParts()).toEqual([]);
    expect(screen.getByText('No parts added.')).toBeTruthy();
    expect(document.querySelector('.replay-price')?.textContent).toBe('6,199.00\u00a0€');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    expect(shownParts()).toEqual(['Silencer']);
  });

  it('says where a forked configuration came from, with a way to its replay', async () => {
    const [created, ...rest] = EVENTS as [ConfigurationEvent, ...ConfigurationEvent[]];
    const ORIGIN = 'abcdef12-0000-4000-8000-000000000001';
    showReplay(
      historyOf([{ ...created, clonedConfigurationId: ORIGIN } as ConfigurationEvent, ...rest], {
        configurationId: ORIGIN,
        afterVersion: 4,
      }),
    );
    await screen.findByText('Step 7 of 7');
    goTo(1);
    expect(shownChanges()).toEqual([['Created from', 'Configuration abcdef12, step 4']]);
    const link = screen.getByRole('link', { name: 'Configuration abcdef12, step 4' });
    expect(link.getAttribute('href')).toBe(`/main/history/${ORIGIN}?culture=en-GB`);
  });

  it('forks the chosen point into a new configuration and opens it through the main wrapper', async () => {
    const { forks, memory } = showReplay();
    await screen.findByText('Step 7 of 7');
    goTo(3);
    fireEvent.click(screen.getByRole('button', { name: 'New configuration from this point' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(`/main?culture=en-GB&configurationId=${FORKED}`));
    expect(forks).toEqual([{ configurationId: ID, afterVersion: 3 }]);
  });
});
