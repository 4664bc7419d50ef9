// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, $configuration, appliedPartsOf } from '../../../stores/configurationStore.js';
import { $dialog, openDialog } from '../../../stores/dialogStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import {
  changeAnswer,
  configureVehicle,
  questionAnswer,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { offerLinkedPart } from '../stores/linkedPartOffer.js';
import { resetPartsView } from '../stores/partsStore.js';
import { ConfigurationMenu } from './ConfigurationMenu.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), removePart: vi.fn(), reset: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: {
    configuration: {
      addPart: { mutate: api.addPart },
      removePart: { mutate: api.removePart },
      reset: { mutate: api.reset },
    },
  },
}));

const SEAT = testPart(1, 'Rally seat');
const SCREEN = testPart(2, 'Rally screen', { CanBeRendered: false });
const BAG = testPart(3, 'Tank bag');
const PARTS = [SEAT, SCREEN, BAG];
const PATH = '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB';

function show(applied: number[]) {
  configureVehicle(PARTS);
  $appliedParts.value = appliedPartsOf(PARTS, applied);
  return renderWithShell(<ConfigurationMenu />, { path: PATH });
}

beforeEach(() => resetPartsView());

const openList = () => fireEvent.click(screen.getByRole('button', { name: /Your parts/ }));

describe('the removePart dialog from the applied-parts list', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.removePart.mockReset();
  });

  it('asks first, Cancel keeps the part, Remove takes it out through the dry run and the real request', async () => {
    api.removePart
      .mockResolvedValueOnce(changeAnswer([2], 6219, true))
      .mockResolvedValueOnce(changeAnswer([2], 6219));
    show([1, 2]);
    openList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rally seat' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove part' });
    expect(within(dialog).getByRole('heading', { name: 'Rally seat' })).toBeTruthy();
    expect(within(dialog).getByText('Reference: P1')).toBeTruthy();
    expect(within(dialog).getByText('Remove this part from your configuration?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.removePart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rally seat' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Part removed!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.removePart.mock.calls.map(([input]) => [input.partId, input.dryRun])).toEqual([
      [1, true],
      [1, false],
    ]);
    expect($appliedParts.value.map((part) => part.Name)).toEqual(['Rally screen']);
    expect(screen.queryByRole('button', { name: 'Remove Rally seat' })).toBeNull();
  });

  it('gives way to the remove-conflict dialog when other parts need the part', async () => {
    api.removePart.mockResolvedValueOnce(
      questionAnswer({ RuleType: 0, Part: 1, Parts: [3], ChoosePart: false }, [1, 3]),
    );
    show([1, 3]);
    openList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rally seat' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const conflict = await screen.findByRole('dialog', { name: 'Remove conflicting part' });
    expect(conflict.textContent).toContain('Tank bag');
  });
});

describe('the addPart dialog', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    $dialog.value = null;
  });

  it('shows the part with its not-visualised note and adds it on Add', async () => {
    api.addPart
      .mockResolvedValueOnce(changeAnswer([2], 6219, true))
      .mockResolvedValueOnce(changeAnswer([2], 6219));
    show([]);
    act(() => openDialog({ kind: 'addPart', data: { partId: 2 } }));
    const dialog = screen.getByRole('dialog', { name: 'Add part' });
    expect(within(dialog).getByText('Reference: P2')).toBeTruthy();
    expect(within(dialog).getByText('20.00 €', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('This part is not shown in the pictures.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to configuration' }));
    expect(await screen.findByText('Part Added! This part is not shown in the pictures.')).toBeTruthy();
    expect($appliedParts.value.map((part) => part.Name)).toEqual(['Rally screen']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is offered once by a part link, waiting for the configuration, and not for an applied part', async () => {
    show([1]);
    const configuration = $configuration.value;
    act(() => {
      $configuration.value = null;
      offerLinkedPart(3);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      $configuration.value = configuration;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add part' });
    expect(within(dialog).getByText('You opened a link to this part.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    act(() => offerLinkedPart(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => offerLinkedPart(1));
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.addPart).not.toHaveBeenCalled();
  });
});

describe('the configurationSummary dialog', () => {
  it('opens from the applied-parts list with model, colour, parts, total, and leads to the summary', () => {
    show([1, 3]);
    openList();
    fireEvent.click(screen.getByRole('button', { name: 'Configuration overview' }));
    const dialog = screen.getByRole('dialog', { name: 'Your configuration' });
    expect(dialog.textContent).toContain('KTM 390 DUKE 2024');
    expect(dialog.textContent).toContain('ORANGE');
    const parts = within(dialog).getByRole('region', { name: 'Applied parts' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Rally seat'), expect.stringContaining('Tank bag')]);
    expect(within(dialog).getByText('Total price').nextSibling?.textContent).toMatch(/6,199\.00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'To the summary' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($showConfigurationSummary.value).toBe(true);
  });
});
