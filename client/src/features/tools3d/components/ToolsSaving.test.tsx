// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $vehicleSettings } from '../../../stores/configurationStore.js';
import { CONFIGURATION_ID } from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { cancelToolsSave, TOOLS_SAVE_DELAY_MS } from '../stores/toolsStore.js';
import { closeTools, fakeRenderer, openTools } from '../testing/toolsFixture.js';
import { ToolsPanel } from './ToolsPanel.js';

const api = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { update: { mutate: api.update } } },
}));

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function show(setup?: Parameters<typeof openTools>[0]) {
  openTools(setup);
  renderWithShell(<ToolsPanel />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
}

beforeEach(() => {
  api.update.mockReset();
  api.update.mockResolvedValue({});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cancelToolsSave();
  closeTools();
  vi.useRealTimers();
});

describe('saving the tools with the configuration', () => {
  it('saves once, a second after the last change, with every saved tool', async () => {
    fakeRenderer();
    show({ saved: { Perspectives: 'front' } });
    await click('City');
    await wait(TOOLS_SAVE_DELAY_MS - 100);
    await act(async () => {
      fireEvent.change(screen.getByRole('slider', { name: /Lighting/ }), { target: { value: '15' } });
    });
    await click('Ride-by');
    await wait(TOOLS_SAVE_DELAY_MS - 100);
    expect(api.update).not.toHaveBeenCalled();
    await wait(100);
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.update).toHaveBeenCalledWith({
      configurationId: CONFIGURATION_ID,
      c: 'en-GB',
      vehicleSettings: {
        ToolsConfiguration: {
          Cinematics: 'rideby',
          Environments: 'city',
          Lighting: 15,
          Perspectives: 'front',
          Animations: [],
        },
      },
    });
    expect($vehicleSettings.value?.ToolsConfiguration.Environments).toBe('city');
    await wait(5 * TOOLS_SAVE_DELAY_MS);
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it('keeps the animations switched on as a list on a phone', async () => {
    const renderer = fakeRenderer();
    show({ mobile: true });
    await click('Wheel spin');
    await click('Steering');
    expect(renderer.sent).toEqual(['animatn wheelspin', 'animatn steer']);
    expect(screen.getByRole('button', { name: 'Wheel spin' }).getAttribute('aria-pressed')).toBe('true');
    await wait(TOOLS_SAVE_DELAY_MS);
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.update.mock.calls[0]?.[0].vehicleSettings.ToolsConfiguration.Animations).toEqual([
      'wheelspin',
      'steer',
    ]);
  });

  it('saves nothing for what the renderer did not confirm, nor for the day time, tilt-shift or sound', async () => {
    fakeRenderer((command) => (command.startsWith('envilvl') ? null : `${command.split(' ')[0]} done`));
    show();
    await click('City');
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('slider', { name: 'Time of day' }), { key: 'ArrowRight' });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Tilt-shift' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Engine sound' }));
    });
    await wait(3 * TOOLS_SAVE_DELAY_MS);
    expect(api.update).not.toHaveBeenCalled();
  });
});
