// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $currentVariation, $images, $price } from '../../../stores/configurationStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import {
  CONFIGURATION_ID,
  changeAnswer,
  configureVehicle,
  hideModelPrices,
  testOverview,
  testVariation,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { VehiclePanel, VehiclePrice } from './VehiclePanel.js';

const api = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { update: { mutate: api.update } } },
}));

const ORANGE = testVariation('ORANGE', 'FF6600', {
  ColorName: 'Orange',
  PriceNote: 'Incl. VAT',
  MontageNote: '',
});
const BLACK = testVariation('BLACK', '#111', {
  ColorName: 'Black',
  PriceNote: 'Incl. VAT, black paint',
  MontageNote: 'Fitting costs not included',
});

function show(variations = [ORANGE, BLACK], financeShown?: boolean) {
  configureVehicle([], variations);
  return renderWithShell(
    <>
      <VehiclePanel overview={testOverview([], variations)} financeShown={financeShown} />
      <VehiclePrice overview={testOverview([], variations)} />
    </>,
    {
      path: '/main/configuration/KTM-390-DUKE-2024/categories',
    },
  );
}

describe('vehicle panel', () => {
  beforeEach(() => api.update.mockReset());

  it('shows model, hero title, the sanitised description, total price and the variation notes', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'KTM 390 DUKE 2024' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The corner rocket' })).toBeTruthy();
    const description = document.querySelector('.vehicle-description') as HTMLElement;
    expect(description.querySelector('strong')?.textContent).toBe('sharp');
    expect(description.querySelector('script')).toBeNull();
    expect(description.classList.contains('with-finance')).toBe(false);
    expect(screen.getByText('6,199.00 €')).toBeTruthy();
    expect(screen.getByText('Incl. VAT')).toBeTruthy();
  });

  it('gives the description less room when the finance area shows', () => {
    show([ORANGE, BLACK], true);
    expect(document.querySelector('.vehicle-description')?.classList.contains('with-finance')).toBe(true);
  });

  it('shows the colour swatches only when there is more than one colour', () => {
    const { unmount } = show([ORANGE]);
    expect(screen.queryByRole('group', { name: 'Colours' })).toBeNull();
    unmount();
    show([ORANGE, BLACK]);
    const swatches = within(screen.getByRole('group', { name: 'Colours' })).getAllByRole('button');
    expect(
      swatches.map((swatch) => [swatch.getAttribute('aria-label'), swatch.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Orange', 'true'],
      ['Black', 'false'],
    ]);
    // The catalog's bare hex digits become a CSS colour.
    expect(swatches.map((swatch) => swatch.style.background)).toEqual([
      'rgb(255, 102, 0)',
      'rgb(17, 17, 17)',
    ]);
  });

  it('changes the colour through the update call, then shows its images, price and notes', async () => {
    api.update.mockResolvedValueOnce(changeAnswer([], 6399));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(await screen.findByText('6,399.00 €')).toBeTruthy();
    expect(api.update).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ configurationId: CONFIGURATION_ID, variationCode: 'BLACK' }),
    );
    expect($currentVariation.value).toBe('BLACK');
    expect($price.value).toEqual({ Value: 6399, CurrencySymbol: '€' });
    expect($images.value).toEqual([{ Perspective: 0, Url: '/images/bare.webp' }]);
    expect(screen.getByRole('button', { name: 'Black' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Incl. VAT, black paint')).toBeTruthy();
    expect(screen.getByText('Fitting costs not included')).toBeTruthy();
  });

  it('hides the price when the model shows no prices, and a price of 0 reads not available', () => {
    show();
    act(() => {
      $price.value = { Value: 0, CurrencySymbol: '€' };
    });
    expect(screen.getByText('Price not Available')).toBeTruthy();
    act(() => hideModelPrices());
    expect(screen.queryByText('Price not Available')).toBeNull();
    expect(screen.queryByText(/Total price/)).toBeNull();
  });

  it('opens the configuration summary', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'View configuration' }));
    expect($showConfigurationSummary.value).toBe(true);
  });
});
