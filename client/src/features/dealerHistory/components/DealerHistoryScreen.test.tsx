// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { requestContext } from '../../../stores/configurationStore.js';
import { type RecordedCall, routeFetch } from '../../../testing/fetchRoutes.js';
import { KTM_LIST } from '../../../testing/fixtures.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import type { HistoryRow } from '../api/historyCalls.js';
import { $historyFilters, EMPTY_FILTERS } from '../stores/dealerHistoryStore.js';
import { DealerHistoryScreen } from './DealerHistoryScreen.js';

const row = (id: string, model: string, customer: string, date: string, extra: Partial<HistoryRow> = {}) => ({
  ConfigurationId: id,
  ModelId: model.replaceAll(' ', '-'),
  Model: model,
  Price: { Value: 12_345.5, CurrencySymbol: '€', Currency: 'EUR' },
  Customer: customer,
  Vin: null,
  OrderNumber: null,
  Date: date,
  Comment: null,
  Link: `/main?configurationId=${id}`,
  ...extra,
});

const ROWS: HistoryRow[] = [
  row(
    'c0ffee00-0000-4000-8000-000000000001',
    'KTM 990 DUKE 2024',
    'Anna Berger',
    '2026-03-02T10:00:00.000Z',
    {
      Vin: 'VBKV1234567890',
      OrderNumber: 'ORD-7',
      Comment: 'Wants it in blue',
    },
  ),
  row('c0ffee00-0000-4000-8000-000000000002', 'KTM 250 EXC 2025', 'Carl Dorn', '2026-02-01T09:00:00.000Z'),
];

/**
 * The server's filters over the rows above, the way GET /dealer/history applies them, so that what
 * the table shows depends on what the screen sends.
 */
function historyServer(rows: HistoryRow[], status = 200) {
  return routeFetch({
    'dealer.history': (input) => {
      if (status !== 200) return { status, body: 'Dealers only.' };
      const q = input as { model?: string; dateFrom?: string; dateTo?: string; customer?: string };
      return {
        body: rows.filter(
          (r) =>
            (!q.model || r.ModelId === q.model) &&
            (!q.dateFrom || r.Date.slice(0, 10) >= q.dateFrom) &&
            (!q.dateTo || r.Date.slice(0, 10) <= q.dateTo) &&
            (!q.customer || r.Customer.toLowerCase().includes(q.customer.toLowerCase())),
        ),
      };
    },
    'configuration.delete': (input) => {
      const id = (input as { configurationId: string }).configurationId;
      rows.splice(
        rows.findIndex((r) => r.ConfigurationId === id),
        1,
      );
      return { body: { configurationId: id } };
    },
  });
}

function showHistory() {
  return renderWithShell(
    <Route path="/main" nest>
      <Route path="/history">
        <DealerHistoryScreen />
      </Route>
    </Route>,
    {
      path: '/main/history?culture=en-GB',
      queryData: [[vehicleListQuery('KTM', requestContext()).queryKey, KTM_LIST]],
    },
  );
}

const historyInputs = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === 'dealer.history').map((call) => call.input);

afterEach(() => {
  vi.unstubAllGlobals();
  $historyFilters.value = EMPTY_FILTERS;
});

describe('dealer history', () => {
  it('shows model, price, customer with VIN and order number, date, actions and comment', async () => {
    historyServer([...ROWS]);
    showHistory();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Model', 'Price', 'Customer', 'Date', 'Actions', 'Comment']);
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('KTM 990 DUKE 2024');
    expect(cells[1]!.textContent).toBe('12,345.50\u00a0€');
    expect(cells[2]!.textContent).toBe('Anna BergerVIN: VBKV1234567890Order number: ORD-7');
    expect(cells[3]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T10:00:00.000Z');
    expect(within(cells[4]!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/main?culture=en-GB&configurationId=c0ffee00-0000-4000-8000-000000000001',
    );
    expect(within(cells[4]!).getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe(
      '/main/history/c0ffee00-0000-4000-8000-000000000001?culture=en-GB',
    );
    expect(cells[5]!.textContent).toBe('Wants it in blue');
  });

  it('picks two rows to compare and links to the compare screen', async () => {
    historyServer([...ROWS]);
    showHistory();
    await screen.findByRole('table');
    const bar = screen.getByRole('region', { name: 'Compare configurations' });
    expect(within(bar).getByRole('button', { name: 'Compare' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare KTM 250 EXC 2025, Carl Dorn' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare KTM 990 DUKE 2024, Anna Berger' }));
    expect(within(bar).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(
      `/main/compare?culture=en-GB&ids=${ROWS[1]!.ConfigurationId}%2C${ROWS[0]!.ConfigurationId}`,
    );
  });

  it('filters by model, date range and customer full name, sending only the filters set', async () => {
    const calls = historyServer([...ROWS]);
    showHistory();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Customer full name'), { target: { value: ' dorn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'KTM 250 EXC 2025' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'KTM-990-DUKE-2024' } });
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'KTM 990 DUKE 2024' })).toBeTruthy();

    expect(historyInputs(calls).map((input) => ({ ...(input as object), cid: undefined }))).toEqual([
      { c: 'en-GB', cid: undefined },
      { c: 'en-GB', cid: undefined, customer: 'dorn' },
      { c: 'en-GB', cid: undefined },
      {
        c: 'en-GB',
        cid: undefined,
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        model: 'KTM-990-DUKE-2024',
      },
    ]);
  });

  it('shows the empty message when nothing matches', async () => {
    historyServer([...ROWS]);
    showHistory();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Customer full name'), { target: { value: 'Nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No saved configurations match the filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the history is for dealers only when the server refuses the role', async () => {
    historyServer([...ROWS], 403);
    showHistory();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The configuration history is for dealers only.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('deletes after the confirmation, says so and reads the table again', async () => {
    const calls = historyServer([...ROWS]);
    showHistory();
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete configuration');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Configuration was deleted!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('cell', { name: 'KTM 990 DUKE 2024' })).toBeNull();
    expect(calls.filter((call) => call.path === 'configuration.delete').map((call) => call.input)).toEqual([
      { configurationId: 'c0ffee00-0000-4000-8000-000000000001' },
    ]);
  });
});
