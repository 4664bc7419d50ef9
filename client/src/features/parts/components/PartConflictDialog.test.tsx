// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $appliedParts,
  $images,
  $pendingPartRequest,
  $price,
  appliedPartsOf,
} from '../../../stores/configurationStore.js';
import { $dialog } from '../../../stores/dialogStore.js';
import { $showPartDetail } from '../../../stores/viewsStore.js';
import {
  changeAnswer,
  configureVehicle,
  questionAnswer,
  type TestPart,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { httpError } from '../../../testing/trpcErrors.js';
import { PartToggleButton } from './PartToggleButton.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), removePart: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: {
    configuration: { addPart: { mutate: api.addPart }, removePart: { mutate: api.removePart } },
  },
}));

const SLIP_ON = testPart(10, 'Slip-on silencer');
const LINK_PIPE = testPart(11, 'Link pipe');
const HEAT_SHIELD = testPart(12, 'Heat shield', { CanBeRendered: false });
const NAV = testPart(20, 'Navigation bracket', { Category: 'Electronics' });
const COMFORT_SEAT = testPart(30, 'Comfort seat', { Category: 'Seats' });
const LOW_SEAT = testPart(31, 'Low seat', { Category: 'Seats' });
const SPORT_SCREEN = testPart(40, 'Sport screen', { Category: 'Screens' });
const FACTORY_SILENCER = testPart(13, 'Factory silencer', { CanBeRendered: false });
const PARTS: TestPart[] = [
  SLIP_ON,
  LINK_PIPE,
  HEAT_SHIELD,
  FACTORY_SILENCER,
  NAV,
  COMFORT_SEAT,
  LOW_SEAT,
  SPORT_SCREEN,
];

function show(part: TestPart, applied: number[] = []) {
  configureVehicle(PARTS);
  $appliedParts.value = appliedPartsOf(PARTS, applied);
  renderWithShell(<PartToggleButton partId={part.PartId} partName={part.Name} />, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories',
  });
}

const dialog = () => screen.getByRole('dialog');

describe('part toggle and conflict dialogs', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.removePart.mockReset();
  });

  it('adds a part without questions: a dry run, then the real request, then parts, images, price and the toast', async () => {
    api.addPart
      .mockResolvedValueOnce(changeAnswer([40], 6599, true))
      .mockResolvedValueOnce(changeAnswer([40], 6599));
    show(SPORT_SCREEN);
    $showPartDetail.value = true;
    fireEvent.click(screen.getByRole('button', { name: 'Add Sport screen' }));
    expect(await screen.findByText('Part Added!')).toBeTruthy();
    expect(api.addPart.mock.calls.map(([input]) => input)).toEqual([
      expect.objectContaining({ partId: 40, dryRun: true, selectedParts: [], removeParts: [] }),
      expect.objectContaining({ partId: 40, dryRun: false, selectedParts: [], removeParts: [] }),
    ]);
    expect($appliedParts.value.map((part) => part.Name)).toEqual(['Sport screen']);
    expect($price.value).toEqual({ Value: 6599, CurrencySymbol: '€' });
    expect($images.value).toEqual([{ Perspective: 0, Url: '/images/40.webp' }]);
    expect($showPartDetail.value).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Sport screen' })).toBeTruthy();
  });

  it('asks to choose one required part with the first preselected, and repeats the dry run with the choice', async () => {
    api.addPart
      .mockResolvedValueOnce(questionAnswer({ RuleType: 1, Part: 20, Parts: [30, 31], ChoosePart: true }, []))
      .mockResolvedValueOnce(changeAnswer([20, 31], 7000, true))
      .mockResolvedValueOnce(changeAnswer([20, 31], 7000));
    show(NAV);
    fireEvent.click(screen.getByRole('button', { name: 'Add Navigation bracket' }));
    await screen.findByRole('dialog', { name: 'This part needs changes' });
    expect(within(dialog()).getByRole('region', { name: 'Part' }).textContent).toContain(
      'Navigation bracket',
    );
    const group = within(dialog()).getByRole('group', {
      name: /Navigation bracket needs one of these parts/,
    });
    const options = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => [option.closest('label')?.textContent, option.checked])).toEqual([
      [expect.stringContaining('Comfort seat'), true],
      [expect.stringContaining('Low seat'), false],
    ]);
    expect(api.addPart).toHaveBeenCalledTimes(1);

    fireEvent.click(options[1] as HTMLInputElement);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Part Added!')).toBeTruthy();
    expect(
      api.addPart.mock.calls.map(([input]) => [input.dryRun, input.selectedParts, input.removeParts]),
    ).toEqual([
      [true, [], []],
      [true, [31], []],
      [false, [31], []],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($pendingPartRequest.value).toBeNull();
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([20, 31]);
  });

  it('shows a fixed list of required parts, asks the next question, and notes a part the pictures do not show', async () => {
    api.addPart
      .mockResolvedValueOnce(
        questionAnswer({ RuleType: 1, Part: 13, Parts: [11, 12], ChoosePart: false }, []),
      )
      .mockResolvedValueOnce(questionAnswer({ RuleType: 0, Part: 13, Parts: [40], ChoosePart: false }, [40]))
      .mockResolvedValueOnce(changeAnswer([13, 11, 12], 8000, true))
      .mockResolvedValueOnce(changeAnswer([13, 11, 12], 8000));
    show(FACTORY_SILENCER, [40]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Factory silencer' }));
    await screen.findByRole('dialog', { name: 'This part needs changes' });
    expect(within(dialog()).queryByRole('radio')).toBeNull();
    expect(
      within(dialog()).getByText('Factory silencer needs the following parts, which will be added:'),
    ).toBeTruthy();
    const list = within(dialog()).getByRole('list', { name: 'Required parts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Link pipe'), expect.stringContaining('Heat shield')]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));

    // The next question: the applied sport screen has to go.
    const replace = await screen.findByRole('region', { name: 'Replaced' });
    expect(within(replace).getByText('Sport screen')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Replaced by' })).getByText('Factory silencer'),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText('Part Added! This part is not shown in the pictures.')).toBeTruthy();
    expect(
      api.addPart.mock.calls.map(([input]) => [input.dryRun, input.selectedParts, input.removeParts]),
    ).toEqual([
      [true, [], []],
      [true, [11, 12], []],
      [true, [11, 12], [40]],
      [false, [11, 12], [40]],
    ]);
  });

  it('keeps everything when the user keeps the conflicting part', async () => {
    api.addPart.mockResolvedValueOnce(
      questionAnswer({ RuleType: 0, Part: 20, Parts: [40], ChoosePart: false }, [40]),
    );
    show(NAV, [40]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Navigation bracket' }));
    await screen.findByRole('dialog', { name: 'This part needs changes' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($pendingPartRequest.value).toBeNull();
    expect(api.addPart).toHaveBeenCalledTimes(1);
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([40]);
  });

  it('says under each replaced part why it goes: the chain of rules from the part being added', async () => {
    api.addPart.mockResolvedValueOnce({
      ...questionAnswer({ RuleType: 0, Part: 10, Parts: [13], ChoosePart: false }, [13]),
      Explanations: [
        {
          Part: 13,
          Because: [
            { Part: 10, Rule: 'Needs', Parts: [11] },
            { Part: 11, Rule: 'ConflictsWith', Parts: [13] },
          ],
        },
      ],
    });
    show(SLIP_ON, [13]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Slip-on silencer' }));
    await screen.findByRole('dialog', { name: 'This part needs changes' });
    const replaced = within(dialog()).getByRole('region', { name: 'Replaced' });
    expect(
      within(replaced).getByText(
        'Slip-on silencer needs Link pipe; Link pipe cannot be fitted together with Factory silencer',
      ),
    ).toBeTruthy();
  });

  it('removes a part with its dependents after the remove-conflict dialog', async () => {
    api.removePart
      .mockResolvedValueOnce(
        questionAnswer({ RuleType: 1, Part: 11, Parts: [10], ChoosePart: false }, [10, 11, 12]),
      )
      .mockResolvedValueOnce(changeAnswer([12], 6300, true))
      .mockResolvedValueOnce(changeAnswer([12], 6300));
    show(LINK_PIPE, [10, 11, 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Link pipe' }));
    await screen.findByRole('dialog', { name: 'Remove conflicting part' });
    expect(
      within(dialog()).getByText('These parts need Link pipe and will be removed with it:'),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Part removed!')).toBeTruthy();
    expect(
      api.removePart.mock.calls.map(([input]) => [input.partId, input.dryRun, input.removeParts]),
    ).toEqual([
      [11, true, []],
      [11, true, [10]],
      [11, false, [10]],
    ]);
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([12]);
    expect($price.value?.Value).toBe(6300);
  });

  it('logs a failed part change without a message for the user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.addPart.mockRejectedValueOnce(httpError(500));
    show(SPORT_SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Add Sport screen' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('part change failed', expect.anything()));
    expect(screen.getByRole('status').textContent).toBe('');
    expect($dialog.value).toBeNull();
    expect($pendingPartRequest.value).toBeNull();
    expect($appliedParts.value).toEqual([]);
    warn.mockRestore();
  });
});
