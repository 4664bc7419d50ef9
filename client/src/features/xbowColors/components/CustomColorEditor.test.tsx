// @vitest-environment jsdom
import { XBOW_COLOR_PARTS } from '@configurator/domain/catalog/types';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStreamSender } from '../../../stores/streamStore.js';
import { changeAnswer } from '../../../testing/configuredVehicle.js';
import { cancelColorSave } from '../stores/colorChangeFlow.js';
import { forgetCustomColors } from '../stores/customColorStore.js';
import { hexToHsl, hslToHex } from '../stores/hslColor.js';
import { configureXbow, observeStream, settle, showPanel } from './xbowColorTesting.js';

const api = vi.hoisted(() => ({ addPart: vi.fn(), update: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { addPart: { mutate: api.addPart }, update: { mutate: api.update } } },
}));

const BODY = XBOW_COLOR_PARTS.body;
const RIMS = XBOW_COLOR_PARTS.rims;
const STORAGE_KEY = 'configurator.xbowCustomColors.KTM-X-BOW-GT-XR';

const addButton = () => screen.queryByRole('button', { name: 'Add custom colour' });

describe('X-Bow custom colours, finish and rim size', () => {
  beforeEach(() => {
    api.addPart.mockReset();
    api.update.mockReset();
    api.update.mockResolvedValue(changeAnswer([BODY], 0));
    localStorage.clear();
    forgetCustomColors();
  });
  afterEach(() => {
    cancelColorSave();
    setStreamSender(null);
    vi.useRealTimers();
  });

  it('adds a custom colour 785DB2 named Individual Color 1 and shows it on the open slot', async () => {
    const sent = observeStream();
    configureXbow([BODY]);
    showPanel();
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    const swatch = screen.getByRole('button', { name: 'Individual Color 1' });
    expect(swatch.getAttribute('aria-pressed')).toBe('true');
    expect(sent).toEqual(['confcol body 785DB2 Glossy']);
    expect((screen.getByRole('textbox', { name: 'Hex colour' }) as HTMLInputElement).value).toBe('785DB2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([
      { hex: '785DB2', name: 'Individual Color 1' },
    ]);
  });

  it('changes the selected custom colour by the hue, saturation and lightness sliders', async () => {
    const sent = observeStream();
    configureXbow([BODY]);
    showPanel();
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    const start = hexToHsl('785DB2');
    expect((screen.getByRole('slider', { name: /Hue/ }) as HTMLInputElement).value).toBe(String(start.h));

    fireEvent.change(screen.getByRole('slider', { name: /Hue/ }), { target: { value: '120' } });
    await settle();
    const green = hslToHex({ ...start, h: 120 });
    expect(sent.at(-1)).toBe(`confcol body ${green} Glossy`);

    fireEvent.change(screen.getByRole('slider', { name: /Lightness/ }), { target: { value: '20' } });
    await settle();
    const dark = hslToHex({ ...start, h: 120, l: 20 });
    expect(sent.at(-1)).toBe(`confcol body ${dark} Glossy`);
    expect((screen.getByRole('textbox', { name: 'Hex colour' }) as HTMLInputElement).value).toBe(dark);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')[0].hex).toBe(dark);
  });

  it('takes a hex colour typed with # in lower case, and refuses an invalid one with a message', async () => {
    const sent = observeStream();
    configureXbow([BODY]);
    showPanel();
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });

    fireEvent.change(hex, { target: { value: '#00aa55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await settle();
    expect(sent.at(-1)).toBe('confcol body 00AA55 Glossy');
    expect(screen.getByText('Current colour: #00AA55')).toBeTruthy();

    const before = sent.length;
    fireEvent.change(hex, { target: { value: '12G45' } });
    fireEvent.submit(hex);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Hex colour: enter six hex digits (0–9, A–F), such as 785DB2.',
    );
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(before);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')[0].hex).toBe('00AA55');
  });

  it('offers no fourth custom colour, and keeps the three after a reload', async () => {
    observeStream();
    configureXbow([BODY]);
    const view = showPanel();
    for (let n = 1; n <= 3; n += 1) {
      fireEvent.click(addButton() as HTMLElement);
      await settle();
    }
    expect(addButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Individual Color 3' })).toBeTruthy();

    view.unmount();
    forgetCustomColors();
    showPanel();
    for (const name of ['Individual Color 1', 'Individual Color 2', 'Individual Color 3']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(addButton()).toBeNull();
  });

  it('switches the body to Matte: sends it and saves the finish', async () => {
    vi.useFakeTimers();
    const sent = observeStream();
    configureXbow([BODY], { SelectedBodyColor: '1B1B1B' });
    showPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Matte' }));
    await settle();
    expect(sent).toEqual(['confcol body 1B1B1B Matte']);
    expect((screen.getByRole('radio', { name: 'Matte' }) as HTMLInputElement).checked).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.update).toHaveBeenCalledOnce();
    expect(api.update.mock.calls[0]?.[0].vehicleSettings.CustomColorConfiguration).toEqual({
      SelectedBodyColor: '1B1B1B',
      BodyFinish: 'Matte',
      RimSize: 19,
    });
  });

  it('sends rim size 20 with the rims colour, and only for the rims', async () => {
    vi.useFakeTimers();
    const sent = observeStream();
    configureXbow([BODY, RIMS], { SelectedBodyColor: 'FF6600', SelectedRimsColor: '1B1B1B' });
    api.update.mockResolvedValue(changeAnswer([BODY, RIMS], 0));
    showPanel();
    expect(screen.queryByRole('radio', { name: '20″ (centre lock)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rim colour' }));
    expect(screen.queryByRole('radio', { name: 'Matte' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '20″ (centre lock)' }));
    await settle();
    expect(sent).toEqual(['confcol rims 1B1B1B Matte 20']);

    fireEvent.click(screen.getByRole('button', { name: 'Brilliant silver' }));
    await settle();
    expect(sent.at(-1)).toBe('confcol rims C0C0C0 Glossy 20');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.update).toHaveBeenCalledOnce();
    expect(api.update.mock.calls[0]?.[0].vehicleSettings.CustomColorConfiguration).toEqual({
      SelectedBodyColor: 'FF6600',
      SelectedRimsColor: 'C0C0C0',
      BodyFinish: 'Glossy',
      RimSize: 20,
    });
  });
});
