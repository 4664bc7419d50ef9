// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $streamState, $userDidTimeoutInStream } from '../../../stores/streamStore.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { $brokenAt, $inactivePrompt, $streamQueue } from '../stores/stream3dStore.js';
import { EngineBusyHint, InactivityPrompt, TimedOutHint } from './StreamHints.js';
import { WaitingRoom } from './WaitingRoom.js';

vi.mock('../../../lib/trpcClient.js', () => ({ trpc: {} }));

const BUSY = 'Sorry. Right now all our 3D feeds are busy. Please try again in few minutes.';

describe('the 3D screen hints', () => {
  afterEach(() => {
    vi.useRealTimers();
    $streamState.value = null;
    $brokenAt.value = null;
    $inactivePrompt.value = null;
    $userDidTimeoutInStream.value = false;
    $streamQueue.value = null;
  });

  it('counts 20 s down after the renderer broke, then offers try again', () => {
    vi.useFakeTimers();
    const tryAgain = vi.fn();
    $streamState.value = 'BROKEN';
    $brokenAt.value = Date.now();
    renderWithShell(<EngineBusyHint onTryAgain={tryAgain} />);
    expect(screen.getByText(BUSY)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Try again in 20 s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.getByRole('button', { name: 'Try again in 1 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(tryAgain).toHaveBeenCalledOnce();
  });

  it('says for how long the visitor has been inactive, counting on, until OK', () => {
    vi.useFakeTimers();
    const confirm = vi.fn();
    $inactivePrompt.value = { seconds: 120, since: Date.now() };
    renderWithShell(<InactivityPrompt onConfirm={confirm} />);
    expect(screen.getByText('You are inactive for 120 seconds.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('You are inactive for 125 seconds.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('after a time-out offers OK, choose model, new configuration and the way back after 600 ms', async () => {
    vi.useFakeTimers();
    const actions = { onRestart: vi.fn(), onChooseModel: vi.fn(), onNewConfiguration: vi.fn() };
    const shareUrl = vi.fn().mockResolvedValue('http://localhost/s/abc');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    $userDidTimeoutInStream.value = true;
    renderWithShell(<TimedOutHint {...actions} shareUrl={shareUrl} />);
    expect(screen.getByText('You have been inactive for too long.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose model' }));
    fireEvent.click(screen.getByRole('button', { name: 'New configuration' }));
    expect(actions.onRestart).toHaveBeenCalledOnce();
    expect(actions.onChooseModel).toHaveBeenCalledOnce();
    expect(actions.onNewConfiguration).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Back to this configuration' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(599);
    });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(assign).toHaveBeenCalledWith('http://localhost/s/abc');
    vi.unstubAllGlobals();
  });

  it('shows the waiting room progress by state and the place in the queue', () => {
    vi.useFakeTimers();
    $streamState.value = 'LOAD_ENV';
    renderWithShell(<WaitingRoom clipGroup="ktm" isXBow={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(document.querySelector('.waiting-room-loading .visually-hidden')?.textContent).toBe(
      '40% Preparing Environment',
    );
    expect(document.querySelector('.waiting-room-step.active video')?.getAttribute('src')).toBe(
      '/videos/ktm/ktm_rotate.mp4',
    );
    act(() => vi.advanceTimersByTime(4000));
    expect(document.querySelector('.waiting-room-step.active')?.getAttribute('data-kind')).toBe('zoom');
    act(() => {
      $streamState.value = 'LOAD_BIKE';
      $streamQueue.value = { position: 3, estimateSeconds: 240, message: BUSY };
    });
    expect(screen.getByText('You are number 3 in the queue.')).toBeTruthy();
    expect(screen.getByText('Expected wait: about 4 min.')).toBeTruthy();
    expect(document.querySelector('.waiting-room-loading .visually-hidden')?.textContent).toBe(
      '20% assembling bike',
    );
  });
});
