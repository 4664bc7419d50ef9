// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, $appliedSetup, $selectedSetup } from '../../../stores/configurationStore.js';
import {
  CONFIGURATION_ID,
  changeAnswer,
  configureVehicle,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { SetupList } from './SetupList.js';

const api = vi.hoisted(() => ({ selectSetup: vi.fn(), applySetup: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: {
    configuration: { selectSetup: { mutate: api.selectSetup }, applySetup: { mutate: api.applySetup } },
  },
}));

const PARTS = [testPart(1, 'Rally seat'), testPart(2, 'Rally screen'), testPart(3, 'Skid plate')];
const SETUPS = [
  {
    SetupId: 'RALLY',
    Name: 'Rally',
    Description: '<p>For the desert.</p>',
    ImageUrl: '/rally.png',
    Parts: [1, 2],
  },
  {
    SetupId: 'TOUR',
    Name: 'Touring',
    Description: '<p>For the long road.</p>',
    ImageUrl: '/tour.png',
    Parts: [3],
  },
];

function show() {
  configureVehicle(PARTS);
  renderWithShell(<SetupList setups={SETUPS} />, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories',
  });
}

describe('setups', () => {
  beforeEach(() => {
    api.selectSetup.mockReset();
    api.applySetup.mockReset();
  });

  it('chooses a setup, then customise now applies its parts through the dry run and the real request', async () => {
    api.selectSetup.mockResolvedValue(changeAnswer([], 6199));
    api.applySetup
      .mockResolvedValueOnce(changeAnswer([1, 2], 7000, true))
      .mockResolvedValueOnce(changeAnswer([1, 2], 7000));
    show();
    const rally = screen.getByRole('heading', { name: 'Rally' }).closest('li') as HTMLElement;
    expect(within(rally).queryByRole('button', { name: 'Customise now' })).toBeNull();
    fireEvent.click(within(rally).getByRole('button', { name: 'Choose this setup' }));
    expect(await within(rally).findByText('Chosen')).toBeTruthy();
    expect(api.selectSetup).toHaveBeenCalledWith(
      expect.objectContaining({ configurationId: CONFIGURATION_ID, setupId: 'RALLY' }),
    );
    expect($selectedSetup.value).toBe('RALLY');
    const touring = screen.getByRole('heading', { name: 'Touring' }).closest('li') as HTMLElement;
    expect(within(touring).getByRole('button', { name: 'Choose this setup' })).toBeTruthy();

    fireEvent.click(within(rally).getByRole('button', { name: 'Customise now' }));
    expect(await screen.findByText('Setup applied!', { selector: '.toast' })).toBeTruthy();
    expect(api.applySetup.mock.calls.map(([input]) => [input.setupId, input.dryRun])).toEqual([
      ['RALLY', true],
      ['RALLY', false],
    ]);
    expect($appliedSetup.value).toBe('RALLY');
    expect($appliedParts.value.map((part) => part.Name)).toEqual(['Rally seat', 'Rally screen']);
  });

  it('lists the parts of a setup with their prices', () => {
    show();
    const touring = screen.getByRole('heading', { name: 'Touring' }).closest('li') as HTMLElement;
    fireEvent.click(within(touring).getByRole('button', { name: 'Parts of the setup (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Parts of the setup' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Skid plate30.00\u00a0€']);
  });
});
