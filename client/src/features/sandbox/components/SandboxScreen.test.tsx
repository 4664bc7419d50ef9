// @vitest-environment jsdom
import { SANDBOX_TRY_AGAIN_LOCK_MS } from '@configurator/domain/screen/shellConstants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { requestContext } from '../../../stores/configurationStore.js';
import { KTM_LIST } from '../../../testing/fixtures.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { SandboxScreen } from './SandboxScreen.js';

const api = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('../../../lib/trpcClient.js', () => ({
  trpc: { configuration: { create: { mutate: api.create } } },
}));

function showSandbox() {
  return renderWithShell(<SandboxScreen />, {
    path: '/sandbox',
    queryData: [[vehicleListQuery('KTM', requestContext()).queryKey, KTM_LIST]],
  });
}

describe('sandbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('switches the sound icon between on and off', () => {
    showSandbox();
    expect(screen.getByText('Sound is on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sound off' }));
    expect(screen.getByText('Sound is off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sound on' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('locks try-again for 10 seconds after a press', () => {
    showSandbox();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const locked = screen.getByRole('button', { name: 'Try again in 10 s' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(SANDBOX_TRY_AGAIN_LOCK_MS - 1000));
    expect((screen.getByRole('button', { name: /^Try again in/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Presses: 1')).toBeTruthy();
  });

  it('creates a test configuration and links its PDF', async () => {
    api.create.mockResolvedValue({ ConfigurationId: 'c0ffee00-0000-4000-8000-0000000000dd' });
    showSandbox();
    fireEvent.click(screen.getByRole('button', { name: 'Create a test configuration' }));
    const link = await screen.findByRole('link', { name: 'Download the PDF' });
    expect(link.getAttribute('href')).toBe(
      '/api/posconfigurator/configuration/c0ffee00-0000-4000-8000-0000000000dd/pdf?c=en-GB',
    );
    expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ modelId: 'KTM-125-DUKE-2024' }));
  });
});
