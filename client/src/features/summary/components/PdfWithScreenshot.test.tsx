// @vitest-environment jsdom
import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenshotStorageKey, storeScreenshot } from '../../../lib/screenshotStorage.js';
import { $account } from '../../../stores/accountStore.js';
import { $country } from '../../../stores/shellStore.js';
import { TEST_CUSTOMER } from '../../../testing/accountTesting.js';
import { AUSTRIA, dealersAnswer } from '../../../testing/dealerFixture.js';
import { type RecordedCall, routeFetch } from '../../../testing/fetchRoutes.js';
import { layoutAnswer, stubScreenshotCanvas } from '../../../testing/screenshotStubs.js';
import { ID, PARTS, showSummary } from '../testing/summaryFixture.js';

const SCREENSHOT = 'data:image/png;base64,U0NSRUVOU0hPVA==';
/** The stamp of the summary fixture's configuration: its model, variation and first three parts. */
const STAMP = configurationStamp({
  modelId: 'KTM-390-DUKE-2024',
  variationCode: 'ORANGE',
  mainImages: PARTS.slice(0, 3).map((part) => part.Images.Main),
});

let calls: RecordedCall[];
const pdf = () => ({
  body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  headers: { 'content-disposition': 'attachment; filename="summary.pdf"' },
});

beforeEach(() => {
  sessionStorage.clear();
  calls = routeFetch({
    'GET /api/dealers': dealersAnswer(AUSTRIA),
    'GET /images-fe/duke-0.webp': layoutAnswer,
    [`POST /api/posconfigurator/configuration/${ID}/send-dealer`]: () => ({ body: { ConfigurationId: ID } }),
    [`GET /api/posconfigurator/configuration/${ID}/pdf`]: pdf,
    [`POST /api/posconfigurator/configuration/${ID}/pdfwithscreenshot`]: pdf,
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  $account.value = null;
});

const pdfCalls = () => calls.filter((call) => /\/pdf(withscreenshot)?$/.test(call.path));

async function downloadPdf() {
  fireEvent.click(screen.getAllByRole('button', { name: 'Download PDF' })[0]!);
  await screen.findAllByRole('button', { name: 'PDF downloaded' });
}

describe('the PDF summary with the enquiry’s screenshot', () => {
  it('prints the screenshot made for the dealer enquiry', async () => {
    stubScreenshotCanvas(SCREENSHOT);
    $account.value = TEST_CUSTOMER;
    $country.value = 'AT';
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Find a dealer' }));
    const list = await screen.findByRole('list', { name: 'Dealers' });
    fireEvent.click(await within(list).findByRole('button', { name: /^Bike Dorn/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Thank you for your enquiry' });

    await downloadPdf();
    expect(pdfCalls().map((call) => [call.method, call.path, call.input])).toEqual([
      ['POST', `/api/posconfigurator/configuration/${ID}/pdfwithscreenshot`, { ScreenshotData: SCREENSHOT }],
    ]);
  });

  it('prints the plain PDF without a stored screenshot', async () => {
    showSummary();
    await downloadPdf();
    expect(pdfCalls().map((call) => [call.method, call.path])).toEqual([
      ['GET', `/api/posconfigurator/configuration/${ID}/pdf`],
    ]);
    expect(pdfCalls()[0]?.input).toMatchObject({ stamp: STAMP });
  });

  it('prints the plain PDF when the screenshot shows another state or another configuration', async () => {
    storeScreenshot('KTM', { configurationId: ID, stamp: `${STAMP}1`, data: SCREENSHOT });
    storeScreenshot('HQV', { configurationId: 'another', stamp: STAMP, data: SCREENSHOT });
    showSummary();
    await downloadPdf();
    expect(pdfCalls().map((call) => call.method)).toEqual(['GET']);
  });

  it('prints a stored screenshot of this configuration in this state', async () => {
    storeScreenshot('KTM', { configurationId: ID, stamp: STAMP, data: SCREENSHOT });
    expect(sessionStorage.getItem(screenshotStorageKey('KTM'))).toContain(SCREENSHOT);
    showSummary();
    await downloadPdf();
    expect(pdfCalls().map((call) => [call.method, call.input])).toEqual([
      ['POST', { ScreenshotData: SCREENSHOT }],
    ]);
  });

  it('prints the plain PDF when the stored screenshot cannot be read, and logs it', async () => {
    sessionStorage.setItem(screenshotStorageKey('KTM'), '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSummary();
    await downloadPdf();
    expect(pdfCalls().map((call) => call.method)).toEqual(['GET']);
    expect(warn).toHaveBeenCalledWith('The stored screenshot could not be read', expect.any(SyntaxError));
  });
});
