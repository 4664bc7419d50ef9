// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { VehicleList } from '../../../lib/trpcClient.js';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { $appliedParts, $images, $price, requestContext } from '../../../stores/configurationStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { GG_LIST, HQV_LIST, KTM_LIST, listedVehicle, vehicleList } from '../../../testing/fixtures.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { $guidanceShow } from '../stores/modelSelectionStore.js';
import { ModelSelectionScreen } from './ModelSelectionScreen.js';

type Brand = 'KTM' | 'HQV' | 'GG';

function showList(
  list: VehicleList | null,
  options: { brand?: Brand; search?: string; width?: number } = {},
) {
  const brand = options.brand ?? 'KTM';
  return renderWithShell(
    <Route path="/main" nest>
      <ModelSelectionScreen />
    </Route>,
    {
      brand,
      path: `/main/motorcycles?culture=en-GB${options.search ?? ''}`,
      width: options.width ?? 1440,
      queryData: list ? [[vehicleListQuery(brand, requestContext()).queryKey, list]] : [],
    },
  );
}

const modelNames = () =>
  within(screen.getByRole('navigation', { name: 'Models' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const groupHeadings = () =>
  within(screen.getByRole('navigation', { name: 'Models' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const segmentLinks = () =>
  screen.queryByRole('navigation', { name: 'Segments' })
    ? within(screen.getByRole('navigation', { name: 'Segments' }))
        .getAllByRole('link')
        .map((link) => link.firstElementChild?.textContent)
    : [];

describe('model list order', () => {
  it('sorts KTM by year descending, then engine size descending, then longer names first', () => {
    showList(KTM_LIST);
    expect(groupHeadings()).toEqual(['4-Stroke']);
    expect(modelNames()).toEqual([
      'KTM 125 DUKE 2025',
      'KTM 1390 SUPER DUKE R 2024',
      'KTM 990 DUKE 2024',
      'KTM 125 DUKE 2024',
    ]);
  });

  it('sorts HQV engine sizes ascending', () => {
    showList(HQV_LIST, { brand: 'HQV' });
    expect(modelNames()).toEqual([
      'HUSQVARNA SVARTPILEN 125 2025',
      'HUSQVARNA VITPILEN 401 2025',
      'HUSQVARNA SVARTPILEN 801 2025',
    ]);
  });

  it('groups by engine type in order of appearance, each group sorted', () => {
    showList(KTM_LIST, { search: '&segment=ENDURO' });
    expect(groupHeadings()).toEqual(['4-Stroke', '2-Stroke']);
    expect(modelNames()).toEqual(['KTM 350 EXC-F 2024', 'KTM 300 EXC HARDENDURO 2025', 'KTM 250 EXC 2025']);
  });
});

describe('segment links', () => {
  it('shows every segment as a link on a large screen, with the 3D indicator where a 3D model is', () => {
    showList(KTM_LIST);
    expect(segmentLinks()).toEqual(['NAKED BIKE', 'ENDURO', 'X-BOW']);
    const nav = screen.getByRole('navigation', { name: 'Segments' });
    const withIndicator = within(nav)
      .getAllByRole('img', { name: '3D configurator available' })
      .map((icon) => icon.closest('a')?.firstElementChild?.textContent);
    expect(withIndicator).toEqual(['NAKED BIKE', 'X-BOW']);
    expect(screen.getByRole('link', { name: /^ENDURO/ }).getAttribute('href')).toContain('segment=ENDURO');
  });

  it('keeps only the X-BOW link at 767 px or less for KTM, all of them from 768 px', () => {
    const { unmount } = showList(KTM_LIST, { width: 767 });
    expect(segmentLinks()).toEqual(['X-BOW']);
    unmount();
    showList(KTM_LIST, { width: 768 });
    expect(segmentLinks()).toEqual(['NAKED BIKE', 'ENDURO', 'X-BOW']);
  });

  it('shows no segment link for HQV on a phone (no X-BOW) and every link for GG', () => {
    const { unmount } = showList(HQV_LIST, { brand: 'HQV', width: 375 });
    expect(segmentLinks()).toEqual([]);
    unmount();
    showList(GG_LIST, { brand: 'GG', width: 375 });
    expect(segmentLinks()).toEqual(['ENDURO', 'MOTOCROSS', 'TRIAL']);
  });

  it('cycles the segments with the arrows on a phone, wrapping at both ends', () => {
    $guidanceShow.value = false;
    const { memory } = showList(KTM_LIST, { width: 375 });
    expect(screen.getByRole('heading', { level: 2, name: /^NAKED BIKE/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous segment' }));
    expect(screen.getByRole('heading', { level: 2, name: /^X-BOW/ })).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/main/motorcycles?culture=en-GB&segment=X-BOW');
    fireEvent.click(screen.getByRole('button', { name: 'Next segment' }));
    expect(screen.getByRole('heading', { level: 2, name: /^NAKED BIKE/ })).toBeTruthy();
  });

  it('changes segment on a horizontal swipe on a phone', () => {
    // jsdom has no PointerEvent; a MouseEvent carries the coordinates the same way.
    vi.stubGlobal('PointerEvent', window.PointerEvent ?? class extends MouseEvent {});
    $guidanceShow.value = false;
    showList(KTM_LIST, { width: 375 });
    const switcher = screen.getByRole('button', { name: 'Next segment' }).parentElement as HTMLElement;
    fireEvent.pointerDown(switcher, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(switcher, { clientX: 120, clientY: 110 });
    expect(screen.getByRole('heading', { level: 2, name: /^ENDURO/ })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe('preview', () => {
  it('shows hero image, title, name, price, the description as HTML and Configure', () => {
    showList(KTM_LIST);
    const preview = screen.getByRole('article', { name: 'KTM 125 DUKE 2025' });
    expect(within(preview).getByRole('heading', { name: 'KTM 125 DUKE 2025' })).toBeTruthy();
    expect(within(preview).getByAltText('The KTM 125 DUKE 2025')).toBeTruthy();
    expect(within(preview).getByText('from 10,000.00 €')).toBeTruthy();
    expect(within(preview).getByText('KTM 125 DUKE 2025', { selector: 'strong' })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Configure' })).toBeTruthy();
  });

  it('shows the model chosen in the list', () => {
    showList(KTM_LIST);
    fireEvent.click(screen.getByRole('button', { name: 'KTM 990 DUKE 2024' }));
    expect(screen.getByRole('article', { name: 'KTM 990 DUKE 2024' })).toBeTruthy();
  });

  it('sanitises the description: scripts and event handlers never reach the page', () => {
    const hostile = listedVehicle('KTM 390 DUKE 2024', '4-Stroke');
    hostile.Hero.Description =
      '<p>Fast</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>';
    const { container } = showList(vehicleList({ NAKED: [hostile] }));
    expect(screen.getByText('Fast')).toBeTruthy();
    expect(container.querySelector('.model-description script')).toBeNull();
    expect(container.querySelector('.model-description img')?.getAttribute('onerror')).toBeNull();
  });

  it('hides the price when the model does not allow prices', () => {
    const hidden = listedVehicle('KTM 990 RC R 2025', '4-Stroke', { ShowPricesInConfigurator: false });
    showList(vehicleList({ SUPERSPORT: [hidden] }));
    expect(screen.queryByText(/^from /)).toBeNull();
  });

  it('Configure clears parts, price and images, closes the summary and opens the configuration', () => {
    $price.value = { Value: 1, CurrencySymbol: '€' };
    $images.value = [{ Perspective: 0, Url: '/images/x.webp' }];
    $showConfigurationSummary.value = true;
    const { memory } = showList(KTM_LIST);
    fireEvent.click(screen.getByRole('button', { name: 'Configure' }));
    expect(memory.history.at(-1)).toBe('/main/configuration/KTM-125-DUKE-2025/categories?culture=en-GB');
    expect($appliedParts.value).toEqual([]);
    expect($price.value).toBeNull();
    expect($images.value).toEqual([]);
    expect($showConfigurationSummary.value).toBe(false);
  });

  it('offers the models of a segment as a swipeable carousel on a phone', () => {
    $guidanceShow.value = false;
    showList(KTM_LIST, { width: 375 });
    const carousel = screen.getByRole('region', { name: 'Models of the segment NAKED BIKE' });
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(within(carousel).getAllByRole('button', { name: 'Configure' })).toHaveLength(4);
  });
});

describe('states of the list', () => {
  it('names KTM in the not-available text when there are no models', () => {
    showList(vehicleList({}));
    expect(
      screen.getByText(
        'Sorry. The KTM Configurator is not available for your country. Please contact your dealer.',
      ),
    ).toBeTruthy();
  });

  it('uses the general not-available text for HQV and GG', () => {
    const { unmount } = showList(vehicleList({}), { brand: 'HQV' });
    const text = 'Sorry. The Configurator is not available for your country. Please contact your dealer.';
    expect(screen.getByText(text)).toBeTruthy();
    unmount();
    showList(vehicleList({}), { brand: 'GG' });
    expect(screen.getByText(text)).toBeTruthy();
  });

  describe('while loading', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    it('shows a spinner', () => {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      showList(null);
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    });
  });
});

describe('user guidance', () => {
  it('opens on the first visit on a phone, and not again', () => {
    const { unmount } = showList(KTM_LIST, { width: 375 });
    const dialog = screen.getByRole('dialog', { name: 'How it works' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    showList(KTM_LIST, { width: 375 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on a large screen', () => {
    showList(KTM_LIST, { width: 1024 });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {});
  });
});
