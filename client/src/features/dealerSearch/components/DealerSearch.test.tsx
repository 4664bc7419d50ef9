// @vitest-environment jsdom
import type { BrandCode } from '@configurator/domain/catalog/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $culture } from '../../../stores/configurationStore.js';
import { $country } from '../../../stores/shellStore.js';
import { AUSTRIA, dealersAnswer, WEBER } from '../../../testing/dealerFixture.js';
import { type RecordedCall, routeFetch } from '../../../testing/fetchRoutes.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { DealerSearch } from './DealerSearch.js';

const DUKE = 'KTM 390 DUKE 2024';

let calls: RecordedCall[];

beforeEach(() => {
  calls = routeFetch({ 'GET /api/dealers': dealersAnswer([...AUSTRIA, WEBER]) });
  $country.value = 'AT';
  $culture.value = 'de-AT';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const searches = () => calls.filter((call) => call.path === '/api/dealers').map((call) => call.input);

/** The dealers listed, by their buttons' names, once the list has them. */
async function listed(count: number): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Dealers' });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(count));
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/** Types into the search field and presses Search. */
function searchFor(text: string) {
  fireEvent.change(screen.getByLabelText('Dealer name, town or post code'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

/** With the list in, asks for the nearest dealers and waits for the note that there is no position. */
async function askNearestWithoutPosition() {
  showSearch();
  await listed(3);
  fireEvent.click(screen.getByRole('button', { name: 'Nearest to me' }));
  expect(
    await screen.findByText('Your location is not available. Search by name, town or post code instead.'),
  ).toBeTruthy();
}

function showSearch(brand: BrandCode = 'KTM', modelName = DUKE) {
  return renderWithShell(<DealerSearch id="dealer-search" modelName={modelName} />, { brand });
}

function givePosition(position: { latitude: number; longitude: number } | 'refused') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
        if (position === 'refused') {
          failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        } else {
          success({ coords: position } as GeolocationPosition);
        }
      },
    },
  });
}

describe('the dealer search', () => {
  it.each([
    ['KTM', 'ktm'],
    ['HQV', 'husqvarna'],
    ['GG', 'gasgas'],
  ] as const)(
    'asks for the %s dealers by product name in the visitor’s country and language',
    async (brand, product) => {
      showSearch(brand);
      await listed(3);
      expect(searches()).toEqual([{ brand: product, country: 'AT', language: 'de', limit: '50' }]);
    },
  );

  it('asks for the qualified dealers for an X-Bow model', async () => {
    showSearch('KTM', 'KTM X-BOW GTX 2024');
    await listed(3);
    expect(searches()).toEqual([
      { brand: 'ktm', country: 'AT', language: 'de', qualification: '1000681369', limit: '50' },
    ]);
  });

  it('leaves out what is not known: no country, a language the search does not speak', async () => {
    $country.value = null;
    $culture.value = 'ja-JP';
    showSearch('KTM');
    await listed(4);
    expect(searches()).toEqual([{ brand: 'ktm', limit: '50' }]);
  });

  it('filters by the text searched for', async () => {
    showSearch();
    expect(await listed(3)).toEqual([
      'Bike Dorn Weg 2, 8010 Graz',
      'Moto Berger Ring 1, 1010 Wien',
      'Zweirad Lindner Gasse 3, 4020 Linz',
    ]);
    searchFor(' graz ');
    expect(await listed(1)).toEqual(['Bike Dorn Weg 2, 8010 Graz']);
    expect(searches().at(-1)).toEqual({
      brand: 'ktm',
      country: 'AT',
      language: 'de',
      q: 'graz',
      limit: '50',
    });
  });

  it('orders the dealers nearest first from the visitor’s position, with the distance', async () => {
    givePosition({ latitude: 47.8095, longitude: 13.055 });
    showSearch();
    await listed(3);
    const nearest = screen.getByRole('button', { name: 'Nearest to me' });
    expect(nearest.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(nearest);
    await waitFor(() => expect(nearest.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(async () => expect((await listed(3))[0]).toMatch(/^Zweirad Lindner .* km$/));
    const names = (await listed(3)).map((text) => text.split(' ').slice(0, 2).join(' '));
    expect(names).toEqual(['Zweirad Lindner', 'Bike Dorn', 'Moto Berger']);
    expect(searches().at(-1)).toMatchObject({ lat: '47.80950', lng: '13.05500', country: 'AT' });
    // Text and position go together.
    searchFor('wien');
    expect(await listed(1)).toEqual([expect.stringMatching(/^Moto Berger Ring 1, 1010 Wien \d+(,\d)? km$/)]);
  });

  it('says so when the position is refused, and the list and text search go on working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    givePosition('refused');
    await askNearestWithoutPosition();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Nearest to me' }).getAttribute('aria-pressed')).toBe('false');
    expect(searches().every((query) => !('lat' in (query as object)))).toBe(true);
    expect(await listed(3)).toHaveLength(3);
    searchFor('4020');
    expect(await listed(1)).toEqual(['Zweirad Lindner Gasse 3, 4020 Linz']);
  });

  it('says so when the browser has no geolocation at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await askNearestWithoutPosition();
  });

  it('shows dealers of other countries, saying so, when none in the visitor’s country matches', async () => {
    showSearch();
    await listed(3);
    searchFor('münchen');
    expect(await listed(1)).toEqual(['Motorrad Weber Straße 4, 80331 München']);
    expect(
      screen.getByText('No dealer in your country matches, so dealers in other countries are shown.'),
    ).toBeTruthy();
    expect(searches().slice(-2)).toEqual([
      { brand: 'ktm', country: 'AT', language: 'de', q: 'münchen', limit: '50' },
      { brand: 'ktm', language: 'de', q: 'münchen', limit: '50' },
    ]);
    searchFor('nowhere');
    expect(await screen.findByText('No dealer matches your search.')).toBeTruthy();
  });

  it('says so when the dealers cannot be loaded', async () => {
    routeFetch({ 'GET /api/dealers': () => ({ status: 500, body: { Message: 'down' } }) });
    showSearch();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The dealers could not be loaded. Please try again.',
    );
  });
});
