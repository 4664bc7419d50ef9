import type { Page } from 'puppeteer-core';
import { CHROMIUM_PATH, SERVER_ARGS, ServerBrowser } from '../chromium.js';
import { sceneBundle } from '../host/sceneBundle.js';

/**
 * Live pages keep painting and sending while nobody looks at them: no throttling of hidden pages,
 * timers or renderers. WebGL in software. Unlike the still renderer's browser this one keeps its
 * processes apart, which WebRTC needs.
 */
const STREAM_ARGS = [
  ...SERVER_ARGS,
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--autoplay-policy=no-user-gesture-required',
  '--force-webrtc-ip-handling-policy=default',
];

export interface LivePageHandle {
  page: Page;
  close(): Promise<void>;
}

/** The node's browser for live sessions: one page per session, each with the scene loaded. */
export class StreamHost {
  private readonly browser: ServerBrowser;
  private readonly goneListeners = new Set<() => void>();

  constructor(executablePath = CHROMIUM_PATH) {
    this.browser = new ServerBrowser(
      {
        executablePath,
        args: STREAM_ARGS,
        protocolTimeout: 30_000,
        handleSignals: false,
        closedMessage: 'the stream host is closed',
      },
      () => {
        for (const listener of this.goneListeners) listener();
      },
    );
  }

  /** Told when the browser crashed: every live page is gone with it. */
  onGone(listener: () => void): () => void {
    this.goneListeners.add(listener);
    return () => this.goneListeners.delete(listener);
  }

  /**
   * A fresh page with the scene, sized `width` x `height`; `onSignal` gets what the page sends
   * (signalling, connection state) as JSON text.
   */
  async openPage(width: number, height: number, onSignal: (json: string) => void): Promise<LivePageHandle> {
    const browser = await this.browser.launch();
    const { html } = await sceneBundle();
    const page = await browser.newPage();
    try {
      await page.setViewport({ width, height });
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url === 'about:blank') void request.continue();
        else void request.abort();
      });
      await page.exposeFunction('liveSignal', onSignal);
      await page.setContent(html, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (globalThis as { configuratorStream?: unknown }).configuratorStream !== undefined,
      );
    } catch (error) {
      await page.close().catch(() => undefined);
      throw error;
    }
    return { page, close: () => page.close().catch(() => undefined) };
  }

  /** Starts the browser now, so the first session does not wait for it. */
  async warmUp(): Promise<void> {
    await this.browser.launch();
  }

  async browserPid(): Promise<number | null> {
    const browser = await this.browser.current();
    return browser?.process()?.pid ?? null;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
