// @vitest-environment jsdom
import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $account } from '../../../stores/accountStore.js';
import { $dealerInquirySent } from '../../../stores/configurationStore.js';
import { $country } from '../../../stores/shellStore.js';
import { TEST_CUSTOMER } from '../../../testing/accountTesting.js';
import { AUSTRIA, DORN, dealersAnswer } from '../../../testing/dealerFixture.js';
import { type RecordedCall, type RouteAnswer, routeFetch } from '../../../testing/fetchRoutes.js';
import { layoutAnswer, stubScreenshotCanvas } from '../../../testing/screenshotStubs.js';
import { ID, MODEL, PARTS, showSummary } from '../testing/summaryFixture.js';

const SCREENSHOT = 'data:image/png;base64,U0NSRUVOU0hPVA==';
const STORAGE_KEY = 'configurator.ktmScreenshot';

beforeEach(() => {
  $account.value = TEST_CUSTOMER;
  $country.value = 'AT';
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  $account.value = null;
  sessionStorage.clear();
});

function server(send: () => RouteAnswer): RecordedCall[] {
  return routeFetch({
    'GET /api/dealers': dealersAnswer(AUSTRIA),
    'GET /images-fe/duke-0.webp': layoutAnswer,
    [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: send,
  });
}

const ok = (): RouteAnswer => ({ body: { ConfigurationId: ID } });

/** Opens the enquiry from the summary and chooses Bike Dorn in the search. */
async function chooseDorn() {
  fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
  fireEvent.click(screen.getByRole('button', { name: 'Find a dealer' }));
  const list = await screen.findByRole('list', { name: 'Dealers' });
  fireEvent.click(await within(list).findByRole('button', { name: 'Bike Dorn Weg 2, 8010 Graz' }));
}

const sends = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('send to dealer from the summary', () => {
  it('sends the enquiry with the chosen dealer, the profile and a 1080 x 1080 screenshot, then shows the enquiry summary', async () => {
    const canvas = stubScreenshotCanvas(SCREENSHOT);
    const calls = server(ok);
    showSummary();
    await chooseDorn();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeTruthy();
    expect(screen.getByText('Offer saved and sent to your dealer!')).toBeTruthy();
    expect(sends(calls).map((call) => call.input)).toEqual([
      {
        configurationId: ID,
        dealer: DORN,
        userProfileId: 'user-7',
        userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
        screenshotData: SCREENSHOT,
      },
    ]);
    // The screenshot: the viewer's layers in z order, the copyright line with this year.
    expect(canvas.exports).toEqual(['image/png 1080x1080']);
    expect(canvas.drawn).toEqual([
      '/api/posconfigurator/blob-image/background.webp',
      '/api/posconfigurator/blob-image/base.webp',
    ]);
    expect(canvas.texts).toEqual([`© ${new Date().getFullYear()} KTM Sportmotorcycle GmbH`]);
    // Kept for the PDF, under the brand's name, for this configuration in this state.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      configurationId: ID,
      stamp: configurationStamp({
        modelId: 'KTM-390-DUKE-2024',
        variationCode: 'ORANGE',
        mainImages: PARTS.slice(0, 3).map((part) => part.Images.Main),
      }),
      data: SCREENSHOT,
    });
    expect(MODEL).toBe('KTM-390-DUKE-2024');
    expect($dealerInquirySent.value).toBe(true);
  });

  it('says the mail could not be sent, offers a retry and stays on the summary', async () => {
    stubScreenshotCanvas(SCREENSHOT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let status = 500;
    const calls = server(() => (status === 200 ? ok() : { status, body: { Message: 'SMTP is down' } }));
    showSummary();
    await chooseDorn();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText('We were not able to send the email')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect($dealerInquirySent.value).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your configuration');
    expect(screen.queryByText('Offer saved and sent to your dealer!')).toBeNull();

    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeTruthy();
    expect(sends(calls)).toHaveLength(2);
  });

  it('logs a session storage that refuses the screenshot, and the enquiry still goes with it', async () => {
    stubScreenshotCanvas(SCREENSHOT);
    const refusal = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw refusal;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = server(ok);
    showSummary();
    await chooseDorn();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('The screenshot could not be kept for the PDF', refusal);
    expect(sends(calls)[0]?.input).toMatchObject({ screenshotData: SCREENSHOT });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('sends the enquiry without a screenshot when a picture of the vehicle cannot be loaded', async () => {
    stubScreenshotCanvas(SCREENSHOT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = routeFetch({
      'GET /api/dealers': dealersAnswer(AUSTRIA),
      'GET /images-fe/duke-0.webp': () => ({
        body: {
          Perspective: 0,
          Width: 1,
          Height: 1,
          Layers: [{ Name: 'v', ZIndex: 0, Url: '/missing.webp' }],
        },
      }),
      [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: ok,
    });
    showSummary();
    await chooseDorn();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeTruthy();
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    expect(sends(calls)[0]?.input).not.toHaveProperty('screenshotData');
    expect(warn).toHaveBeenCalledWith(
      'The screenshot could not be made; the enquiry goes without it',
      expect.any(Error),
    );
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('asks for the X-Bow dealers when the model is an X-Bow', async () => {
    const calls = server(ok);
    showSummary({ vehicle: { Name: 'KTM X-BOW GTX 2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Find a dealer' }));
    await screen.findByRole('button', { name: /^Bike Dorn/ });
    expect(calls.find((call) => call.path === '/api/dealers')?.input).toMatchObject({
      brand: 'ktm',
      qualification: '1000681369',
    });
  });

  /** Whether the summary offers Send to dealer, once the model's overview is in. */
  async function offered(options: Parameters<typeof showSummary>[0]): Promise<boolean> {
    const { unmount } = showSummary(options);
    // The total shows once the overview is in: from then on the button is there or never will be.
    await screen.findByLabelText('Total price');
    const shown = screen.queryByRole('button', { name: 'Send to dealer' }) !== null;
    unmount();
    return shown;
  }

  it('is not offered when the model has no offer button or dealer search is off', async () => {
    server(ok);
    expect(await offered({})).toBe(true);
    expect(await offered({ vehicle: { ShowOfferButton: false } })).toBe(false);
    expect(await offered({ settings: { DealerSearch2DEnabled: false } })).toBe(false);
  });

  it('is offered only where the enquiry can succeed: accounts on, and the 3D dealer search for a 3D model', async () => {
    server(ok);
    const noAccounts = { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: false };
    expect(await offered({ settings: { CdcApplicationSettings: noAccounts } })).toBe(false);
    const threeD = { RenderingEngine: 'Engine3D' as const };
    expect(await offered({ vehicle: threeD, settings: { DealerSearch3DEnabled: false } })).toBe(false);
    expect(await offered({ vehicle: threeD, settings: { DealerSearch2DEnabled: false } })).toBe(true);
  });

  it('opens the enquiry as the sendConfigurationToDealer dialog, leaving the summary as it was', async () => {
    server(ok);
    showSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to dealer' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to dealer' });
    expect(within(dialog).getByText('No dealer selected')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('No dealer selected')).toBeNull();
  });
});
