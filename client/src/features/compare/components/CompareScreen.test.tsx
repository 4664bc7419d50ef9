// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { $culture } from '../../../stores/configurationStore.js';
import { type RecordedCall, routeFetch } from '../../../testing/fetchRoutes.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import type { ComparedConfiguration, ComparedPart, Comparison } from '../api/compareCalls.js';
import { CompareScreen } from './CompareScreen.js';

const A = 'c0ffee00-0000-4000-8000-00000000000a';
const B = 'c0ffee00-0000-4000-8000-00000000000b';
const C = 'c0ffee00-0000-4000-8000-00000000000c';
const eur = (value: number) => ({ Value: value, CurrencySymbol: '€', Currency: 'EUR' });
const part = (id: number, name: string, price: number): ComparedPart => ({
  PartId: id,
  Code: `P${id}`,
  Name: name,
  CategoryName: 'Exhaust',
  Price: eur(price),
});
const SLIP_ON = part(1, 'Slip-on silencer', 899);
const SEAT = part(2, 'Ergo seat', 249);
const PEGS = part(3, 'Footpegs', 129.5);

function configuration(
  id: string,
  parts: ComparedPart[],
  total: number,
  extra: Partial<ComparedConfiguration> = {},
): ComparedConfiguration {
  return {
    ConfigurationId: id,
    RequestedId: id,
    ModelId: 'KTM-990-DUKE-2024',
    ModelName: 'KTM 990 DUKE 2024',
    Variation: { Code: 'V1', ColorName: 'Orange' },
    Setup: null,
    ImageUrl: `/images/KTM-990-DUKE-2024/V1/${id}/0/1.webp`,
    FullImages: [{ Perspective: 1, Url: `/images/KTM-990-DUKE-2024/V1/${id}/0/1.webp` }],
    TotalPrice: eur(total),
    Parts: parts,
    Differences: null,
    ...extra,
  };
}

const same = { SameModel: true, SameVariation: true, SameSetup: true };

/** The server's answer, worked out from the parts as the service does, so the screen shows what it gets. */
function comparisonOf(entries: ComparedConfiguration[]): Comparison {
  const [reference] = entries as [ComparedConfiguration];
  const ids = (parts: ComparedPart[]) => new Set(parts.map((p) => p.PartId));
  return {
    ReferenceId: reference.ConfigurationId,
    Configurations: entries.map((entry, index) =>
      index === 0
        ? entry
        : {
            ...entry,
            Differences: {
              ...same,
              ...entry.Differences,
              Added: entry.Parts.filter((p) => !ids(reference.Parts).has(p.PartId)),
              Removed: reference.Parts.filter((p) => !ids(entry.Parts).has(p.PartId)),
              PriceDifference: eur(entry.TotalPrice!.Value - reference.TotalPrice!.Value),
            },
          },
    ),
  };
}

function compareServer(answer: (ids: string[]) => { status?: number; body?: unknown }): RecordedCall[] {
  return routeFetch({
    'comparison.get': (input) => answer((input as { ids: string[] }).ids),
  });
}

function showCompare(query: string, language: 'en' | 'de' = 'en') {
  return renderWithShell(
    <Route path="/main" nest>
      <Route path="/compare">
        <CompareScreen />
      </Route>
    </Route>,
    { path: `/main/compare?${query}`, language },
  );
}

const columns = () => screen.getAllByRole('article');
/** Prices keep their no-break space: the default matcher would turn it into a plain one. */
const exactly = { normalizer: (text: string) => text };

afterEach(() => vi.unstubAllGlobals());

describe('compare screen', () => {
  it('shows each configuration side by side, and what the others add, remove and cost against the first', async () => {
    const entries = [
      configuration(A, [SLIP_ON, SEAT], 15_000),
      configuration(B, [SEAT, PEGS], 15_000 - 899 + 129.5),
      configuration(C, [], 15_000 - 899 - 249 + 1_000, {
        Variation: { Code: 'V2', ColorName: 'Black' },
        Differences: { ...same, SameVariation: false } as ComparedConfiguration['Differences'],
      }),
    ];
    const calls = compareServer((ids) => ({
      body: comparisonOf(ids.map((id) => entries.find((e) => e.ConfigurationId === id)!)),
    }));
    showCompare(`ids=${A},${B},${C}&culture=en-GB`);
    await waitFor(() => expect(columns()).toHaveLength(3));
    expect(calls.map((call) => call.input)).toEqual([{ ids: [A, B, C], c: 'en-GB' }]);

    const [first, second, third] = columns() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Reference')).toBeTruthy();
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('KTM 990 DUKE 2024');
    expect(within(first).getByRole('img').getAttribute('src')).toBe(entries[0]!.ImageUrl);
    expect(within(first).getByText('15,000.00\u00a0€', exactly)).toBeTruthy();
    expect(
      within(within(first).getByRole('list', { name: 'Parts (2)' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slip-on silencer899.00\u00a0€', 'Ergo seat249.00\u00a0€']);
    expect(within(first).queryByText('Difference')).toBeNull();

    expect(within(second).getByText('Configuration 2')).toBeTruthy();
    const added = within(second).getByRole('list', { name: 'Added (1)' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Footpegs129.50\u00a0€']);
    const removed = within(second).getByRole('list', { name: 'Removed (1)' });
    expect(
      within(removed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slip-on silencer899.00\u00a0€']);
    expect(within(second).getByText('\u2212769.50\u00a0€', exactly)).toBeTruthy();

    expect(within(third).getByText('No parts added.')).toBeTruthy();
    expect(
      within(within(third).getByRole('list', { name: 'Removed (2)' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(third).getByText('Black').closest('div')?.className).toBe('is-different');
    expect(within(second).getByText('Orange').closest('div')?.className).not.toBe('is-different');
    expect(within(third).getByText('\u2212148.00\u00a0€', exactly)).toBeTruthy();

    expect(within(second).getByRole('link', { name: 'Open configuration' }).getAttribute('href')).toBe(
      `/main?culture=en-GB&configurationId=${B}`,
    );
  });

  it('signs a dearer configuration with a plus and an equal one as the same price', async () => {
    const entries = [
      configuration(A, [], 10_000),
      configuration(B, [SLIP_ON], 10_899),
      configuration(C, [], 10_000),
    ];
    compareServer((ids) => ({
      body: comparisonOf(ids.map((id) => entries.find((e) => e.ConfigurationId === id)!)),
    }));
    showCompare(`ids=${A},${B},${C}&culture=en-GB`);
    await waitFor(() => expect(columns()).toHaveLength(3));
    expect(within(columns()[1]!).getByText('+899.00\u00a0€', exactly)).toBeTruthy();
    expect(within(columns()[2]!).getByText('Same price')).toBeTruthy();
  });

  it('offers its own address to copy, share codes and all', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const entries = [
      configuration(A, [], 10_000),
      configuration(B, [], 10_000, { RequestedId: 'Ab3dEf7hJk' }),
    ];
    compareServer(() => ({ body: comparisonOf(entries) }));
    showCompare(`ids=${A},Ab3dEf7hJk&culture=en-GB`);
    await waitFor(() => expect(columns()).toHaveLength(2));
    const link = screen.getByLabelText('Link to this comparison') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/main/compare?ids=${A},Ab3dEf7hJk&culture=en-GB`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Link copied' });
    expect(writeText).toHaveBeenCalledWith(link.value);
  });

  it('asks for two or three different configurations without calling the server', async () => {
    const calls = compareServer(() => ({ body: null }));
    showCompare(`ids=${A}&culture=en-GB`);
    expect(screen.getByRole('alert').textContent).toBe('Choose 2 or 3 configurations to compare.');
    showCompare(`ids=${A},${B},${C},${A.replace('a', 'd')}&culture=en-GB`);
    expect(screen.getAllByRole('alert')[1]!.textContent).toBe('Choose 2 or 3 configurations to compare.');
    showCompare(`ids=${A},${A}&culture=en-GB`);
    expect(screen.getAllByRole('alert')[2]!.textContent).toBe('The same configuration is named twice.');
    expect(calls).toEqual([]);
  });

  it.each([
    [404, 'One of these configurations cannot be found.'],
    [410, 'One of these configurations was deleted.'],
    [400, 'These configurations cannot be compared.'],
  ])('says what the server refused with %i', async (status, text) => {
    compareServer(() => ({ status, body: 'ids: the configurations are priced in different currencies' }));
    showCompare(`ids=${A},${B}&culture=en-GB`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('speaks German', async () => {
    const entries = [configuration(A, [SLIP_ON], 10_899), configuration(B, [], 10_000)];
    compareServer(() => ({ body: comparisonOf(entries) }));
    // The main wrapper applies the address's culture; here the test does.
    $culture.value = 'de-AT';
    showCompare(`ids=${A},${B}&culture=de-AT`, 'de');
    await waitFor(() => expect(columns()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Konfigurationen vergleichen');
    expect(within(columns()[1]!).getByRole('list', { name: 'Entfernt (1)' })).toBeTruthy();
    expect(within(columns()[1]!).getByText('\u2212899,00\u00a0€', exactly)).toBeTruthy();
  });
});
