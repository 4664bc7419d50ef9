/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { texts } from '../../src/browser/shellPages.js';
import {
  keepActive,
  type ListedVehicle,
  logInFrom3D,
  type StreamTraffic,
  screenshot3D,
  waitForLivePicture,
  waitForLivePictureTelling,
  watchStreamTraffic,
} from '../../src/browser/stream3dPages.js';

const SLOW = 240_000;
const BUSY = 'Sorry. Right now all our 3D feeds are busy. Please try again in few minutes.';

/**
 * The limits of the 3D stream in real Chromium against a real render node with one feed: a second
 * visitor waits in the queue until the first leaves; a visitor who does nothing is asked whether
 * they are still there, and after too long the stream stops until they start it again. The server
 * asks after 6 s and stops after 10 s; screenshots in tests/artifacts/3d/.
 */
describe('the 3D stream’s queue and inactivity in Chromium', () => {
  const suite = new BrowserSuite({
    login: true,
    streams: 1,
    env: {
      STREAM_INACTIVITY_PROMPT_MS: '6000',
      STREAM_INACTIVITY_STOP_MS: '10000',
      // A closed page frees its feed at once.
      STREAM_DISCONNECT_GRACE_MS: '0',
    },
  });
  let path: string;
  /** Pages a test opened: closed after it, so that a failed test leaves the feed free. */
  const opened: Page[] = [];

  afterEach(async () => {
    for (const page of opened.splice(0)) if (!page.isClosed()) await page.close();
  });

  async function visit(): Promise<Page> {
    const page = await suite.page(path);
    opened.push(page);
    return page;
  }

  beforeAll(async () => {
    const list = await suite.api.get<{ Segments: { Vehicles: ListedVehicle[] }[] }>(
      '/vehicles?brand=KTM&c=en-GB',
    );
    const bike = list.Segments.flatMap((s) => s.Vehicles).find(
      (v) => v.RenderingEngine === 'Engine3D' && !/x-bow/i.test(v.Name),
    );
    expect(bike, 'a 3D motorcycle').toBeDefined();
    path = `/main/configuration/${bike!.ModelId}/categories?culture=en-GB`;
  });

  async function openLive(): Promise<{ page: Page; traffic: StreamTraffic }> {
    const page = await visit();
    const traffic = await watchStreamTraffic(page);
    await logInFrom3D(page, CUSTOMER);
    await waitForLivePictureTelling(page, traffic, 'limits');
    return { page, traffic };
  }

  const textOf = (page: Page, selector: string) =>
    page.$eval(selector, (element) => element.textContent?.trim() ?? '');

  it(
    'puts a second visitor in the queue while the only feed is taken, and gives it to them when the first leaves',
    async () => {
      const { page: first } = await openLive();
      // The first visitor stays active meanwhile: their feed is not freed by the inactivity stop.
      const stopActivity = await keepActive(first);

      const second = await visit();
      const traffic = await watchStreamTraffic(second);
      await logInFrom3D(second, CUSTOMER);
      await second.waitForSelector('.waiting-room .stream-queue', { timeout: 30_000 });
      expect(await textOf(second, '.stream-queue .stream-busy-text')).toBe(BUSY);
      expect(await textOf(second, '.stream-queue-position')).toBe('You are number 1 in the queue.');
      expect(await second.$('.configuration-3d[data-phase="waitingRoom"]')).not.toBeNull();
      await screenshot3D(second, 'queue-desktop');
      // The first still streams.
      expect(await first.$('.configuration-3d[data-phase="configurator"]')).not.toBeNull();

      await stopActivity();
      await first.close();
      await waitForLivePictureTelling(second, traffic, 'queue-second');
      expect(await second.$('.stream-queue')).toBeNull();
      await screenshot3D(second, 'queue-live-desktop');
      await second.close();
    },
    SLOW,
  );

  it(
    'asks an inactive visitor whether they are still there, and stops the stream after too long until OK starts it again',
    async () => {
      const { page, traffic } = await openLive();

      await page.waitForSelector('.inactive-prompt', { timeout: 20_000 });
      expect(await textOf(page, '.inactive-prompt p')).toMatch(/^You are inactive for \d+ seconds\.$/);
      await screenshot3D(page, 'inactive-prompt-desktop');
      await page.click('.inactive-prompt button');
      const answered = Date.now();
      await page.waitForSelector('.inactive-prompt', { hidden: true, timeout: 5000 });
      // The stream goes on: past the stop the first prompt announced, it still runs.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      expect(await page.$('.timed-out')).toBeNull();
      expect(await page.$('.configuration-3d[data-phase="configurator"]')).not.toBeNull();
      await waitForLivePicture(page, 1000);

      // Doing nothing again: the prompt, then the stop.
      await page.waitForSelector('.inactive-prompt', { timeout: 20_000 });
      await page.waitForSelector('.timed-out', { timeout: 20_000 });
      // The clock started again at the answer: the stop comes 10 s after it, not 4 s.
      expect(Date.now() - answered).toBeGreaterThan(8000);
      expect(await page.$('.inactive-prompt')).toBeNull();
      expect(await textOf(page, '.timed-out p')).toBe('You have been inactive for too long.');
      expect(await texts(page, '.timed-out .timed-out-actions button')).toEqual([
        'Choose model',
        'New configuration',
        'Back to this configuration',
      ]);
      expect(await textOf(page, '.timed-out .button.primary')).toBe('OK');
      expect(await page.$('.configuration-3d[data-phase="configurator"]')).toBeNull();
      await screenshot3D(page, 'timed-out-desktop');

      await page.click('.timed-out .button.primary');
      await page.waitForSelector('.timed-out', { hidden: true, timeout: 5000 });
      await page.waitForSelector('.waiting-room', { timeout: 30_000 });
      await waitForLivePictureTelling(page, traffic, 'restart');
      await screenshot3D(page, 'timed-out-restarted-desktop');
      await page.close();
    },
    SLOW,
  );
});
