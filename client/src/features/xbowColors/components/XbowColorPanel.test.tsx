// @vitest-environment jsdom
import { XBOW_COLOR_PARTS } from '@configurator/domain/catalog/types';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts, $vehicleSettings } from '../../../stores/configurationStore.js';
import { $isMobileDevice, $openPanel, setStreamSender } from '../../../stores/streamStore.js';
import { CONFIGURATION_ID, changeAnswer, configureVehicle } from '../../../testing/configuredVehicle.js';
import { httpError } from '../../../testing/trpcErrors.js';
import { cancelColorSave } from '../stores/colorChangeFlow.js';
import { forgetCustomColors } from '../stores/customColorStore.js';
import { configureXbow, observeStream, settle, showPanel } from './xbowColorTesting.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), update: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { addPart: { mutate: api.addPart }, update: { mutate: api.update } } },
}));

const BODY = XBOW_COLOR_PARTS.body;
const CALIPERS = XBOW_COLOR_PARTS.calipers;

describe('X-Bow colour panel', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.update.mockReset();
    localStorage.clear();
    forgetCustomColors();
  });
  afterEach(() => {
    cancelColorSave();
    setStreamSender(null);
    $isMobileDevice.value = false;
    vi.useRealTimers();
  });

  it('shows only while the open panel is the colours and the vehicle has colour selection', () => {
    configureXbow([BODY]);
    $openPanel.value = 'tools';
    showPanel();
    expect(screen.queryByRole('region', { name: 'Colours' })).toBeNull();
    act(() => {
      $openPanel.value = 'colors';
    });
    const panel = screen.getByRole('region', { name: 'Colours' });
    expect(
      within(panel)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['Body colour']);
    expect(within(panel).getByRole('button', { name: 'Racing orange' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Carbon black' })).toBeTruthy();
    expect(panel.className).toContain('xbow-colors-side');

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the colours' }));
    expect($openPanel.value).toBeNull();
    expect(screen.queryByRole('region', { name: 'Colours' })).toBeNull();
  });

  it('is a sheet on phones and below 1024 pixels, and Escape closes it', () => {
    configureXbow([BODY]);
    showPanel();
    act(() => {
      $isMobileDevice.value = true;
    });
    const panel = screen.getByRole('region', { name: 'Colours' });
    expect(panel.className).toContain('xbow-colors-sheet');
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Racing orange' }), { key: 'Escape' });
    expect($openPanel.value).toBeNull();
  });

  it('stays hidden for a vehicle without colour selection', () => {
    configureVehicle([]);
    $openPanel.value = 'colors';
    showPanel();
    expect(screen.queryByRole('region', { name: 'Colours' })).toBeNull();
  });

  it('sends confcol for a predefined colour and saves once, a second after the first change', async () => {
    vi.useFakeTimers();
    const sent = observeStream();
    configureXbow([BODY]);
    api.update.mockResolvedValue(changeAnswer([BODY], 0));
    showPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Carbon black' }));
    await settle();
    expect(sent).toEqual(['confcol body 1B1B1B Glossy']);
    expect(screen.getByRole('button', { name: 'Carbon black' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Current colour: #1B1B1B')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('button', { name: 'Racing orange' }));
    await settle();
    expect(sent).toEqual(['confcol body 1B1B1B Glossy', 'confcol body FF6600 Glossy']);
    expect(api.update).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(api.update).toHaveBeenCalledOnce();
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({
        configurationId: CONFIGURATION_ID,
        vehicleSettings: {
          CustomColorConfiguration: { SelectedBodyColor: 'FF6600', BodyFinish: 'Glossy', RimSize: 19 },
        },
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.update).toHaveBeenCalledOnce();
    expect($vehicleSettings.value?.CustomColorConfiguration.SelectedBodyColor).toBe('FF6600');
    expect(api.addPart).not.toHaveBeenCalled();
  });

  it('stores a slot’s first colour at once, which applies its colour part, before it shows', async () => {
    const sent = observeStream();
    configureXbow([BODY]);
    let answer: (value: unknown) => void = () => {};
    api.update.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    showPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Brake caliper colour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lava red' }));
    await settle();
    // The server refuses colour parts as parts: the colour in the settings applies the part.
    expect(api.addPart).not.toHaveBeenCalled();
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({
        configurationId: CONFIGURATION_ID,
        vehicleSettings: { CustomColorConfiguration: { SelectedCaliperColor: 'C8102E' } },
      }),
    );
    // Nothing shows before the part is there.
    expect(sent).toEqual([]);

    answer(changeAnswer([BODY, CALIPERS], 0));
    await settle();
    expect($appliedParts.value.map((part) => part.PartId)).toEqual([BODY, CALIPERS]);
    expect(sent).toEqual(['confcol calipers C8102E Glossy']);
  });

  it('tells the visitor when the colour part cannot be added, and sends nothing', async () => {
    const sent = observeStream();
    configureXbow([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.update.mockRejectedValue(httpError(500));
    showPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Carbon black' }));
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('The colour could not be applied. Please try again.');
    warn.mockRestore();
  });

  it('restores the saved colours, finish and rim size from the vehicle settings', () => {
    localStorage.setItem(
      'configurator.xbowCustomColors.KTM-X-BOW-GT-XR',
      JSON.stringify([{ hex: '123456', name: 'Individual Color 1' }]),
    );
    configureXbow([BODY, XBOW_COLOR_PARTS.rims], {
      SelectedBodyColor: 'ff6600',
      SelectedRimsColor: 'C0C0C0',
      BodyFinish: 'Matte',
      RimSize: 20,
    });
    showPanel();
    expect(screen.getByRole('button', { name: 'Racing orange' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Current colour: #FF6600')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Matte' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Individual Color 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rim colour' }));
    expect(screen.getByRole('button', { name: 'Brilliant silver' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((screen.getByRole('radio', { name: '20″ (centre lock)' }) as HTMLInputElement).checked).toBe(true);
  });
});
