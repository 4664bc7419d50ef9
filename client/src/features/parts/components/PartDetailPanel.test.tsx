// @vitest-environment jsdom
import { useSignals } from '@preact/signals-react/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, appliedPartsOf } from '../../../stores/configurationStore.js';
import { $showPartDetail } from '../../../stores/viewsStore.js';
import {
  CONFIGURATION_ID,
  changeAnswer,
  configureVehicle,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { openPartDetail } from '../stores/partDetailStore.js';
import { PartDetailPanel } from './PartDetailPanel.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), partStanding: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { addPart: { mutate: api.addPart }, partStanding: { query: api.partStanding } } },
}));

const EXHAUST = testPart(7, 'Factory exhaust', {
  Code: '79305979000',
  Images: { Main: '/parts/7/main.png', Other: ['/parts/7/detail-1.png', '/parts/7/detail-2.png'] },
  Description: '<p>Titanium, <strong>-2.4 kg</strong>.</p><img src=x onerror="alert(1)">',
  Attributes: [
    {
      Key: 'MATERIAL',
      ClassificationCategory: 'Technical data',
      Description: 'Material',
      Values: [{ Key: 'TI', Description: 'Titanium' }],
    },
    {
      Key: 'FITS',
      ClassificationCategory: 'Fitment',
      Description: 'Fits',
      Values: [{ Key: '390', Description: '390 DUKE 2024' }],
    },
  ],
});

function Stage() {
  useSignals();
  // As the configuration screen draws it: the panel only while it is open.
  return $showPartDetail.value ? <PartDetailPanel /> : <p>pictures</p>;
}

function show() {
  configureVehicle([EXHAUST]);
  const view = renderWithShell(<Stage />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
  act(() => openPartDetail(7));
  return view;
}

describe('part detail panel', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.partStanding.mockReset();
    api.partStanding.mockImplementation(async ({ partId }) => ({
      PartId: partId,
      RequiredBy: null,
      BlockedBy: null,
    }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the main image with thumbnails, name, reference, price, add and the sections with Features first', () => {
    show();
    const panel = screen.getByRole('region', { name: 'Factory exhaust' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Factory exhaust' })).toBeTruthy();
    expect(within(panel).getByText('Reference: 79305979000')).toBeTruthy();
    expect(within(panel).getByText('70.00 €')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Add Factory exhaust' })).toBeTruthy();
    const main = within(panel).getByRole('img', { name: 'Factory exhaust' });
    expect(main.getAttribute('src')).toBe('/parts/7/main.png');
    const thumbnails = within(within(panel).getByRole('list', { name: 'Pictures of the part' })).getAllByRole(
      'button',
    );
    expect(thumbnails).toHaveLength(3);
    fireEvent.click(thumbnails[2] as HTMLElement);
    expect(main.getAttribute('src')).toBe('/parts/7/detail-2.png');

    const sections = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('button'));
    expect(sections.map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual([
      ['Features', 'true'],
      ['Material', 'false'],
      ['Fits', 'false'],
    ]);
    expect(within(panel).getByText('-2.4 kg')).toBeTruthy();
    expect(panel.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(sections[1] as HTMLElement);
    expect(within(panel).getByText('Titanium').closest('[hidden]')).toBeNull();
  });

  it('closes by its own button, taking back the history entry it pushed', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    show();
    expect(window.history.state).toEqual({ partDetail: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the parts' }));
    expect(screen.getByText('pictures')).toBeTruthy();
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it('closes on back navigation', () => {
    const back = vi.spyOn(window.history, 'back');
    show();
    expect(screen.getByRole('region', { name: 'Factory exhaust' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('region', { name: 'Factory exhaust' })).toBeNull();
    expect(screen.getByText('pictures')).toBeTruthy();
    // The browser already went back: going back once more would leave the page.
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('closes when the user has been idle beyond the inactivity threshold, and not before', () => {
    vi.useFakeTimers();
    show();
    act(() => {
      vi.advanceTimersByTime(100_000);
    });
    // Activity starts the count again.
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    act(() => {
      vi.advanceTimersByTime(100_000);
    });
    expect(screen.getByRole('region', { name: 'Factory exhaust' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(22_000);
    });
    expect(screen.queryByRole('region', { name: 'Factory exhaust' })).toBeNull();
  });

  it('closes when its part was added', async () => {
    api.addPart
      .mockResolvedValueOnce(changeAnswer([7], 6269, true))
      .mockResolvedValueOnce(changeAnswer([7], 6269));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add Factory exhaust' }));
    expect(await screen.findByText('pictures')).toBeTruthy();
    expect(screen.getByText('Part Added!')).toBeTruthy();
  });

  it('marks a part no configuration can hold as not available and says why, in place of the add button', () => {
    const slipOn = testPart(8, 'Slip-on', {
      Unavailable: [
        { Part: 8, Rule: 'Needs', Parts: [9] },
        { Part: 9, Rule: 'ConflictsWith', Parts: [10] },
        { Part: 10, Rule: 'NeedsOneOf', Parts: [11, 12] },
        { Part: 12, Rule: 'NotOffered', Parts: [] },
      ],
    });
    configureVehicle([
      slipOn,
      testPart(9, 'Link pipe'),
      testPart(10, 'Factory silencer'),
      testPart(11, 'Bracket'),
    ]);
    renderWithShell(<Stage />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
    act(() => openPartDetail(8));
    const panel = screen.getByRole('region', { name: 'Slip-on' });
    expect(within(panel).queryByRole('button', { name: 'Add Slip-on' })).toBeNull();
    expect(within(panel).getByText('Not available')).toBeTruthy();
    expect(
      within(panel).getByText(
        'No configuration can hold this part: Slip-on needs Link pipe; Link pipe cannot be fitted together with Factory silencer; Factory silencer needs one of Bracket or Part 12; Part 12 is not offered.',
      ),
    ).toBeTruthy();
  });

  it('says which applied part needs a part, and which applied part blocks one, asking again after a change', async () => {
    const parts = [
      testPart(8, 'Slip-on'),
      testPart(9, 'Link pipe'),
      testPart(10, 'Factory silencer'),
      testPart(11, 'Heat shield'),
    ];
    configureVehicle(parts);
    $appliedParts.value = appliedPartsOf(parts, [8, 9]);
    api.partStanding.mockImplementation(async ({ partId }) => ({
      PartId: partId,
      RequiredBy: partId === 9 ? [{ Part: 8, Rule: 'Needs', Parts: [9] }] : null,
      BlockedBy:
        partId === 10
          ? [
              { Part: 10, Rule: 'Needs', Parts: [11] },
              { Part: 11, Rule: 'ConflictsWith', Parts: [8] },
            ]
          : null,
    }));
    renderWithShell(<Stage />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
    act(() => openPartDetail(9));
    const pipe = screen.getByRole('region', { name: 'Link pipe' });
    expect(
      await within(pipe).findByText('Cannot be removed on its own: Slip-on needs Link pipe.'),
    ).toBeTruthy();
    expect(api.partStanding).toHaveBeenCalledWith({
      configurationId: CONFIGURATION_ID,
      partId: 9,
      c: expect.any(String),
    });

    act(() => openPartDetail(10));
    const silencer = await screen.findByRole('region', { name: 'Factory silencer' });
    expect(
      await within(silencer).findByText(
        'Adding it replaces parts of your configuration: Factory silencer needs Heat shield; Heat shield cannot be fitted together with Slip-on.',
      ),
    ).toBeTruthy();
    expect(within(silencer).queryByText(/Cannot be removed on its own/)).toBeNull();

    // Another set of applied parts: asked again, and nothing blocks the part any more.
    const calls = api.partStanding.mock.calls.length;
    api.partStanding.mockImplementation(async ({ partId }) => ({
      PartId: partId,
      RequiredBy: null,
      BlockedBy: null,
    }));
    act(() => {
      $appliedParts.value = appliedPartsOf(parts, [9]);
    });
    await waitFor(() => expect(api.partStanding.mock.calls.length).toBe(calls + 1));
    await waitFor(() => expect(within(silencer).queryByText(/Adding it replaces/)).toBeNull());
  });
});
