// @vitest-environment jsdom
import { simulatorScript } from '@configurator/bff/finance/financeRoutes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '../../../lib/trpcClient.js';
import {
  $currentVariation,
  $images,
  $perspective,
  $price,
  requestContext,
} from '../../../stores/configurationStore.js';
import { $financeShown } from '../../../stores/viewsStore.js';
import { listedVehicle } from '../../../testing/fixtures.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { FinanceSection } from './FinanceSection.js';

const DUKE = listedVehicle('KTM 390 DUKE 2024', '4-Stroke');
const FINANCE_DATA = [
  { Variation: 'F0310V1', Key: 'FIN-F0310V1', Available: true },
  { Variation: 'F0310V2', Key: 'FIN-F0310V2', Available: false },
];

let simulatorSource = '';

beforeAll(async () => {
  // The simulator exactly as the bff serves it, with the default offer (4.9 %, 48 months).
  simulatorSource = await simulatorScript({ annualRatePercent: 4.9, termMonths: 48 });
});

beforeEach(() => {
  // What loading the script from FinanceServiceUrl does in a browser; jsdom loads no scripts itself.
  new Function(simulatorSource)();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.ConfiguratorFinance;
});

function showFinance(
  variation: string,
  financeData = FINANCE_DATA,
  price = 12_345.67,
  settings: Partial<AppSettings> = {},
) {
  $currentVariation.value = variation;
  $price.value = { Value: price, CurrencySymbol: '€' };
  const overview = {
    Vehicle: DUKE,
    Parts: [],
    Categories: [],
    Variations: [],
    Finance: {
      FinanceData: financeData,
      FinanceConfiguration: { FinanceServiceUrl: '/finance/simulator.js' },
    },
  };
  return renderWithShell(<FinanceSection modelId={DUKE.ModelId} />, {
    queryData: [[['vehicles.get', DUKE.ModelId, requestContext()], overview]],
    settings,
  });
}

const monthlyText = () => document.querySelector('.finance-monthly')?.textContent;

describe('finance section', () => {
  it('shows monthly price, simulator link, the simulator and the hero for an available entry of the variation', async () => {
    showFinance('F0310V1');
    expect(screen.getByRole('heading', { name: 'Financing' })).toBeTruthy();
    // 12 345.67 less the 4 000 deposit over 48 months at 4.9 %: 191.817... a month.
    await waitFor(() => expect(monthlyText()).toBe('from 191.82\u00a0€ per month'));
    expect(screen.getByRole('link', { name: 'Open the finance simulator' }).getAttribute('href')).toBe(
      '#finance-simulator',
    );
    const area = screen.getByRole('region', { name: 'Finance simulator' });
    expect(area.id).toBe('finance-simulator');
    expect(area.dataset.assetId).toBe('FIN-F0310V1');
    expect((screen.getByRole('spinbutton', { name: 'Deposit' }) as HTMLInputElement).value).toBe('4000');
    expect(screen.getByRole('img', { name: 'The KTM 390 DUKE 2024' }).getAttribute('src')).toBe(
      DUKE.Hero.ImageUrl,
    );
    expect($financeShown.value).toBe(true);
  });

  it('shows the vehicle as configured, in the shown perspective, once the configuration has pictures', async () => {
    $images.value = [
      { Perspective: 0, Url: '/images/KTM-390-DUKE-2024/F0310V1/none/-/0.webp' },
      { Perspective: 1, Url: '/images/KTM-390-DUKE-2024/F0310V1/none/-/1.webp' },
    ];
    $perspective.value = 1;
    try {
      showFinance('F0310V1');
      await waitFor(() => expect(monthlyText()).toBe('from 191.82\u00a0€ per month'));
      expect(screen.getByRole('img', { name: 'The KTM 390 DUKE 2024' }).getAttribute('src')).toBe(
        '/images/KTM-390-DUKE-2024/F0310V1/none/-/1.webp',
      );
    } finally {
      $images.value = [];
      $perspective.value = 0;
    }
  });

  it.each([
    ['the entry of the variation is not available', 'F0310V2', FINANCE_DATA],
    ['no entry names the variation', 'F0310V3', FINANCE_DATA],
    ['the model has no finance data', 'F0310V1', []],
  ])('stays hidden when %s', (_case, variation, data) => {
    showFinance(variation, data);
    expect(screen.queryByRole('heading', { name: 'Financing' })).toBeNull();
    expect(document.getElementById('finance-simulator')).toBeNull();
    expect($financeShown.value).toBe(false);
  });

  it('stays hidden when prices are not shown', () => {
    showFinance('F0310V1', FINANCE_DATA, 12_345.67, { AllowPrices: false });
    expect(screen.queryByRole('heading', { name: 'Financing' })).toBeNull();
    expect($financeShown.value).toBe(false);
  });

  it('loads the simulator from FinanceServiceUrl and says so when it cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete window.ConfiguratorFinance;
    showFinance('F0310V1');
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[data-finance-simulator]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    expect(script.getAttribute('src')).toBe('/finance/simulator.js');
    expect(monthlyText()).toBe('Calculating the monthly rate…');
    fireEvent.error(script);
    expect((await screen.findByRole('alert')).textContent).toBe('The finance simulator could not be loaded.');
    expect(monthlyText()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('finance simulator', expect.any(Error));
    script.remove();
    warn.mockRestore();
  });

  it('shows the payment rounded to two decimals, not cut off', async () => {
    showFinance('F0310V1');
    await waitFor(() => expect(monthlyText()).not.toBe('Calculating the monthly rate…'));
    const raw = window.ConfiguratorFinance?.monthlyPayment('finance-simulator') ?? 0;
    expect(raw.toFixed(6)).toBe('191.817064');
    expect(monthlyText()).toBe('from 191.82\u00a0€ per month');
  });

  it('reads the simulator every 200 ms, so a change made in the simulator shows within one period', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    showFinance('F0310V1');
    await waitFor(() => expect(monthlyText()).toBe('from 191.82\u00a0€ per month'));
    // A deposit of 6 345.67 leaves 6 000 to finance: 137.904... a month.
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Deposit' }), { target: { value: '6345.67' } });
    act(() => vi.advanceTimersByTime(199));
    expect(monthlyText()).toBe('from 191.82\u00a0€ per month');
    act(() => vi.advanceTimersByTime(1));
    expect(monthlyText()).toBe('from 137.90\u00a0€ per month');
    fireEvent.change(screen.getByRole('combobox', { name: 'Term' }), { target: { value: '24' } });
    act(() => vi.advanceTimersByTime(200));
    // 6 000 over 24 months at 4.9 %.
    expect(monthlyText()).toBe('from 262.96\u00a0€ per month');
  });
});
