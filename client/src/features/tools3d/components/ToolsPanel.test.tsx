// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $openPanel, $userInactive } from '../../../stores/streamStore.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { cancelToolsSave } from '../stores/toolsStore.js';
import { closeTools, fakeRenderer, openTools, XBOW_SETTINGS } from '../testing/toolsFixture.js';
import { ToolsPanel } from './ToolsPanel.js';

const api = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { update: { mutate: api.update } } },
}));

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function press(element: HTMLElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(element, { key });
  });
}

const group = (name: string) => screen.getByRole('group', { name });
const show = (setup?: Parameters<typeof openTools>[0]) => {
  openTools(setup);
  return renderWithShell(<ToolsPanel />, { path: '/main/configuration/KTM-390-DUKE-2024/categories' });
};

beforeEach(() => {
  api.update.mockReset();
  api.update.mockResolvedValue({});
});
afterEach(() => {
  cancelToolsSave();
  closeTools();
  vi.unstubAllGlobals();
});

describe('the 3D tools panel', () => {
  it('shows only while the open panel is the tools, and closes when the visitor goes idle', async () => {
    fakeRenderer();
    show();
    expect(screen.getByRole('heading', { name: 'Tools' })).toBeTruthy();
    await act(async () => {
      $userInactive.value = true;
    });
    expect($openPanel.value).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tools' })).toBeNull();
    await act(async () => {
      $userInactive.value = false;
      $openPanel.value = 'categories';
    });
    expect(screen.queryByRole('heading', { name: 'Tools' })).toBeNull();
  });

  it('sends the environment by its Id and marks it chosen once the renderer confirmed', async () => {
    const renderer = fakeRenderer();
    show();
    const city = within(group('Environment')).getByRole('button', { name: 'City' });
    await click(city);
    expect(renderer.sent).toEqual(['envilvl city']);
    expect(city.getAttribute('aria-pressed')).toBe('true');
  });

  it('disables a control while its command awaits the reply', async () => {
    let reply: (text: string | null) => void = () => undefined;
    const renderer = fakeRenderer();
    renderer.send.mockImplementation(
      (command: string) =>
        new Promise((resolve) => {
          renderer.sent.push(command);
          reply = resolve;
        }),
    );
    show();
    await click(within(group('Environment')).getByRole('button', { name: 'Alpine pass' }));
    for (const button of within(group('Environment')).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole('button', { name: 'Ride-by' }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => reply('envilvl done'));
    expect((screen.getByRole('button', { name: 'Alpine pass' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Alpine pass' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the choice and says so when the renderer does not confirm it', async () => {
    const renderer = fakeRenderer(() => null);
    show({ saved: { Environments: 'studio' } });
    await click(screen.getByRole('button', { name: 'City' }));
    expect(renderer.sent).toEqual(['envilvl city']);
    expect(screen.getByRole('button', { name: 'City' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Studio' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('The vehicle did not take this change. Please try again.')).toBeTruthy();
  });

  it('moves the lighting within 12..22 from 12, from the old level to the new one', async () => {
    const renderer = fakeRenderer();
    show();
    const slider = screen.getByRole('slider', { name: /Lighting/ }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['12', '22', '12']);
    await act(async () => {
      fireEvent.change(slider, { target: { value: '15' } });
    });
    await act(async () => {
      fireEvent.change(slider, { target: { value: '18' } });
    });
    expect(renderer.sent).toEqual(['lightng 12 15', 'lightng 15 18']);
    expect(slider.value).toBe('18');
  });

  it('starts from the tools saved with the configuration', () => {
    fakeRenderer();
    show({ saved: { Lighting: 17, Perspectives: 'rear', Animations: ['steer'] } });
    expect((screen.getByRole('slider', { name: /Lighting/ }) as HTMLInputElement).value).toBe('17');
    expect(screen.getByRole('button', { name: 'Rear' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Steering' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the day-time hour of the dial, shown in the 12-hour format', async () => {
    const renderer = fakeRenderer();
    show();
    const dial = screen.getByRole('slider', { name: 'Time of day' });
    expect(dial.getAttribute('aria-valuetext')).toBe('6 a.m');
    await press(dial, 'ArrowRight');
    await press(dial, 'End');
    await press(dial, 'Home');
    await press(dial, 'ArrowRight');
    expect(renderer.sent).toEqual(['daytime 7', 'daytime 23', 'daytime 24', 'daytime 1']);
    expect(dial.getAttribute('aria-valuetext')).toBe('1 a.m');
    await press(dial, 'End');
    expect(dial.getAttribute('aria-valuetext')).toBe('11 p.m');
    expect(dial.textContent).toBe('11 p.m');
  });

  it('sends the dial hour once the handle is let go, not while it is dragged', async () => {
    const renderer = fakeRenderer();
    show();
    // jsdom has no PointerEvent: a mouse event with a pointer id carries the coordinates.
    vi.stubGlobal(
      'PointerEvent',
      class extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      },
    );
    const dial = screen.getByRole('slider', { name: 'Time of day' });
    dial.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 100 });
    await act(async () => {
      fireEvent.pointerDown(dial, { pointerId: 1, clientX: 100, clientY: 50 });
      fireEvent.pointerMove(dial, { pointerId: 1, clientX: 50, clientY: 100 });
    });
    expect(dial.getAttribute('aria-valuetext')).toBe('12 p.m');
    expect(renderer.sent).toEqual([]);
    await act(async () => {
      fireEvent.pointerUp(dial, { pointerId: 1, clientX: 0, clientY: 50 });
    });
    expect(renderer.sent).toEqual(['daytime 17']);
    expect(dial.getAttribute('aria-valuetext')).toBe('5 p.m');
  });

  it('sends cinematics and perspectives by their Ids', async () => {
    const renderer = fakeRenderer();
    show();
    await click(within(group('Cinematics')).getByRole('button', { name: 'Ride-by' }));
    await click(within(group('Perspectives')).getByRole('button', { name: 'Rear' }));
    expect(renderer.sent).toEqual(['cinemat rideby', 'perspct rear']);
  });

  it('plays one animation at a time on a desktop', async () => {
    const renderer = fakeRenderer();
    show();
    const views = group('Animations');
    await click(within(views).getByRole('button', { name: 'Wheel spin' }));
    await click(within(views).getByRole('button', { name: 'Steering' }));
    expect(renderer.sent).toEqual(['animatn wheelspin', 'animatn steer']);
    expect(within(views).getByRole('button', { name: 'Wheel spin' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await click(within(views).getByRole('button', { name: 'Steering' }));
    expect(renderer.sent).toHaveLength(2);
    expect(within(views).getByRole('button', { name: 'Steering' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('switches tilt-shift on and off, and never offers it on a phone', async () => {
    const renderer = fakeRenderer();
    const view = show();
    const tiltShift = screen.getByRole('switch', { name: 'Tilt-shift' });
    await click(tiltShift);
    await click(tiltShift);
    expect(renderer.sent).toEqual(['tiltsft on', 'tiltsft off']);
    view.unmount();
    show({ mobile: true });
    expect(screen.queryByRole('switch', { name: 'Tilt-shift' })).toBeNull();
  });

  it('switches the engine sound, which the X-Bow does not offer; the X-Bow opens its colours', async () => {
    const renderer = fakeRenderer();
    const view = show();
    const sound = screen.getByRole('switch', { name: 'Engine sound' });
    expect(sound.getAttribute('aria-checked')).toBe('true');
    await click(sound);
    await click(sound);
    expect(renderer.sent).toEqual(['soundfx off', 'soundfx on']);
    expect(screen.queryByRole('button', { name: 'Colours' })).toBeNull();
    view.unmount();
    show({ settings: XBOW_SETTINGS, xBow: true });
    expect(screen.queryByRole('switch', { name: 'Engine sound' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Colours' }));
    expect($openPanel.value).toBe('colors');
  });
});
