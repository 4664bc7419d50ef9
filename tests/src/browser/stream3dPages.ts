/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { type Account, signIn } from './accounts.js';
import { clickText } from './shellPages.js';

/** Screenshots of the 3D screen land here (kept by CI as artefacts). */
export const ARTIFACTS_3D = fileURLToPath(new URL('../../artifacts/3d/', import.meta.url));

export async function screenshot3D(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_3D, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_3D}${name}.png` });
}

export interface ListedVehicle {
  ModelId: string;
  Name: string;
  RenderingEngine: string;
}

/** The 3D screen's login panel, then the provider's form: the page comes back logged in. */
export async function logInFrom3D(page: Page, account: Account): Promise<void> {
  await page.waitForSelector('.login-panel-3d button:not([disabled])', { timeout: 20_000 });
  await Promise.all([page.waitForNavigation(), page.click('.login-panel-3d button')]);
  await signIn(page, account, 'load');
}

/**
 * Records the stream states the waiting room shows (its `data-state`), from now on, in the page:
 * read them with `shownStates`.
 */
export async function watchWaitingRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownStates: string[] }).shownStates = seen;
    const note = () => {
      const state = document.querySelector('.waiting-room-loading')?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    note();
  });
}

export function shownStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shownStates?: string[] }).shownStates ?? []);
}

/** Waits until the live view shows a picture (a playing video or a drawn JPEG frame). */
export async function waitForLivePicture(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForSelector('.configuration-3d[data-phase="configurator"]', { timeout });
  await page.waitForFunction(
    () => {
      const view = document.querySelector('.stream-view');
      const video = view?.querySelector('video');
      if (view?.getAttribute('data-video-mode') === 'jpeg') return true;
      return !!video && video.videoWidth > 0 && video.readyState >= 2;
    },
    { timeout, polling: 200 },
  );
}

/**
 * The live picture shrunk to 96x54 grey levels: two signatures differ where the picture changed.
 */
export function liveSignature(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const view = document.querySelector('.stream-view');
    const jpeg = view?.getAttribute('data-video-mode') === 'jpeg';
    const source = (jpeg ? view?.querySelector('canvas') : view?.querySelector('video')) as
      | HTMLCanvasElement
      | HTMLVideoElement
      | null;
    if (!source) throw new Error('no live picture');
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 54;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(source, 0, 0, 96, 54);
    const rgba = context.getImageData(0, 0, 96, 54).data;
    const grey: number[] = [];
    for (let i = 0; i < rgba.length; i += 4)
      grey.push((rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8);
    return grey;
  });
}

/** The share of pixels whose grey level moved by more than 12. */
export function pictureChange(a: number[], b: number[]): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 12) changed++;
  return changed / a.length;
}

/**
 * Compares the live picture with `reference` every 250 ms until `done` holds for the share changed
 * or `timeout` runs out; answers the last share. `measure` turns two signatures into that share.
 */
async function watchPictureChange(
  page: Page,
  reference: number[],
  done: (change: number) => boolean,
  timeout: number,
  measure: (a: number[], b: number[]) => number = pictureChange,
): Promise<number> {
  const deadline = Date.now() + timeout;
  let change = measure(reference, await liveSignature(page));
  while (!done(change) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    change = measure(reference, await liveSignature(page));
  }
  return change;
}

/** Waits until the live picture differs from `before` by more than `threshold`. */
export async function waitForPictureChange(
  page: Page,
  before: number[],
  threshold = 0.01,
  timeout = 20_000,
): Promise<number> {
  const change = await watchPictureChange(page, before, (share) => share > threshold, timeout);
  if (change > threshold) return change;
  throw new Error(`the live picture did not change (${change})`);
}

/** A 96x54 signature averaged over each pixel's 3x3 neighbourhood. */
function blurred(grey: number[]): number[] {
  const width = 96;
  const height = grey.length / width;
  const out: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const value = grey[(y + dy) * width + x + dx];
          if (y + dy < 0 || y + dy >= height || x + dx < 0 || x + dx >= width || value === undefined)
            continue;
          sum += value;
          count++;
        }
      out.push(sum / count);
    }
  return out;
}

/**
 * The share changed between two pictures, each smoothed first: a stream that has just started,
 * or one the sender draws smaller while the machine is busy, differs from a sharp picture of the
 * same look only along edges, which the smoothing evens out; a colour moves whole areas.
 */
export function lookChange(a: number[], b: number[]): number {
  return pictureChange(blurred(a), blurred(b));
}

/**
 * Waits until the live picture has the look of `reference` (`lookChange` under `threshold`) and
 * answers the last share changed.
 */
export function waitForSamePicture(
  page: Page,
  reference: number[],
  threshold = 0.05,
  timeout = 30_000,
): Promise<number> {
  return watchPictureChange(page, reference, (share) => share < threshold, timeout, lookChange);
}

/** Drags across the middle of the live view, as a visitor turning the vehicle. */
export async function dragLiveView(page: Page, dx: number): Promise<void> {
  const box = await (await page.$('.stream-view'))?.boundingBox();
  if (!box) throw new Error('no live view');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(x + (dx * step) / 10, y, { steps: 2 });
  }
  await page.mouse.up();
}

/** Opens a rail panel of the live screen by its button text. */
export async function openRailPanel(page: Page, label: string): Promise<void> {
  await clickText(page, '.rail-3d button', label);
}

/** The text messages the page's stream socket sent and received, as they happen (through CDP). */
export interface StreamTraffic {
  sent: string[];
  received: string[];
  /** Resolves once a received message matches. */
  waitFor(pattern: RegExp, timeout?: number): Promise<string>;
}

export async function watchStreamTraffic(page: Page): Promise<StreamTraffic> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const sent: string[] = [];
  const received: string[] = [];
  cdp.on('Network.webSocketFrameSent', (event) => {
    if (event.response.opcode === 1) sent.push(event.response.payloadData);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    if (event.response.opcode === 1) received.push(event.response.payloadData);
  });
  return {
    sent,
    received,
    async waitFor(pattern, timeout = 20_000) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        const found = received.find((text) => pattern.test(text));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no stream message matched ${pattern}; received ${received.slice(-8).join(' | ')}`);
    },
  };
}

/** Waits until `count` received stream messages match (a reply per command sent so far). */
export async function waitForReplies(
  traffic: StreamTraffic,
  pattern: RegExp,
  count: number,
  timeout = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = 0;
  while (Date.now() < deadline) {
    seen = traffic.received.filter((text) => pattern.test(text)).length;
    if (seen >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${seen} stream messages matched ${pattern}, not ${count}`);
}

/**
 * Keeps a page's visitor active, as one who moves the mouse now and then: a pointer press on the
 * window every second (the page reports activity to the server at most every 5 s). Answers the stop.
 */
export async function keepActive(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const timer = window.setInterval(() => window.dispatchEvent(new PointerEvent('pointerdown')), 1000);
    (window as unknown as { keepActiveTimer: number }).keepActiveTimer = timer;
  });
  return async () => {
    await page
      .evaluate(() =>
        window.clearInterval((window as unknown as { keepActiveTimer: number }).keepActiveTimer),
      )
      .catch(() => undefined);
  };
}

/**
 * `waitForLivePicture`, failing with what the stream said (states, queue, ends; no signalling or
 * bitrate reports) and a screenshot named `name`, so that a stream that never came explains itself.
 */
export async function waitForLivePictureTelling(
  page: Page,
  traffic: StreamTraffic,
  name: string,
  timeout = 90_000,
): Promise<void> {
  try {
    await waitForLivePicture(page, timeout);
  } catch (error) {
    await screenshot3D(page, `${name}-not-live`).catch(() => undefined);
    const said = traffic.received.filter((text) => !/"type":"(signal|bitrate)"/.test(text));
    throw new Error(`no live picture: the stream said ${said.slice(-15).join(' | ') || 'nothing'}`, {
      cause: error,
    });
  }
}
