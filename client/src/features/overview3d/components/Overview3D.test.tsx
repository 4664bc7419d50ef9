// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $account } from '../../../stores/accountStore.js';
import { $appliedParts } from '../../../stores/configurationStore.js';
import { $openPanel, $userInactive } from '../../../stores/streamStore.js';
import { changeAnswer } from '../../../testing/configuredVehicle.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { show3D } from '../testing/overview3dFixture.js';
import { Overview3D } from './Overview3D.js';

afterEach(() => {
  $account.value = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = () => screen.getByRole('button', { name: /^Your configuration/ });
const expand = () => fireEvent.click(header());
const parts = () => screen.getByRole('list', { name: 'Added parts' });

describe('the collapsed overview', () => {
  it('is a 68 px bar with the total price', () => {
    show3D(<Overview3D />);
    const bar = header();
    expect(bar.style.height).toBe('68px');
    expect(bar.className).toBe('overview3d-header');
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(bar.textContent).toContain('7,518.40\u00a0€');
    expect(screen.queryByRole('list', { name: 'Added parts' })).toBeNull();
  });

  it('opens as the stream’s overview panel and closes again', () => {
    show3D(<Overview3D />);
    expand();
    expect($openPanel.value).toBe('overview');
    expect(header().getAttribute('aria-expanded')).toBe('true');
    expand();
    expect($openPanel.value).toBeNull();
  });

  it('closes when another panel opens, and when the visitor is inactive', async () => {
    show3D(<Overview3D />);
    expand();
    $openPanel.value = 'tools';
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Added parts' })).toBeNull());
    $openPanel.value = 'overview';
    await screen.findByRole('list', { name: 'Added parts' });
    $userInactive.value = true;
    await waitFor(() => expect($openPanel.value).toBeNull());
  });
});

describe('the expanded overview', () => {
  it('lists each part with its name, reference and price; a colour part with its description', () => {
    show3D(<Overview3D />);
    expand();
    const rows = within(parts()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.overview3d-part-name')?.textContent)).toEqual([
      'Akrapovič slip-on',
      'Crash bars',
      'Orange frame colour',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Ref. code P1')).toBeTruthy();
    expect(rows[0]?.querySelector('.overview3d-part-price')?.textContent).toBe('899.90\u00a0€');
    const colour = rows[2] as HTMLElement;
    expect(colour.querySelector('.overview3d-part-description')?.textContent).toBe(
      'Frame in KTM orange, powder-coated.',
    );
    expect(colour.querySelector('.overview3d-part-price')).toBeNull();
    expect(colour.textContent).not.toContain('120');
  });

  it('sums the Powerparts without the colour part, then the Total', () => {
    show3D(<Overview3D />);
    expand();
    const sums = document.querySelector('.overview3d-sums') as HTMLElement;
    const pairs = [...sums.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Powerparts', '1,149.40\u00a0€'],
      ['Total', '7,518.40\u00a0€'],
    ]);
  });

  it('names the subtotal Accessories for the other brands', () => {
    show3D(<Overview3D />, { brand: 'HQV' });
    expand();
    expect(document.querySelector('.overview3d-subtotal dt')?.textContent).toBe('Accessories');
  });

  it('says when no part is added', () => {
    show3D(<Overview3D />, { parts: [] });
    expand();
    expect(screen.getByText('No parts added yet.')).toBeTruthy();
    expect(document.querySelector('.overview3d-subtotal dd')?.textContent).toBe('–');
  });

  it('Remove asks first, then removes through the dry run and the real request', async () => {
    const calls = routeFetch({
      'configuration.removePart': (input) => ({
        body: changeAnswer([1, 3], 7268.9, (input as { dryRun: boolean }).dryRun),
      }),
    });
    show3D(<Overview3D />);
    expand();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Crash bars' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect($appliedParts.value.map((part) => part.PartId)).toEqual([1, 3]));
    expect(
      calls.map((call) => [call.path, (call.input as { partId: number; dryRun: boolean }).dryRun]),
    ).toEqual([
      ['configuration.removePart', true],
      ['configuration.removePart', false],
    ]);
    expect(calls[0]?.input).toMatchObject({ partId: 2 });
  });
});

describe('Complete configuration', () => {
  const complete = () => screen.queryByRole('button', { name: 'Complete configuration' });

  it('opens the dealer enquiry when the 3D dealer search is on', () => {
    show3D(<Overview3D />, { settings: { DealerSearch3DEnabled: true } });
    expand();
    fireEvent.click(complete() as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Send to dealer' })).toBeTruthy();
  });

  it('is not offered for a motorcycle with the 3D dealer search off', () => {
    show3D(<Overview3D />, { settings: { DealerSearch3DEnabled: false } });
    expand();
    expect(complete()).toBeNull();
  });

  it('is always offered for the X-Bow', () => {
    show3D(<Overview3D />, { xbow: true, settings: { DealerSearch3DEnabled: false } });
    expand();
    expect(complete()).toBeTruthy();
  });
});

describe('on phones and tablets', () => {
  it('opens to two thirds of the viewport’s height times 2.5/3', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(812);
    show3D(<Overview3D />, { width: 375 });
    const panel = screen.getByRole('region', { name: 'Your configuration' });
    expect(panel.style.height).toBe('');
    expand();
    expect(panel.style.height).toBe('451px');
  });

  it('keeps the list’s own height on a desktop', () => {
    show3D(<Overview3D />, { width: 1440 });
    expand();
    expect(screen.getByRole('region', { name: 'Your configuration' }).style.height).toBe('');
  });
});
