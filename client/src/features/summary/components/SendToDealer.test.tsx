// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { $account } from '../../account/stores/accountStore.js';
import { $dealerInquirySent } from '../../configuration/stores/configurationStore.js';
import { $country } from '../../shell/stores/shellStore.js';
import { ID, showSummary } from '../testing/summaryFixture.js';

afterEach(() => {
  vi.unstubAllGlobals();
  $account.value = null;
});

describe('send to dealer', () => {
  const DEALERS = [
    { DealerNo: 'D-100', Name: 'Moto Berger', Street: 'Ring 1', PostCode: '1010', Town: 'Wien' },
    { DealerNo: 'D-200', Name: 'Bike Dorn', Street: 'Weg 2', PostCode: '8010', Town: 'Graz' },
  ];

  function dealerServer(sendStatus: number) {
    return routeFetch({
      // No dealer of the brand in the visitor's country: the search without a country answers.
      'GET /api/dealers': (input) => ({
        body: { Dealers: (input as { country?: string }).country ? [] : DEALERS },
      }),
      [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: () =>
        sendStatus === 200
          ? { body: { ConfigurationId: ID } }
          : { status: sendStatus, body: { Message: 'Sending to a dealer is not available yet.' } },
    });
  }

  function loggedIn() {
    $account.value = {
      UID: 'user-7',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.com',
      dealerNo: null,
    };
    $country.value = 'AT';
  }

  it('sends the enquiry with the chosen dealer and the profile, then shows the 3D-style summary', async () => {
    const calls = dealerServer(200);
    loggedIn();
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
    const dealer = await screen.findByRole('option', { name: 'Bike Dorn, Weg 2, 8010 Graz' });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('No dealer selected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dealer'), {
      target: { value: (dealer as HTMLOptionElement).value },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeTruthy();
    expect(screen.getByText('Offer saved and sent to your dealer!')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.input).toEqual({
      configurationId: ID,
      dealer: DEALERS[1],
      userProfileId: 'user-7',
      userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
    });
    expect(calls.filter((call) => call.path === '/api/dealers').map((call) => call.input)).toEqual([
      { brand: 'KTM', country: 'AT', limit: '50' },
      { brand: 'KTM', limit: '50' },
    ]);
  });

  it('says sending is not available yet while the server answers 501, and stays on the summary', async () => {
    dealerServer(501);
    loggedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
    await screen.findByRole('option', { name: 'Moto Berger, Ring 1, 1010 Wien' });
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'D-100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('This function is not available yet.')).toBeTruthy();
    expect($dealerInquirySent.value).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your configuration');
    warn.mockRestore();
  });
});
