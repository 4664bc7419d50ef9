// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $account } from '../../../stores/accountStore.js';
import { $streamMuted, setStreamFrameSource } from '../../../stores/streamStore.js';
import { TEST_CUSTOMER } from '../../../testing/accountTesting.js';
import { type RecordedCall, type RouteAnswer, routeFetch } from '../../../testing/fetchRoutes.js';
import { stubScreenshotCanvas } from '../../../testing/screenshotStubs.js';
import { ID, show3D } from '../testing/overview3dFixture.js';
import { BottomBar3D } from './BottomBar3D.js';

const SCREENSHOT = 'data:image/png;base64,TElWRQ==';
const PDF_PATH = `/api/posconfigurator/configuration/${ID}/pdf`;
const PDF_SHOT_PATH = `/api/posconfigurator/configuration/${ID}/pdfwithscreenshot`;

/** A live picture as the video element gives it: 1920 x 1080. */
const liveVideo = () => ({ videoWidth: 1920, videoHeight: 1080 }) as unknown as CanvasImageSource;

const pdf = (): RouteAnswer => ({
  body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  headers: { 'content-disposition': 'attachment; filename="KTM-390-DUKE.pdf"' },
});

let downloads: { href: string; download: string }[];

beforeEach(() => {
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  setStreamFrameSource(null);
  $account.value = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const muteButton = () => screen.queryByRole('button', { name: 'Mute engine sound' });

describe('the mute toggle', () => {
  it('mutes and unmutes the stream’s sound', () => {
    show3D(<BottomBar3D />);
    const mute = muteButton();
    expect(mute?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute as HTMLElement);
    expect($streamMuted.value).toBe(true);
    expect(muteButton()?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(muteButton() as HTMLElement);
    expect($streamMuted.value).toBe(false);
  });

  it('is not offered for the X-Bow, before the engine is ready, or without a login', () => {
    const { unmount } = show3D(<BottomBar3D />, { xbow: true });
    expect(muteButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Screenshot' })).toBeTruthy();
    unmount();
    const notReady = show3D(<BottomBar3D />, { engineReady: false });
    expect(muteButton()).toBeNull();
    notReady.unmount();
    show3D(<BottomBar3D />, { account: null });
    expect(muteButton()).toBeNull();
  });
});

describe('the PDF', () => {
  it('goes from initial through processing (a spinner) to done, printing the live picture', async () => {
    stubScreenshotCanvas(SCREENSHOT);
    setStreamFrameSource(liveVideo);
    let answer: (value: RouteAnswer) => void = () => {};
    const calls = routeFetch({
      [`POST ${PDF_SHOT_PATH}`]: () => new Promise<RouteAnswer>((resolve) => (answer = resolve)),
    });
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = await screen.findByRole('button', { name: 'Creating PDF…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.querySelector('.button-spinner')).not.toBeNull();
    await waitFor(() => expect(calls.length).toBe(1));
    act(() => answer(pdf()));
    await screen.findByRole('button', { name: 'PDF downloaded' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: PDF_SHOT_PATH,
      input: { ScreenshotData: SCREENSHOT },
    });
    expect(downloads).toEqual([{ href: 'blob:pdf', download: 'KTM-390-DUKE.pdf' }]);
  });

  it('is the plain PDF without a live picture', async () => {
    const calls = routeFetch({ [`GET ${PDF_PATH}`]: pdf });
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'PDF downloaded' });
    expect(calls.map((call: RecordedCall) => [call.method, call.path])).toEqual([['GET', PDF_PATH]]);
  });

  it('returns to its first label and says so when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeFetch({ [`GET ${PDF_PATH}`]: () => ({ status: 500, body: { Message: 'broken' } }) });
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});

describe('share and save', () => {
  it('share opens the share dialog and reads shared from then on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeFetch({
      'configuration.share': () => ({ body: { code: 'Zz9', path: '/s/Zz9', url: 'http://localhost/s/Zz9' } }),
    });
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Shared' })).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await screen.findByDisplayValue('http://localhost/s/Zz9')).toBeTruthy();
  });

  it('save stores the configuration in the profile and reads saved', async () => {
    const calls = routeFetch({ 'configuration.saveToAccount': () => ({ body: { configurationId: ID } }) });
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saved' });
    expect(calls.map((call) => call.path)).toEqual(['configuration.saveToAccount']);
  });

  it('a dealer saves through the save dialog with the customer’s details', () => {
    // The dialog reads the stored details of the configuration; none are there in this test.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeFetch({});
    show3D(<BottomBar3D />, { account: { ...TEST_CUSTOMER, dealerNo: '1000681369' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Save configuration' })).toBeTruthy();
  });

  it('save is not offered with accounts off', () => {
    show3D(<BottomBar3D />, {
      settings: { CdcApplicationSettings: { Url: '', Api: '', CdcEnabled: false } },
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});

describe('the screenshot', () => {
  it('downloads the live picture as a PNG named after the brand and model, with the copyright line', () => {
    const canvas = stubScreenshotCanvas(SCREENSHOT);
    setStreamFrameSource(liveVideo);
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Screenshot' }));
    expect(downloads).toEqual([{ href: SCREENSHOT, download: 'KTM-390-DUKE-screenshot.png' }]);
    expect(canvas.exports).toEqual(['image/png 1080x1080']);
    expect(canvas.texts).toEqual([`© ${new Date().getFullYear()} KTM Sportmotorcycle GmbH`]);
  });

  it('says so when there is no picture yet', () => {
    show3D(<BottomBar3D />);
    fireEvent.click(screen.getByRole('button', { name: 'Screenshot' }));
    expect(downloads).toEqual([]);
    expect(screen.getByText('There is no picture to capture yet.').getAttribute('role')).toBe('status');
  });
});
