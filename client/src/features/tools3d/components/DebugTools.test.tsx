// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $engineReady, $streamState } from '../../../stores/streamStore.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { closeTools, fakeRenderer } from '../testing/toolsFixture.js';
import { ShowDebugTools } from './DebugTools.js';

afterEach(() => closeTools());

async function send(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Stream command' }), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

describe('the 3D debug tools', () => {
  it('are not there without the setting Show3DDebugTools', () => {
    fakeRenderer();
    renderWithShell(<ShowDebugTools />, { settings: { Show3DDebugTools: false } });
    expect(screen.queryByRole('heading', { name: 'Debug tools' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('send what is typed and show the reply, the stream state and the renderer version', async () => {
    const renderer = fakeRenderer((command) =>
      command === 'ueversn' ? 'ueversn 3.4.1' : command === 'fly' ? null : `${command} done`,
    );
    $streamState.value = 'LOAD_ENV';
    renderWithShell(<ShowDebugTools />, { settings: { Show3DDebugTools: true } });
    expect(screen.getByRole('heading', { name: 'Debug tools' })).toBeTruthy();
    expect(screen.getByText('LOAD_ENV')).toBeTruthy();
    expect(renderer.sent).toEqual([]);

    await act(async () => {
      $streamState.value = 'INIT_DONE';
      $engineReady.value = true;
    });
    expect(renderer.sent).toEqual(['ueversn']);
    expect(screen.getByText('3.4.1')).toBeTruthy();
    expect(screen.getByText('INIT_DONE')).toBeTruthy();

    await send('envilvl city');
    expect(renderer.sent).toEqual(['ueversn', 'envilvl city']);
    expect(screen.getByText('envilvl city done')).toBeTruthy();

    await send('fly');
    expect(
      screen.getByText('No reply: the command was refused or the stream is not connected.'),
    ).toBeTruthy();
  });

  it('show the error when sending fails', async () => {
    const renderer = fakeRenderer();
    renderer.send.mockRejectedValueOnce(new Error('socket closed'));
    renderWithShell(<ShowDebugTools />, { settings: { Show3DDebugTools: true } });
    await send('ueversn');
    expect(screen.getByText('The command failed: socket closed')).toBeTruthy();
  });
});
