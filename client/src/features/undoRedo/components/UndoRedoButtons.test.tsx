// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $appliedParts,
  $contentReplaced,
  $currentVariation,
  $history,
  $price,
  appliedPartsOf,
} from '../../../stores/configurationStore.js';
import { closeDialog, openDialog } from '../../../stores/dialogStore.js';
import {
  CONFIGURATION_ID,
  configureVehicle,
  testPart,
  testVariation,
} from '../../../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { httpError } from '../../../testing/trpcErrors.js';
import { directionOfKey, UndoRedoButtons } from './UndoRedoButtons.js';

const api = vi.hoisted(() => ({ undo: vi.fn(), redo: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { undo: { mutate: api.undo }, redo: { mutate: api.redo } } },
}));

const PARTS = [testPart(1, 'Rally seat'), testPart(2, 'Slip-on silencer')];
const VARIATIONS = [testVariation('ORANGE', '#ff6600'), testVariation('BLACK', '#000000')];
const step = (
  Kind: 'partAdded' | 'variationChanged',
  extra: { PartId?: number; VariationCode?: string },
) => ({
  Kind,
  PartId: extra.PartId ?? null,
  SetupId: null,
  VariationCode: extra.VariationCode ?? null,
});

/** The configuration as the server answers it after a step. */
function summary(partIds: number[], history: NonNullable<typeof $history.value>, variation = 'ORANGE') {
  return {
    ...loadedConfigurationFixture(CONFIGURATION_ID).Configuration,
    SelectedPartIds: partIds,
    VariationCode: variation,
    TotalPrice: { Value: 6199 + 100 * partIds.length, CurrencySymbol: '€', Currency: 'EUR' },
    IsDirty: true,
    History: history,
  };
}

function show() {
  configureVehicle(PARTS, VARIATIONS);
  $appliedParts.value = appliedPartsOf(PARTS, [1, 2]);
  $history.value = { Undo: step('partAdded', { PartId: 2 }), Redo: null, UndoCount: 2, RedoCount: 0 };
  return renderWithShell(<UndoRedoButtons />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
}

describe('undo and redo', () => {
  beforeEach(() => {
    api.undo.mockReset();
    api.redo.mockReset();
    closeDialog();
  });

  it('names the step each button takes back or makes again, and is off when there is none', () => {
    show();
    expect(screen.getByRole('button', { name: 'Undo: add Slip-on silencer' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('button', { name: 'Nothing to redo' })).toHaveProperty('disabled', true);
  });

  it('undoes on a click: the parts, price and buttons follow the answer, and the step is announced', async () => {
    api.undo.mockResolvedValueOnce(
      summary([1], {
        Undo: step('partAdded', { PartId: 1 }),
        Redo: step('partAdded', { PartId: 2 }),
        UndoCount: 1,
        RedoCount: 1,
      }),
    );
    show();
    const replaced = $contentReplaced.peek();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: add Slip-on silencer' }));
    await screen.findByRole('button', { name: 'Redo: add Slip-on silencer' });
    expect(api.undo).toHaveBeenCalledWith(expect.objectContaining({ configurationId: CONFIGURATION_ID }));
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([1]);
    expect($price.value).toEqual({ Value: 6299, CurrencySymbol: '€' });
    expect($contentReplaced.peek()).toBe(replaced + 1);
    expect(screen.getByRole('button', { name: 'Undo: add Rally seat' })).toBeTruthy();
    expect(screen.getByText('Undone: add Slip-on silencer')).toBeTruthy();
  });

  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes, but not while a dialog is open or in a text field', async () => {
    api.undo.mockResolvedValue(
      summary(
        [1],
        {
          Undo: null,
          Redo: step('variationChanged', { VariationCode: 'BLACK' }),
          UndoCount: 0,
          RedoCount: 1,
        },
        'ORANGE',
      ),
    );
    api.redo.mockResolvedValue(
      summary(
        [1],
        {
          Undo: step('variationChanged', { VariationCode: 'BLACK' }),
          Redo: null,
          UndoCount: 1,
          RedoCount: 0,
        },
        'BLACK',
      ),
    );
    show();
    openDialog({ kind: 'configurationSummary' });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(api.undo).not.toHaveBeenCalled();
    act(() => closeDialog());

    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(api.undo).not.toHaveBeenCalled();
    input.remove();

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(api.undo).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Redo: colour BLACK' });
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(api.redo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect($currentVariation.value).toBe('BLACK'));
  });

  it('goes quiet when another window took the last step first', async () => {
    api.undo.mockRejectedValueOnce(httpError(409, 'There is no step to undo.'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: add Slip-on silencer' }));
    await screen.findByRole('button', { name: 'Nothing to undo' });
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([1, 2]);
  });

  it('reads the keys: Ctrl or Cmd with Z, Shift for redo, Ctrl+Y for redo', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      directionOfKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
