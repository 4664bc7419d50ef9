// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.js';
import { handleApiError } from '../../../lib/apiErrorPolicy.js';
import { setApiErrorReporter } from '../../../lib/apiErrorReporter.js';
import { resetAllResettable } from '../../../lib/resettable.js';
import { $account } from '../../../stores/accountStore.js';
import { $configuration, setEntryPointUrl } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $country } from '../../../stores/shellStore.js';
import { TEST_CUSTOMER as ANNA } from '../../../testing/accountTesting.js';
import { AUSTRIA, DORN, dealersAnswer } from '../../../testing/dealerFixture.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell, type testSettings } from '../../../testing/renderWithShell.js';
import type { GoogleMapsApi } from '../api/googleMapsLoader.js';
import { GOOGLE_MAPS_SCRIPT, resetGoogleMapsLoader } from '../api/googleMapsLoader.js';
import { DealerEnquiry } from './DealerEnquiry.js';

beforeEach(() => {
  routeFetch({ 'GET /api/dealers': dealersAnswer(AUSTRIA) });
  $country.value = 'AT';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetGoogleMapsLoader();
  Reflect.deleteProperty(window, 'google');
  for (const script of document.head.querySelectorAll('script')) script.remove();
  sessionStorage.clear();
});

function showEnquiry(settings: Parameters<typeof testSettings>[1] = {}) {
  return renderWithShell(<DealerEnquiry modelName="KTM 390 DUKE 2024" />, { settings });
}

const sendButton = () => screen.getByRole('button', { name: /^(Send enquiry|Retry|Sending…)$/ });

async function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: /^(Find a dealer|Change dealer)$/ }));
  const list = await screen.findByRole('list', { name: 'Dealers' });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
  return list;
}

describe('the dealer enquiry', () => {
  it('opens the search for one step: choosing a dealer stores it and closes the search', async () => {
    showEnquiry();
    expect(screen.getByText('No dealer selected')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    const find = screen.getByRole('button', { name: 'Find a dealer' });
    expect(find.getAttribute('aria-expanded')).toBe('false');
    const list = await openSearch();
    expect(find.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('search')).toBeTruthy();

    // The keyboard reaches every dealer: they are buttons.
    const dorn = within(list).getByRole('button', { name: 'Bike Dorn Weg 2, 8010 Graz' });
    dorn.focus();
    expect(document.activeElement).toBe(dorn);
    fireEvent.click(dorn);

    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByText('No dealer selected')).toBeNull();
    expect(screen.getByText('Bike Dorn')).toBeTruthy();
    expect(screen.getByText('Weg 2, 8010 Graz')).toBeTruthy();
    const change = screen.getByRole('button', { name: 'Change dealer' });
    expect(change.getAttribute('aria-expanded')).toBe('false');

    // Opening again marks the chosen one.
    const again = await openSearch();
    expect(
      within(again).getByRole('button', { name: 'Bike Dorn Weg 2, 8010 Graz' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(again).getByRole('button', { name: 'Moto Berger Ring 1, 1010 Wien' }));
    expect(screen.getByText('Moto Berger')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('enables Send only with a configuration, a chosen dealer and a login with its profile', async () => {
    $configuration.value = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000ee').Configuration;
    showEnquiry();
    // Nobody logged in, no dealer: the hint and 'No dealer selected', Send disabled.
    expect(screen.getByText('Log in or create account first')).toBeTruthy();
    expect(screen.getByText('No dealer selected')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);

    // A dealer, still nobody logged in.
    fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Bike Dorn/ }));
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Log in or create account first')).toBeTruthy();

    // The profile arrives: Send is enabled and the hint is gone.
    act(() => {
      $account.value = ANNA;
    });
    expect(screen.queryByText('Log in or create account first')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', false);

    // Without a configuration there is nothing to send.
    act(() => {
      $configuration.value = null;
    });
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('keeps Send disabled for a logged-in visitor until a dealer is chosen', async () => {
    $configuration.value = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000ee').Configuration;
    $account.value = ANNA;
    showEnquiry();
    expect(screen.queryByText('Log in or create account first')).toBeNull();
    expect(screen.getByText('No dealer selected')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Zweirad Lindner/ }));
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('offers no enquiry where accounts are off', () => {
    showEnquiry({ CdcApplicationSettings: { Url: '', Api: '', CdcEnabled: false } });
    expect(
      screen.getByText('Sending to a dealer needs an account, and accounts are switched off.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
  });
});

describe('the sendConfigurationToDealer dialog', () => {
  const ID = 'c0ffee00-0000-4000-8000-0000000000ee';

  it('searches the dealers of the model it names, sends the enquiry and closes', async () => {
    const calls = routeFetch({
      'GET /api/dealers': dealersAnswer(AUSTRIA),
      [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: () => ({
        body: { ConfigurationId: ID },
      }),
    });
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $account.value = ANNA;
    renderWithShell(null);
    act(() => openDialog({ kind: 'sendConfigurationToDealer', data: { modelName: 'KTM X-BOW GT-XR 2024' } }));
    const dialog = screen.getByRole('dialog', { name: 'Send to dealer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find a dealer' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Bike Dorn/ }));
    expect(calls.find((call) => call.path === '/api/dealers')?.input).toMatchObject({
      qualification: '1000681369',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Offer saved and sent to your dealer!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.input).toMatchObject({ dealer: DORN });
  });
});

describe('an enquiry refused for the login', () => {
  const ID = 'c0ffee00-0000-4000-8000-0000000000ee';
  afterEach(() => setApiErrorReporter((error) => console.warn(error)));

  it.each([401, 403])(
    'sends the whole browser to the entry point on %i (a session run out)',
    async (status) => {
      const policy = { toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() };
      setApiErrorReporter((error) => handleApiError(error, createI18n('KTM', 'en'), policy));
      setEntryPointUrl('https://shop.example/main?culture=en-GB');
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      routeFetch({
        'GET /api/dealers': dealersAnswer(AUSTRIA),
        [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: () => ({ status, body: {} }),
      });
      $configuration.value = loadedConfigurationFixture(ID).Configuration;
      $account.value = ANNA;
      showEnquiry();
      fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Bike Dorn/ }));
      fireEvent.click(sendButton());
      await waitFor(() =>
        expect(policy.leaveTo).toHaveBeenCalledWith('https://shop.example/main?culture=en-GB'),
      );
      expect(policy.leaveTo).toHaveBeenCalledOnce();
      expect(screen.queryByText('Offer saved and sent to your dealer!')).toBeNull();
    },
  );
});

describe('a dealer chosen before the login', () => {
  const ID = 'c0ffee00-0000-4000-8000-0000000000ee';
  const OTHER = 'c0ffee00-0000-4000-8000-0000000000ff';
  const SEND = `POST /api/posconfigurator/configuration/${ID}/send-dealer`;

  /** The login leaves the page for the identity provider: the page's state is gone when it comes back. */
  function backFromLogin(view: { unmount: () => void }, configurationId = ID) {
    view.unmount();
    resetAllResettable();
    $configuration.value = loadedConfigurationFixture(configurationId).Configuration;
    $account.value = ANNA;
  }

  it('is chosen again when the enquiry opens after the login, and goes with the enquiry', async () => {
    const calls = routeFetch({
      'GET /api/dealers': dealersAnswer(AUSTRIA),
      [SEND]: () => ({ body: { ConfigurationId: ID } }),
    });
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $account.value = null;
    const before = showEnquiry();
    expect(screen.getByText('Log in or create account first')).toBeTruthy();
    fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Bike Dorn/ }));
    expect(JSON.parse(sessionStorage.getItem(`configurator.chosenDealer.${ID}`) ?? 'null')).toEqual({
      DealerNo: 'D-200',
      Name: 'Bike Dorn',
      Street: 'Weg 2',
      PostCode: '8010',
      Town: 'Graz',
    });

    backFromLogin(before);
    showEnquiry();
    expect(await screen.findByText('Bike Dorn')).toBeTruthy();
    expect(screen.getByText('Weg 2, 8010 Graz')).toBeTruthy();
    expect(screen.queryByText('No dealer selected')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change dealer' })).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', false);

    fireEvent.click(sendButton());
    expect(await screen.findByText('Offer saved and sent to your dealer!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.input).toMatchObject({
      configurationId: ID,
      dealer: { DealerNo: 'D-200', Name: 'Bike Dorn' },
    });
    // Sent: the next enquiry starts without it.
    expect(sessionStorage.getItem(`configurator.chosenDealer.${ID}`)).toBeNull();
  });

  it('belongs to its configuration: another one starts without a dealer', async () => {
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    const before = showEnquiry();
    fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Bike Dorn/ }));
    backFromLogin(before, OTHER);
    showEnquiry();
    // The effect that would restore it has run by the time the profile's Send state shows.
    await waitFor(() => expect(screen.getByText('No dealer selected')).toBeTruthy());
    expect(screen.queryByText('Bike Dorn')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('is still chosen when the storage refuses it; the refusal is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $account.value = ANNA;
    showEnquiry();
    fireEvent.click(within(await openSearch()).getByRole('button', { name: /^Bike Dorn/ }));
    expect(screen.getByText('Bike Dorn')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(warn).toHaveBeenCalledWith(
      'The chosen dealer could not be kept for the login',
      expect.any(DOMException),
    );
  });

  it('is ignored when what the storage holds is not a dealer, or cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(`configurator.chosenDealer.${ID}`, JSON.stringify({ Name: 'no number' }));
    sessionStorage.setItem(`configurator.chosenDealer.${OTHER}`, '{broken');
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $account.value = ANNA;
    const first = showEnquiry();
    await waitFor(() => expect(screen.getByText('No dealer selected')).toBeTruthy());
    first.unmount();
    $configuration.value = loadedConfigurationFixture(OTHER).Configuration;
    showEnquiry();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The kept dealer could not be read', expect.any(SyntaxError)),
    );
    expect(screen.getByText('No dealer selected')).toBeTruthy();
  });
});

describe('the dealer map', () => {
  const mapScript = () =>
    document.head.querySelector<HTMLScriptElement>(`script[src^="${GOOGLE_MAPS_SCRIPT}"]`);

  /** The Maps JavaScript API as the page uses it, recording maps and markers. */
  function fakeGoogleMaps() {
    const markers: { title: string; position: unknown; click?: () => void; removed: boolean }[] = [];
    const maps: HTMLElement[] = [];
    const api = {
      Map: class {
        constructor(element: HTMLElement) {
          maps.push(element);
        }
        fitBounds() {}
        setCenter() {}
        setZoom() {}
      },
      Marker: class {
        entry: (typeof markers)[number];
        constructor(options: { title: string; position: unknown }) {
          this.entry = { title: options.title, position: options.position, removed: false };
          markers.push(this.entry);
        }
        addListener(_event: string, handler: () => void) {
          this.entry.click = handler;
        }
        setMap(map: unknown) {
          if (map === null) this.entry.removed = true;
        }
      },
      LatLngBounds: class {
        extend() {}
      },
    } as unknown as GoogleMapsApi;
    return { api, markers, maps };
  }

  it('loads Google Maps with the GoogleMapsKey and chooses the dealer of a clicked marker', async () => {
    showEnquiry({ GoogleMapsKey: 'maps-key' });
    await openSearch();
    await waitFor(() => expect(mapScript()).not.toBeNull());
    const src = new URL(mapScript()!.src);
    expect(src.searchParams.get('key')).toBe('maps-key');
    const callback = src.searchParams.get('callback')!;
    expect(callback).toMatch(/\w+/);
    expect(document.querySelector('.leaflet-container')).toBeNull();

    const google = fakeGoogleMaps();
    await act(async () => {
      Object.assign(window, { google: { maps: google.api } });
      (window as unknown as Record<string, () => void>)[callback]!();
    });
    await waitFor(() => expect(google.markers.filter((m) => !m.removed)).toHaveLength(3));
    expect(google.maps).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Map of the dealers' }).contains(google.maps[0]!)).toBe(true);
    expect(google.markers.map((m) => [m.title, m.position])).toEqual([
      ['Bike Dorn', { lat: 47.0707, lng: 15.4395 }],
      ['Moto Berger', { lat: 48.2082, lng: 16.3738 }],
      ['Zweirad Lindner', { lat: 48.3069, lng: 14.2858 }],
    ]);
    act(() => google.markers.find((m) => m.title === 'Moto Berger')!.click!());
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByText('Moto Berger')).toBeTruthy();
  });

  it('keeps the list when the Google script cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showEnquiry({ GoogleMapsKey: 'maps-key' });
    const list = await openSearch();
    await waitFor(() => expect(mapScript()).not.toBeNull());
    act(() => {
      mapScript()!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(document.querySelector('[data-map="google"]')).toBeNull());
    fireEvent.click(within(list).getByRole('button', { name: /^Bike Dorn/ }));
    expect(screen.getByText('Bike Dorn')).toBeTruthy();
  });

  it('shows a Leaflet tile map when a tile URL is configured; a marker chooses its dealer', async () => {
    showEnquiry({
      MapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MapTileAttribution: '© Tiles <Example>',
    });
    await openSearch();
    await waitFor(() => expect(document.querySelectorAll('.dealer-marker')).toHaveLength(3));
    expect(mapScript()).toBeNull();
    const map = screen.getByRole('region', { name: 'Map of the dealers' });
    expect(map.querySelector('.leaflet-container')).not.toBeNull();
    // The attribution is shown as text, not read as markup.
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('© Tiles <Example>');
    const markers = [...map.querySelectorAll<HTMLElement>('.dealer-marker')];
    expect(markers.map((marker) => marker.title).sort()).toEqual([
      'Bike Dorn',
      'Moto Berger',
      'Zweirad Lindner',
    ]);
    expect(markers.every((marker) => marker.tabIndex === 0)).toBe(true);
    fireEvent.click(markers.find((marker) => marker.title === 'Zweirad Lindner')!);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByText('Zweirad Lindner')).toBeTruthy();
  });

  it('shows the list alone without a maps key and without a tile URL', async () => {
    showEnquiry();
    await openSearch();
    expect(screen.queryByRole('region', { name: 'Map of the dealers' })).toBeNull();
    expect(mapScript()).toBeNull();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
