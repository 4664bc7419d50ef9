// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, $pendingPartRequest, appliedPartsOf } from '../../../stores/configurationStore.js';
import {
  changeAnswer,
  configureVehicle,
  questionAnswer,
  type TestPart,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { PartToggleButton } from './PartToggleButton.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), removePart: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: {
    configuration: { addPart: { mutate: api.addPart }, removePart: { mutate: api.removePart } },
  },
}));

const SLIP_ON = testPart(10, 'Slip-on silencer');
const LINK_PIPE = testPart(11, 'Link pipe');
const FACTORY_SILENCER = testPart(13, 'Factory silencer');
const COMFORT_SEAT = testPart(30, 'Comfort seat', { Category: 'Seats' });
const LOW_SEAT = testPart(31, 'Low seat', { Category: 'Seats' });
const SPORT_SCREEN = testPart(40, 'Sport screen', { Category: 'Screens' });
const PARTS: TestPart[] = [SLIP_ON, LINK_PIPE, FACTORY_SILENCER, COMFORT_SEAT, LOW_SEAT, SPORT_SCREEN];

type Question = { RuleType: 0 | 1; Part: number; Parts: number[]; ChoosePart: boolean };
type Step = { Part: number; Rule: 'Needs' | 'NeedsOneOf' | 'ConflictsWith' | 'NotOffered'; Parts: number[] };

const planned = (question: Question, answer: number[], because: Record<number, Step[]> = {}) => ({
  ...question,
  Answer: answer,
  Explanations: Object.entries(because).map(([part, steps]) => ({ Part: Number(part), Because: steps })),
});

/** A dry run that asks: the first question in RulesResult, all of them in Plan. */
function planAnswer(
  questions: ReturnType<typeof planned>[],
  outcome: { added: number[]; removed: number[]; priceChange: number },
) {
  const [first] = questions;
  if (!first) throw new Error('a plan asks something');
  const { Answer: _answer, Explanations, ...rules } = first;
  return {
    ...questionAnswer(rules, []),
    Explanations,
    Plan: {
      Questions: questions,
      AddedPartIds: outcome.added,
      RemovedPartIds: outcome.removed,
      PriceChange: { Value: outcome.priceChange, CurrencySymbol: '€', Currency: 'EUR' },
    },
  };
}

const needsPipe = planned({ RuleType: 1, Part: 10, Parts: [11], ChoosePart: false }, [11], {
  11: [{ Part: 10, Rule: 'Needs', Parts: [11] }],
});
const seatChoice = (answer: number) =>
  planned({ RuleType: 1, Part: 11, Parts: [30, 31], ChoosePart: true }, [answer]);
const replaces = (parts: number[]) =>
  planned(
    { RuleType: 0, Part: 10, Parts: parts, ChoosePart: false },
    parts,
    Object.fromEntries(
      parts.map((id) => [
        id,
        [
          { Part: 10, Rule: 'Needs', Parts: [11] },
          { Part: 11, Rule: 'ConflictsWith', Parts: [id] },
        ] as Step[],
      ]),
    ),
  );

function show(part: TestPart, applied: number[]) {
  configureVehicle(PARTS);
  $appliedParts.value = appliedPartsOf(PARTS, applied);
  renderWithShell(<PartToggleButton partId={part.PartId} partName={part.Name} />, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories',
  });
}

const dialog = () => screen.getByRole('dialog');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('one dialog for the whole change', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.removePart.mockReset();
  });

  it('shows every question with why, and the outcome; another option asks again; one confirmation applies it all', async () => {
    api.addPart
      .mockResolvedValueOnce(
        planAnswer([needsPipe, seatChoice(30), replaces([13])], {
          added: [10, 11, 30],
          removed: [13],
          priceChange: 12.5,
        }),
      )
      // The low seat does not fit the sport screen either: what follows the choice changes.
      .mockResolvedValueOnce(
        planAnswer([replaces([13, 40])], { added: [10, 11, 31], removed: [13, 40], priceChange: -7 }),
      )
      .mockResolvedValueOnce(changeAnswer([10, 11, 31], 6210));
    show(SLIP_ON, [13, 40]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Slip-on silencer' }));
    await screen.findByRole('dialog', { name: 'This part needs changes' });

    expect(within(dialog()).getByRole('region', { name: 'Part' }).textContent).toContain('Slip-on silencer');
    const required = within(dialog()).getByRole('list', { name: 'Required parts' });
    expect(required.textContent).toContain('Link pipe');
    expect(required.textContent).toContain('Slip-on silencer needs Link pipe');
    const seats = within(dialog()).getByRole('group', { name: /Link pipe needs one of these parts/ });
    let options = within(seats).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => [option.closest('label')?.textContent, option.checked])).toEqual([
      [expect.stringContaining('Comfort seat'), true],
      [expect.stringContaining('Low seat'), false],
    ]);
    const replaced = () => within(dialog()).getByRole('region', { name: 'Replaced' });
    expect(texts(within(replaced()).getAllByRole('listitem'))).toEqual([
      expect.stringContaining('Link pipe cannot be fitted together with Factory silencer'),
    ]);
    const outcome = () => within(dialog()).getByRole('region', { name: 'What changes' });
    expect(outcome().textContent).toContain('AddedSlip-on silencer, Link pipe, and Comfort seat');
    expect(outcome().textContent).toContain('RemovedFactory silencer');
    expect(outcome().textContent).toMatch(/Price change\+12[.,]50/);
    expect(api.addPart).toHaveBeenCalledTimes(1);

    // Another seat: the dry run again with the answers up to the choice, and the rest follows it.
    fireEvent.click(options[1] as HTMLInputElement);
    await waitFor(() =>
      expect(texts(within(replaced()).getAllByRole('listitem'))).toEqual([
        expect.stringContaining('Factory silencer'),
        expect.stringContaining('Sport screen'),
      ]),
    );
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Change' })).toHaveProperty('disabled', false),
    );
    options = within(within(dialog()).getByRole('group')).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => option.checked)).toEqual([false, true]);
    expect(outcome().textContent).toContain('RemovedFactory silencer and Sport screen');
    expect(outcome().textContent).toMatch(/Price change-7[.,]00/);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Part Added!')).toBeTruthy();
    expect(
      api.addPart.mock.calls.map(([input]) => [input.dryRun, input.selectedParts, input.removeParts]),
    ).toEqual([
      [true, [], []],
      [true, [11, 31], []],
      [false, [11, 31], [13, 40]],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($pendingPartRequest.value).toBeNull();
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([10, 11, 31]);
  });

  it('removes a part with its dependents in one dialog, and Keep changes nothing', async () => {
    const dependents = planned({ RuleType: 1, Part: 11, Parts: [10], ChoosePart: false }, [10], {
      10: [{ Part: 10, Rule: 'Needs', Parts: [11] }],
    });
    api.removePart
      .mockResolvedValueOnce(planAnswer([dependents], { added: [], removed: [11, 10], priceChange: -210 }))
      .mockResolvedValueOnce(planAnswer([dependents], { added: [], removed: [11, 10], priceChange: -210 }))
      .mockResolvedValueOnce(changeAnswer([], 6199));
    show(LINK_PIPE, [10, 11]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Link pipe' }));
    await screen.findByRole('dialog', { name: 'Remove conflicting part' });
    expect(
      within(dialog()).getByText('These parts need Link pipe and will be removed with it:'),
    ).toBeTruthy();
    expect(within(dialog()).getByRole('list', { name: 'Required parts' }).textContent).toContain(
      'Slip-on silencer needs Link pipe',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([10, 11]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Link pipe' }));
    await screen.findByRole('dialog', { name: 'Remove conflicting part' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Part removed!')).toBeTruthy();
    expect(api.removePart.mock.calls.map(([input]) => [input.dryRun, input.removeParts])).toEqual([
      [true, []],
      [true, []],
      [false, [10]],
    ]);
    expect($appliedParts.value).toEqual([]);
  });
});
