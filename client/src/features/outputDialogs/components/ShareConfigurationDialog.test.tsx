// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../../stores/dialogStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { ID, showOutputDialog } from '../testing/outputDialogFixture.js';

const SHARE = 'configuration.share';
const URL_OF_LINK = 'https://configurator.example.com/s/Ab3dE9';
const SHARED = () => ({ body: { code: 'Ab3dE9', path: '/s/Ab3dE9', url: URL_OF_LINK } });

let clipboard: string[];

function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  clipboard = [];
  stubNavigator('clipboard', {
    writeText: async (text: string) => {
      clipboard.push(text);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

const linkField = () => screen.getByLabelText<HTMLInputElement>('Link to your configuration');

describe('share dialog', () => {
  it('gets the short link, shows it and copies it to the clipboard', async () => {
    const calls = routeFetch({ [SHARE]: SHARED });
    showOutputDialog('shareConfiguration');
    expect(screen.getByRole('dialog', { name: 'Share configuration' })).toBeTruthy();
    expect(screen.getByText('Creating the link…')).toBeTruthy();
    expect(await screen.findByDisplayValue(URL_OF_LINK)).toBe(linkField());
    expect(clipboard).toEqual([URL_OF_LINK]);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(calls.map((call) => [call.method, call.path])).toEqual([['POST', SHARE]]);
    expect(calls[0]!.input).toEqual({ configurationId: ID, c: 'en-GB' });
  });

  it('asks the server once per configuration: opened again, the dialog shows the same link', async () => {
    const calls = routeFetch({ [SHARE]: SHARED });
    showOutputDialog('shareConfiguration');
    await screen.findByDisplayValue(URL_OF_LINK);
    act(() => closeDialog());
    act(() => openDialog({ kind: 'shareConfiguration' }));
    expect(linkField().value).toBe(URL_OF_LINK);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(clipboard).toEqual([URL_OF_LINK, URL_OF_LINK]);
    expect(calls.filter((call) => call.path === SHARE)).toHaveLength(1);
  });

  it('offers the system share sheet only where the browser has one', async () => {
    routeFetch({ [SHARE]: SHARED });
    const first = showOutputDialog('shareConfiguration');
    await screen.findByDisplayValue(URL_OF_LINK);
    expect(screen.queryByRole('button', { name: 'Share via…' })).toBeNull();
    first.unmount();

    const shared: ShareData[] = [];
    stubNavigator('share', async (data: ShareData) => {
      shared.push(data);
    });
    showOutputDialog('shareConfiguration');
    fireEvent.click(await screen.findByRole('button', { name: 'Share via…' }));
    expect(shared).toEqual([expect.objectContaining({ url: URL_OF_LINK })]);
  });

  it("logs a failure and says 'no link availiable' (spelled so)", async () => {
    routeFetch({ [SHARE]: () => ({ status: 500, body: 'boom' }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('shareConfiguration');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('no link availiable');
    expect(screen.queryByLabelText('Link to your configuration')).toBeNull();
    expect(clipboard).toEqual([]);
    expect(warn).toHaveBeenCalledWith('share link failed', expect.anything());
  });

  it("sends the link to a recipient by mail ('Send to')", async () => {
    const calls = routeFetch({
      [SHARE]: SHARED,
      'configuration.send': () => ({ body: { configurationId: ID } }),
    });
    showOutputDialog('shareConfiguration');
    await screen.findByDisplayValue(URL_OF_LINK);
    const recipient = screen.getByLabelText<HTMLInputElement>('Send to');
    expect(recipient.value).toBe('@');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
    fireEvent.change(recipient, { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Summary sent!')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'configuration.send').map((call) => call.input)).toEqual([
      { configurationId: ID, c: 'en-GB', email: 'friend@example.com' },
    ]);
  });
});
