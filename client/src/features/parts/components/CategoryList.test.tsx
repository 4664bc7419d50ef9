// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, appliedPartsOf } from '../../../stores/configurationStore.js';
import {
  configureVehicle,
  hideModelPrices,
  type TestPart,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { $categoriesOpen, resetPartsView } from '../stores/partsStore.js';
import { CategoryList } from './CategoryList.js';
import { ConfigurationMenu } from './ConfigurationMenu.js';
import { usePartHash } from './usePartHash.js';

vi.mock('../../../lib/trpcClient.js', () => ({ trpc: {} }));

const PARTS: TestPart[] = [
  testPart(3, 'Zeta slip-on', { Category: 'Exhaust', Racing: true }),
  testPart(1, 'Akra link pipe', {
    Category: 'Exhaust',
    ApprovalInfo: 'EC type-approved according to ECE R92.',
  }),
  testPart(2, 'Mid heat shield', { Category: 'Exhaust,Protection', CanBeRendered: false }),
  testPart(4, 'Comfort seat', {
    Category: 'Seats',
    Price: { Value: 0, CurrencySymbol: '€', Currency: 'EUR' },
  }),
];

function ScreenParts() {
  usePartHash(PARTS);
  return (
    <>
      <ConfigurationMenu />
      <CategoryList />
    </>
  );
}

function show(options: { brand?: 'KTM' | 'HQV' | 'GG'; width?: number; applied?: number[] } = {}) {
  configureVehicle(PARTS);
  $appliedParts.value = appliedPartsOf(PARTS, options.applied ?? []);
  return renderWithShell(<ScreenParts />, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories',
    brand: options.brand ?? 'KTM',
    ...(options.width ? { width: options.width } : {}),
  });
}

describe('category list', () => {
  afterEach(() => {
    resetPartsView();
    window.location.hash = '';
  });

  it.each([
    ['KTM', 'Powerparts'],
    ['HQV', 'Technical Accessories'],
    ['GG', 'Categories'],
  ] as const)('is opened by the %s categories button, named %s', (brand, label) => {
    show({ brand });
    expect(screen.queryByRole('navigation', { name: label })).toBeNull();
    const button = screen.getByRole('button', { name: label });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const list = screen.getByRole('navigation', { name: label });
    expect(
      within(list)
        .getAllByRole('button')
        .map((category) => category.textContent),
    ).toEqual(['Exhaust', 'Protection', 'Seats']);
  });

  it('shows each part with its reference in the 3D cards', () => {
    configureVehicle(PARTS);
    $appliedParts.value = [];
    renderWithShell(<CategoryList variant="3d" />, {
      path: '/main/configuration/KTM-390-DUKE-2024/categories',
    });
    act(() => {
      $categoriesOpen.value = true;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Seats' }));
    const seat = within(screen.getByRole('list', { name: 'Seats' })).getByRole('listitem');
    expect(within(seat).getByText(`Ref. ${PARTS[3]!.Code}`)).toBeTruthy();
    act(() => {
      $categoriesOpen.value = false;
    });
  });

  it('expands a category to its parts sorted by name, each with image, price, marker and add/remove', () => {
    show({ applied: [1] });
    fireEvent.click(screen.getByRole('button', { name: 'Powerparts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exhaust' }));
    const parts = within(screen.getByRole('list', { name: 'Exhaust' })).getAllByRole('listitem');
    expect(parts.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Akra link pipe',
      'Mid heat shield',
      'Zeta slip-on',
    ]);
    const [akra, heatShield, zeta] = parts as [HTMLElement, HTMLElement, HTMLElement];
    expect(akra.querySelector('img')?.getAttribute('src')).toBe('/catalog/parts/P1/main.png');
    expect(within(akra).getByText('10.00 €')).toBeTruthy();
    expect(within(akra).getByText('ECE').getAttribute('title')).toMatch(/ECE R92/);
    expect(within(akra).getByRole('button', { name: 'Remove Akra link pipe' }).textContent).toBe('Remove');
    expect(within(heatShield).getByRole('img', { name: 'Not shown in the pictures' })).toBeTruthy();
    expect(within(heatShield).queryByText('ECE')).toBeNull();
    expect(within(zeta).getByText('Racing')).toBeTruthy();
    expect(within(zeta).queryByRole('img', { name: 'Not shown in the pictures' })).toBeNull();
    expect(within(zeta).getByRole('button', { name: 'Add Zeta slip-on' }).textContent).toBe('Add');

    // One category open at a time.
    fireEvent.click(screen.getByRole('button', { name: 'Seats' }));
    expect(screen.queryByRole('list', { name: 'Exhaust' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Seats' })).getByText('Price not Available')).toBeTruthy();
  });

  it('hides part prices when the model shows no prices', () => {
    show();
    hideModelPrices();
    fireEvent.click(screen.getByRole('button', { name: 'Powerparts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exhaust' }));
    expect(screen.queryByText('10.00 €')).toBeNull();
  });

  it('is a popup with its own close button on a phone', () => {
    show({ width: 375 });
    fireEvent.click(screen.getByRole('button', { name: 'Powerparts' }));
    const popup = screen.getByRole('dialog', { name: 'Powerparts' });
    expect(popup.classList.contains('popup')).toBe(true);
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Powerparts' })).toBeNull();
  });

  it('selects the part named by #partId and scrolls to it', () => {
    const scrolled: Element[] = [];
    const scrollSpy = vi.fn(function scrollIntoView(this: Element) {
      scrolled.push(this);
    });
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = scrollSpy;
    window.location.hash = '#2';
    show();
    const row = screen.getByRole('button', { name: 'Mid heat shield' }).closest('li') as HTMLElement;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Exhaust' }).getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual([row]);

    act(() => {
      window.location.hash = '#4';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const seat = screen.getByRole('button', { name: 'Comfort seat' }).closest('li') as HTMLElement;
    expect(seat.getAttribute('aria-current')).toBe('true');
    expect(scrolled).toEqual([row, seat]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('counts the applied parts and lists them in the overview dropdown, or says there are none', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: /Your parts/ }));
    expect(screen.getByText('You have not added any parts yet.')).toBeTruthy();
    act(() => {
      $appliedParts.value = appliedPartsOf(PARTS, [3, 1]);
    });
    expect(screen.getByRole('button', { name: /Your parts/ }).textContent).toContain('2 parts applied');
    const listed = within(screen.getByRole('list', { name: 'Your parts' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Zeta slip-on30.00\u00a0€',
      'Akra link pipe10.00\u00a0€',
    ]);
  });
});
