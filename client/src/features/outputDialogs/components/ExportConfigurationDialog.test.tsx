// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $customer, DEFAULT_COMPANY_ID } from '../../../stores/configurationStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { API, held, ID, showOutputDialog } from '../testing/outputDialogFixture.js';

const SEND_EXPORT = 'configuration.sendExport';

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The addresses the page handed to the browser as downloads. */
function catchDownloads(): string[] {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
  return downloads;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('export dialog', () => {
  it('keeps the download disabled until first and last name are both filled (not just spaces)', () => {
    showOutputDialog('exportConfiguration');
    expect(screen.getByRole('dialog', { name: 'Export configuration' })).toBeTruthy();
    expect(button('Download').disabled).toBe(true);
    type('First name', 'Anna');
    expect(button('Download').disabled).toBe(true);
    type('Last name', '   ');
    fireEvent.blur(field('Last name'));
    expect(button('Download').disabled).toBe(true);
    expect(screen.getByText('Required')).toBeTruthy();
    type('Last name', 'Berger');
    expect(button('Download').disabled).toBe(false);
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('downloads through the export link with the names percent-encoded into it', () => {
    const downloads = catchDownloads();
    showOutputDialog('exportConfiguration');
    type('First name', ' Anna Maria ');
    type('Last name', 'Müller & Söhne+Co');
    fireEvent.click(button('Download'));
    expect(downloads).toHaveLength(1);
    const link = downloads[0]!;
    expect(link).toBe(
      `${API}/export?cid=${DEFAULT_COMPANY_ID}&c=en-GB` +
        '&firstname=Anna%20Maria&lastname=M%C3%BCller%20%26%20S%C3%B6hne%2BCo',
    );
    const query = new URL(link, 'http://localhost').searchParams;
    expect(query.get('firstname')).toBe('Anna Maria');
    expect(query.get('lastname')).toBe('Müller & Söhne+Co');
    // The names are kept for the next dialog of the visit.
    expect($customer.value).toMatchObject({ name: 'Anna Maria', surname: 'Müller & Söhne+Co' });
  });

  it("says 'Invalid E-Mail' for a bad address in 'Send to' and keeps Send and Download disabled while it shows", () => {
    const downloads = catchDownloads();
    const calls = routeFetch({});
    showOutputDialog('exportConfiguration');
    type('First name', 'Anna');
    type('Last name', 'Berger');
    type('Send to', 'anna@');
    fireEvent.blur(field('Send to'));
    expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
    expect(field('Send to').getAttribute('aria-invalid')).toBe('true');
    expect(button('Send').disabled).toBe(true);
    expect(button('Download').disabled).toBe(true);
    fireEvent.click(button('Download'));
    fireEvent.click(button('Send'));
    expect(downloads).toEqual([]);
    expect(calls).toEqual([]);
    // Mended: both work again, and the download carries the address.
    type('Send to', 'anna@example.com');
    expect(screen.queryByText('Invalid E-Mail')).toBeNull();
    expect(button('Send').disabled).toBe(false);
    fireEvent.click(button('Download'));
    expect(new URL(downloads[0]!, 'http://localhost').searchParams.get('email')).toBe('anna@example.com');
    // Cleared: the download needs no address.
    type('Send to', '');
    expect(button('Download').disabled).toBe(false);
    fireEvent.click(button('Download'));
    expect(new URL(downloads[1]!, 'http://localhost').searchParams.has('email')).toBe(false);
  });

  it('shows the mistake instead of downloading when the address was typed but not yet left', () => {
    const downloads = catchDownloads();
    showOutputDialog('exportConfiguration');
    type('First name', 'Anna');
    type('Last name', 'Berger');
    type('Send to', 'anna.example.com');
    expect(screen.queryByText('Invalid E-Mail')).toBeNull();
    fireEvent.click(button('Download'));
    expect(downloads).toEqual([]);
    expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
    expect(button('Download').disabled).toBe(true);
  });

  it('sends nothing without an address, and asks for a valid one', () => {
    const calls = routeFetch({});
    showOutputDialog('exportConfiguration');
    type('First name', 'Anna');
    type('Last name', 'Berger');
    // An empty optional address is no mistake for the download ...
    fireEvent.blur(field('Send to'));
    expect(screen.queryByText('Invalid E-Mail')).toBeNull();
    // ... but a send needs a recipient.
    fireEvent.click(button('Send'));
    expect(screen.getByText('Invalid E-Mail')).toBeTruthy();
    expect(button('Send').disabled).toBe(true);
    expect(calls).toEqual([]);
    // The download needs no address.
    expect(button('Download').disabled).toBe(false);
  });

  it("sends the export to the address: the names and e-mail posted, then 'Export sent!'", async () => {
    const pending = held<{ body: unknown }>();
    const calls = routeFetch({ [SEND_EXPORT]: () => pending.answer });
    showOutputDialog('exportConfiguration');
    type('First name', 'Anna');
    type('Last name', 'Berger');
    type('Send to', ' anna@example.com ');
    fireEvent.click(button('Send'));
    expect(button('Send').getAttribute('aria-busy')).toBe('true');
    expect(button('Send').disabled).toBe(true);
    expect(field('Send to').disabled).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toEqual({
      configurationId: ID,
      c: 'en-GB',
      email: 'anna@example.com',
      firstname: 'Anna',
      lastname: 'Berger',
    });
    expect(calls[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
    await act(async () => pending.release({ body: { configurationId: ID } }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sent' })).disabled).toBe(true);
    expect(screen.getByText('Export sent!')).toBeTruthy();
    expect($customer.value.email).toBe('anna@example.com');
  });

  it('says it could not send the e-mail, with the server’s Message, and offers a retry', async () => {
    routeFetch({
      [SEND_EXPORT]: () => ({ status: 400, body: 'email: must be a valid e-mail address' }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('exportConfiguration');
    type('First name', 'Anna');
    type('Last name', 'Berger');
    type('Send to', 'anna@example.com');
    fireEvent.click(button('Send'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We were not able to send the email')).toBeTruthy();
    expect(within(alert).getByText('email: must be a valid e-mail address')).toBeTruthy();
    expect(button('Retry').disabled).toBe(false);
    expect(screen.queryByText('Export sent!')).toBeNull();
  });
});
