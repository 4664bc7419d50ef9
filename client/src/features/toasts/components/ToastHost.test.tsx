// @vitest-environment jsdom
import { TOAST_DURATION_MS } from '@configurator/domain/screen/shellConstants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../stores/toastStore.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message and hides it after 1900 ms', () => {
    renderWithShell(null);
    act(() => showToast('Part Added!'));
    expect(screen.getByRole('status').textContent).toBe('Part Added!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Part Added!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('replaces the showing toast with a new one, which gets its own 1900 ms', () => {
    renderWithShell(null);
    act(() => showToast('Part Added!'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => showToast('Part removed!'));
    expect(screen.getByRole('status').textContent).toBe('Part removed!');
    expect(screen.getByRole('status').textContent).not.toContain('Part Added!');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Part removed!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
