// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $appliedParts,
  $appliedSetup,
  $configuration,
  $isDirty,
  $price,
  appliedPartsOf,
} from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $showPartDetail } from '../../../stores/viewsStore.js';
import {
  CONFIGURATION_ID,
  changeAnswer,
  configureVehicle,
  testPart,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { $categoriesOpen } from '../stores/partsStore.js';
import { ConfigurationMenu } from './ConfigurationMenu.js';

const api = vi.hoisted(() => ({ reset: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { reset: { mutate: api.reset } } },
}));

const PARTS = [testPart(1, 'Rally seat'), testPart(2, 'Rally screen')];
const PATH = '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB';

function show() {
  configureVehicle(PARTS);
  $appliedParts.value = appliedPartsOf(PARTS, [1, 2]);
  $appliedSetup.value = 'RALLY';
  return renderWithShell(<ConfigurationMenu />, { path: PATH });
}

describe('configuration menu', () => {
  beforeEach(() => api.reset.mockReset());

  it('resets the configuration after the confirmation that it cannot be undone', async () => {
    api.reset.mockResolvedValueOnce(changeAnswer([], 6199));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the configuration?' });
    expect(dialog.textContent).toContain('This operation cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.reset).not.toHaveBeenCalled();

    $price.value = { Value: 6999, CurrencySymbol: '€' };
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.reset).toHaveBeenCalledWith(expect.objectContaining({ configurationId: CONFIGURATION_ID }));
    expect($appliedParts.value).toEqual([]);
    expect($appliedSetup.value).toBeNull();
    expect($price.value).toEqual({ Value: 6199, CurrencySymbol: '€' });
  });

  it('names the category list it controls only while the list is shown', () => {
    $categoriesOpen.value = false;
    const { container } = show();
    const button = container.querySelector('.menu-categories') as HTMLElement;
    expect(button.getAttribute('aria-controls')).toBeNull();
    act(() => {
      $categoriesOpen.value = true;
    });
    expect(button.getAttribute('aria-controls')).toBe('category-list');
    // A part's detail takes the list's place.
    act(() => {
      $showPartDetail.value = true;
    });
    expect(button.getAttribute('aria-controls')).toBeNull();
    act(() => {
      $showPartDetail.value = false;
      $categoriesOpen.value = false;
    });
  });

  it('leaves at once without unsaved changes, and asks first with them', () => {
    const { memory, unmount } = show();
    $isDirty.value = true;
    fireEvent.click(screen.getByRole('button', { name: 'Other model' }));
    expect(screen.getByRole('dialog', { name: 'Leave the configuration?' })).toBeTruthy();
    expect(memory.history.at(-1)).toBe(PATH);
    unmount();
    closeDialog();

    const again = show();
    $isDirty.value = false;
    fireEvent.click(screen.getByRole('button', { name: 'Other model' }));
    expect(again.memory.history.at(-1)).toBe('/main?culture=en-GB');
    expect($configuration.value).toBeNull();
  });
});
