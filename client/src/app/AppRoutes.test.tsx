// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $guidanceShow } from '../features/modelSelection/stores/modelSelectionStore.js';
import { $identityStatus } from '../stores/accountStore.js';
import { $culture, $images } from '../stores/configurationStore.js';
import { $mainPhase } from '../stores/shellStore.js';
import { seedVehicleOverview, testOverview, testPart } from '../testing/configuredVehicle.js';
import { KTM_LIST, listedVehicle } from '../testing/fixtures.js';
import { loadedConfigurationFixture } from '../testing/loadedConfiguration.js';
import { renderWithShell, testQueryClient } from '../testing/renderWithShell.js';
import { httpError } from '../testing/trpcErrors.js';
import { AppRoutes } from './AppRoutes.js';

const api = vi.hoisted(() => ({
  vehicles: vi.fn(),
  overview: vi.fn(),
  create: vi.fn(),
  geolocation: vi.fn(),
}));

vi.mock('../lib/trpcClient.js', () => ({
  trpc: {
    markets: { geolocation: { query: api.geolocation } },
    vehicles: { list: { query: api.vehicles }, get: { query: api.overview } },
    configuration: { create: { mutate: api.create } },
  },
}));

const DUKE = listedVehicle('KTM 390 DUKE 2024', '4-Stroke', { RenderingEngine: 'Engine2D' });
const DUKE_3D = { ...DUKE, RenderingEngine: 'Engine3D' as const };
/** A screen in a chunk of its own: its first import may take seconds on a busy machine. */
const LAZY_SCREEN = { timeout: 10_000 };
const RENDER_SETTINGS = {
  Sound: { Enabled: true },
  PowerParts: { List: [] },
  Tools: {
    Environments: [],
    Lighting: { Min: 12, Max: 22 },
    Cinematics: [],
    Perspectives: [],
    Views: [],
    Tiltshift: { Enabled: true },
  },
  ColorSelection: null,
};

function showRoute(path: string) {
  $mainPhase.value = 'hide';
  $guidanceShow.value = false;
  return renderWithShell(<AppRoutes />, { path });
}

describe('routes', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    api.geolocation.mockRejectedValue(httpError(404));
    api.vehicles.mockResolvedValue(KTM_LIST);
    api.overview.mockResolvedValue({
      Vehicle: DUKE,
      Parts: [],
      Categories: [],
      Variations: [],
    });
    api.create.mockResolvedValue(
      loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000bb').Configuration,
    );
  });

  it('redirects / to /main keeping the query', async () => {
    const { memory } = showRoute('/?culture=en-GB&brand=GG');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/main?culture=en-GB&brand=GG'));
  });

  it('shows the model selection at /main, /main/motorcycles and any other path inside /main', async () => {
    for (const path of ['/main', '/main/motorcycles', '/main/no/such/page']) {
      const { unmount } = showRoute(`${path}?culture=en-GB`);
      expect(await screen.findByRole('article', { name: 'KTM 125 DUKE 2025' }), path).toBeTruthy();
      unmount();
    }
  });

  it('sends unknown paths to /page-not-found', async () => {
    const { memory } = showRoute('/somewhere/else');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY_SCREEN)).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/page-not-found');
  });

  it('shows the temporary overview page, loading the hero when none was passed along', async () => {
    showRoute('/main/overview/KTM-390-DUKE-2024?culture=en-GB');
    expect(await screen.findByRole('heading', { name: 'KTM 390 DUKE 2024' }, LAZY_SCREEN)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/temporary/);
    expect(screen.getByText('The KTM 390 DUKE 2024.')).toBeTruthy();
    expect(screen.getByText('10,000.00 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configure this model' }).getAttribute('href')).toBe(
      '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB',
    );
    expect(api.overview).toHaveBeenCalledWith(expect.objectContaining({ modelId: 'KTM-390-DUKE-2024' }));
  });

  it('creates the configuration on the categories route and shows a 2D model in pictures', async () => {
    showRoute('/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB');
    // The screen is a lazily loaded chunk of its own, transformed on first import: about a second
    // here, and over five while the test suite's other lane keeps both cores busy.
    expect(await screen.findByText('Total price:', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('6,199.00 €')).toBeTruthy();
    expect(screen.queryByText(/until the 3D mode is available/)).toBeNull();
    // The image viewer in the images section, one perspective at a time (tested in its own feature).
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getByRole('button', { name: 'Next view' })).toBeTruthy();
    expect(within(images).getByRole('link', { name: 'Show the full image' })).toBeTruthy();
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ modelId: 'KTM-390-DUKE-2024' }));
  });

  it('opens a 3D model in the 3D screen, which asks a visitor who is not logged in to log in', async () => {
    api.overview.mockResolvedValue({
      Vehicle: DUKE_3D,
      Parts: [],
      Categories: [],
      Variations: [],
      RenderSettings: RENDER_SETTINGS,
    });
    $identityStatus.value = 'ready';
    showRoute('/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB');
    expect(await screen.findByRole('button', { name: 'Log in or register' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'KTM 390 DUKE 2024 in 3D' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByText('Total price:')).toBeNull();
    $identityStatus.value = 'off';
  });

  it('returns to /main when the configuration cannot be created', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.create.mockRejectedValue(new Error('no model'));
    const { memory } = showRoute('/main/configuration/NOPE/categories?culture=en-GB');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/main?culture=en-GB'));
    expect(warn).toHaveBeenCalledWith('no config', expect.any(Error));
    warn.mockRestore();
  });

  it('guards /configuration/:modelId: without loaded parts it goes back to /', async () => {
    const { memory } = showRoute('/configuration/KTM-390-DUKE-2024?culture=en-GB');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/main?culture=en-GB'));
  });

  it('opens /configuration/:modelId once that vehicle has its parts', async () => {
    const seat = testPart(1, 'Seat', { Category: 'Seats' });
    const overview = { ...testOverview([seat], []), Vehicle: DUKE };
    api.overview.mockResolvedValue(overview);
    seedVehicleOverview(testQueryClient(), overview);
    const { memory } = showRoute('/configuration/KTM-390-DUKE-2024?culture=en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'KTM 390 DUKE 2024' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Powerparts' }));
    expect(await screen.findByRole('button', { name: 'Seats' })).toBeTruthy();
    // The address names the configuration created there, for a reload.
    await waitFor(() =>
      expect(memory.history.at(-1)).toBe(
        '/configuration/KTM-390-DUKE-2024?culture=en-GB&configurationId=c0ffee00-0000-4000-8000-0000000000bb',
      ),
    );
  });

  it('shows the full-size image at /preview under the loader until it has loaded, and returns on Escape', async () => {
    $images.value = [{ Perspective: 0, Url: '/images/duke-0.webp' }];
    const layer = '/api/posconfigurator/blob-image/KTM/duke/full/0.webp';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          Perspective: 0,
          Width: 16,
          Height: 9,
          Layers: [{ Name: 'full', ZIndex: 0, Url: layer }],
        }),
      ),
    );
    const { memory } = showRoute('/preview');
    expect((await screen.findByText('Rendering...', {}, LAZY_SCREEN)).getAttribute('role')).toBe('status');
    const image = await screen.findByRole('img', { hidden: true, name: 'Full-size image' });
    expect(image.getAttribute('src')).toBe(layer);
    fireEvent.load(image);
    await waitFor(() => expect(screen.queryByText('Rendering...')).toBeNull());
    vi.unstubAllGlobals();
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(memory.history.at(-1)).toBe('/main');
  });

  it('fades the next page in over 300 ms, but not the first', async () => {
    $culture.value = 'en-GB';
    const { memory, container } = showRoute('/page-not-found');
    await screen.findByRole('heading', { name: 'Page not found' }, LAZY_SCREEN);
    const firstView = container.querySelector('.route-view');
    expect(firstView?.classList.contains('route-fade')).toBe(false);
    act(() => memory.navigate('/sandbox'));
    await screen.findByRole('heading', { name: 'Sandbox' }, LAZY_SCREEN);
    const view = container.querySelector('.route-view') as HTMLElement;
    expect(view.classList.contains('route-fade')).toBe(true);
    expect(view.style.animationDuration).toBe('300ms');
  });
});
