// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../../stores/dialogStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { held, ID, showOutputDialog } from '../testing/outputDialogFixture.js';

const SEND = 'configuration.send';

const field = () => screen.getByLabelText<HTMLInputElement>('Send to');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (value: string) => fireEvent.change(field(), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('send-by-mail dialog', () => {
  it("starts with the default customer e-mail, a lone '@', which is never sent", () => {
    const calls = routeFetch({});
    showOutputDialog('sendConfiguration');
    expect(screen.getByRole('dialog', { name: 'Send configuration' })).toBeTruthy();
    expect(field().value).toBe('@');
    expect(field().required).toBe(true);
    // Untouched, it does not complain yet; the send marks it touched.
    expect(screen.queryByText('Invalid E-Mail')).toBeNull();
    fireEvent.click(button('Send'));
    expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it.each(['', '   ', 'anna', 'anna@', '@example.com', 'anna berger@example.com'])(
    "refuses '%s' with 'Invalid E-Mail'",
    (address) => {
      const calls = routeFetch({});
      showOutputDialog('sendConfiguration');
      type(address);
      fireEvent.blur(field());
      expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
      fireEvent.click(button('Send'));
      expect(calls).toEqual([]);
    },
  );

  it("sends the summary to the address: the field is disabled while sending, then 'Summary sent!'", async () => {
    const pending = held<{ body: unknown }>();
    const calls = routeFetch({ [SEND]: () => pending.answer });
    showOutputDialog('sendConfiguration');
    type('anna@example.com');
    fireEvent.click(button('Send'));
    expect(field().disabled).toBe(true);
    expect(button('Send').getAttribute('aria-busy')).toBe('true');
    expect(button('Send').disabled).toBe(true);
    await waitFor(() =>
      expect(calls).toEqual([
        expect.objectContaining({
          method: 'POST',
          input: { configurationId: ID, c: 'en-GB', email: 'anna@example.com' },
        }),
      ]),
    );
    await act(async () => pending.release({ body: { configurationId: ID } }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sent' })).disabled).toBe(true);
    expect(screen.getByText('Summary sent!')).toBeTruthy();

    // The address is the customer's now: the next send starts with it.
    act(() => closeDialog());
    act(() => openDialog({ kind: 'sendConfiguration' }));
    expect(field().value).toBe('anna@example.com');
  });

  it("says 'We were not able to send the email' on failure; the retry can succeed", async () => {
    let status = 503;
    routeFetch({ [SEND]: () => (status === 503 ? { status, body: '' } : { body: { configurationId: ID } }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('sendConfiguration');
    type('anna@example.com');
    fireEvent.click(button('Send'));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'We were not able to send the email',
    ]);
    expect(field().disabled).toBe(false);
    status = 200;
    fireEvent.click(button('Retry'));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the network text when no answer comes', async () => {
    routeFetch({
      [SEND]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('sendConfiguration');
    type('anna@example.com');
    fireEvent.click(button('Send'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We were not able to send the email')).toBeTruthy();
    expect(within(alert).getByText('Internet connection failed, please retry')).toBeTruthy();
    expect(button('Retry')).toBeTruthy();
  });
});
