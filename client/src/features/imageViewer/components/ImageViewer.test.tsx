// @vitest-environment jsdom
import type { BrandCode } from '@configurator/domain/catalog/types';
import { perspectiveRange } from '@configurator/domain/presentation/perspectives';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $images, $imageTimestamp, $perspective } from '../../../stores/configurationStore.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { testLayout } from '../../../testing/screenshotStubs.js';
import { ImageViewer } from './ImageViewer.js';

const MODEL: Record<BrandCode, string> = {
  KTM: 'KTM 390 DUKE 2024',
  HQV: 'HUSQVARNA SVARTPILEN 801 2025',
  GG: 'GASGAS EC 300 2024',
};

/** The configuration's FullImages as the server lists them: one per perspective of the brand. */
function fullImages(brand: BrandCode, parts = 'none') {
  const model = MODEL[brand].replaceAll(' ', '-');
  return perspectiveRange(brand).map((perspective) => ({
    Perspective: perspective,
    Url: `/images/${model}/V1/${parts}/std/${perspective}.webp`,
  }));
}

/** Answers /images-fe/... the way the server's layout route does; anything else is 404. */
function layoutServer(brand: BrandCode, { status = 200 } = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const match = /^\/images-fe\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/(\d+)\.webp$/.exec(url);
    if (!match || status !== 200) return new Response('{"Message":"no"}', { status: match ? status : 404 });
    const [, model, variation, parts, colors, perspective] = match;
    const layer = (Name: string, ZIndex: number) => ({
      Name,
      ZIndex,
      Url: `/api/posconfigurator/blob-image/${brand}/${model}/${variation}/${parts}/${colors}/${Name}/${perspective}.webp`,
    });
    return Response.json(testLayout([layer('vehicle', 1), layer('background', 0)], Number(perspective)));
  });
}

let fetchMock: ReturnType<typeof layoutServer>;

function showViewer(brand: BrandCode, { status = 200 } = {}) {
  fetchMock = layoutServer(brand, { status });
  vi.stubGlobal('fetch', fetchMock);
  $images.value = fullImages(brand);
  $imageTimestamp.value = 1;
  return renderWithShell(<ImageViewer modelName={MODEL[brand]} />, {
    brand,
    path: '/main/configuration/x/categories',
  });
}

const CURRENT_LAYERS = '.image-layers:not(.is-previous) img.image-layer';

/** The layers of the perspective being shown, once its layout has arrived. */
async function layers() {
  await waitFor(() => expect(document.querySelectorAll(CURRENT_LAYERS)).toHaveLength(2));
  return [...document.querySelectorAll<HTMLImageElement>(CURRENT_LAYERS)];
}

/** Every layer of the shown perspective loads (and decodes); the loader goes. */
async function loadLayers() {
  for (const image of await layers()) fireEvent.load(image);
  await waitFor(() => expect(loader()).toBeNull());
}

/** The perspective the viewer shows, read from the layer URLs it loads (…/vehicle/{perspective}.webp). */
async function shownPerspective(): Promise<number> {
  const [, vehicle] = await layers();
  const match = /\/vehicle\/(\d+)\.webp$/.exec(vehicle?.getAttribute('src') ?? '');
  return Number(match?.[1]);
}

/** The loader's text (a live status), or null when it is gone. */
function loader(): string | null {
  const status = screen.queryByText('Rendering...');
  return status?.getAttribute('role') === 'status' ? status.textContent : null;
}

function currentDot(): string | null {
  const dots = within(screen.getByRole('group', { name: 'Views' })).getAllByRole('button');
  return dots.find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label') ?? null;
}

beforeEach(() => {
  $perspective.value = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image viewer', () => {
  it('loads the layout, then the layers under "Rendering..." and fades them in once all have loaded', async () => {
    showViewer('KTM');
    expect(loader()).toBe('Rendering...');
    const [background, vehicle] = await layers();
    expect(fetchMock).toHaveBeenCalledWith(
      '/images-fe/KTM-390-DUKE-2024/V1/none/std/0.webp',
      expect.anything(),
    );
    // Stacked by ZIndex, each from the blob-image endpoint as the layout names it.
    expect(background?.getAttribute('src')).toBe(
      '/api/posconfigurator/blob-image/KTM/KTM-390-DUKE-2024/V1/none/std/background/0.webp',
    );
    expect(vehicle?.getAttribute('alt')).toBe('KTM 390 DUKE 2024, view 1 of 3');
    const stack = document.querySelector('.image-layers');
    await act(async () => {
      fireEvent.load(background as HTMLImageElement);
    });
    expect(loader()).toBe('Rendering...');
    expect(stack?.classList.contains('is-loaded')).toBe(false);
    fireEvent.load(vehicle as HTMLImageElement);
    await waitFor(() => expect(loader()).toBeNull());
    expect(stack?.classList.contains('is-loaded')).toBe(true);
  });

  it('wraps around both ways with the arrows', async () => {
    showViewer('KTM');
    expect(await shownPerspective()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous view' }));
    expect(await shownPerspective()).toBe(2);
    expect(currentDot()).toBe('Show view 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }));
    expect(await shownPerspective()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }));
    expect(await shownPerspective()).toBe(2);
    expect($perspective.value).toBe(2);
  });

  it('changes perspective with a swipe, wrapping too', async () => {
    showViewer('GG');
    // jsdom has no PointerEvent; a MouseEvent carries the coordinates the same way.
    vi.stubGlobal('PointerEvent', window.PointerEvent ?? class extends MouseEvent {});
    const stage = document.querySelector('.image-stage') as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 110 });
    expect(await shownPerspective()).toBe(1);
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 100 });
    expect(await shownPerspective()).toBe(2);
  });

  it('jumps to a perspective with the slider dots', async () => {
    showViewer('KTM');
    await layers();
    fireEvent.click(screen.getByRole('button', { name: 'Show view 2 of 3' }));
    expect(await shownPerspective()).toBe(1);
    expect(currentDot()).toBe('Show view 2 of 3');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/images-fe/KTM-390-DUKE-2024/V1/none/std/1.webp',
      expect.anything(),
    );
  });

  it('shows HQV perspectives 3 to 6, starting at 6 when the state says 0', async () => {
    showViewer('HQV');
    expect(await shownPerspective()).toBe(6);
    expect($perspective.value).toBe(6);
    expect(within(screen.getByRole('group', { name: 'Views' })).getAllByRole('button')).toHaveLength(4);
    expect(currentDot()).toBe('Show view 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }));
    expect(await shownPerspective()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous view' }));
    expect(await shownPerspective()).toBe(6);
  });

  it.each([
    ['KTM', 'KTM 390 DUKE'],
    ['GG', 'GASGAS EC 300'],
    ['HQV', 'HUSQVARNA SVARTPILEN 801 2025'],
  ] as const)(
    'titles the background for %s as "%s", over the backdrop and under the vehicle',
    async (brand, title) => {
      showViewer(brand);
      await layers();
      const stack = [...(document.querySelector('.image-layers')?.children ?? [])];
      expect(stack.map((element) => element.className)).toEqual([
        'image-layer image-layer-background',
        'background-title',
        'image-layer image-layer-vehicle',
      ]);
      expect(stack[1]?.textContent).toBe(title);
    },
  );

  it('says so when a layer fails to load', async () => {
    showViewer('KTM');
    const [background] = await layers();
    fireEvent.error(background as HTMLImageElement);
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops! Something went wrong while loading the image...',
    );
    expect(loader()).toBeNull();
  });

  it('says so when the layout cannot be loaded', async () => {
    showViewer('KTM', { status: 500 });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Oops! Something went wrong while loading the image...',
    );
  });

  it('reloads when the configuration images change', async () => {
    showViewer('KTM');
    await loadLayers();
    act(() => {
      $images.value = fullImages('KTM', '12_40');
      $imageTimestamp.value = 2;
    });
    expect(loader()).toBe('Rendering...');
    await waitFor(() =>
      expect(document.querySelector(`${CURRENT_LAYERS}.image-layer-vehicle`)?.getAttribute('src')).toContain(
        '/12_40/',
      ),
    );
    const calls = fetchMock.mock.calls.length;
    // The same pictures with a new timestamp (a part that is not rendered) still load again.
    act(() => {
      $imageTimestamp.value = 3;
    });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));
    expect(loader()).toBe('Rendering...');
  });

  it('keeps the last image under the loader until the new one has loaded, then lets it go', async () => {
    showViewer('KTM');
    await loadLayers();
    // The old image leaves once it has faded out under the new one; first it must settle.
    await new Promise((resolve) => setTimeout(resolve, 450));
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }));
    expect(loader()).toBe('Rendering...');
    const old = document.querySelector('.image-layers.is-previous');
    expect(old?.getAttribute('aria-hidden')).toBe('true');
    expect(old?.querySelector('.image-layer-vehicle')?.getAttribute('src')).toMatch(/\/vehicle\/0\.webp$/);
    expect(await shownPerspective()).toBe(1);
    await loadLayers();
    expect(document.querySelector('.image-layers.is-previous')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.image-layers.is-previous')).toBeNull());
    expect(document.querySelectorAll('img.image-layer')).toHaveLength(2);
  });

  it('opens the full image at /preview', async () => {
    const { memory } = showViewer('KTM');
    const link = screen.getByRole('link', { name: 'Show the full image' });
    expect(link.getAttribute('href')).toBe('/preview');
    fireEvent.click(link);
    await waitFor(() => expect(memory.history.at(-1)).toBe('/preview'));
  });
});
