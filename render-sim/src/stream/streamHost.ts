import type { Page } from 'puppeteer-core';
import { CHROMIUM_PATH, SERVER_ARGS, ServerBrowser } from '../chromium.js';
import { sceneBundle } from '../host/sceneBundle.js';
import { callPage } from './pageCalls.js';

/**
 * Live pages keep painting and sending while nobody looks at them: no throttling of hidden pages,
 * timers or renderers. WebGL in software. Unlike the still renderer's browser this one keeps its
 * processes apart, which WebRTC needs.
 */
const STREAM_ARGS = [
  // Each live page in a renderer process of its own, so that sessions paint side by side.
  ...SERVER_ARGS.filter((arg) => !arg.startsWith('--renderer-process-limit')),
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--autoplay-policy=no-user-gesture-required',
  '--force-webrtc-ip-handling-policy=default',
  // Memory: WebGL in software needs no GPU process of its own (it runs as a thread of the browser),
  // and renderers start without a zygote (two more processes otherwise).
  '--in-process-gpu',
  '--no-zygote',
];

interface PreparedPage {
  page: Page;
  /** Where the page's signals go: the session that took it. */
  route: { signal: (json: string) => void };
}

export interface LivePageHandle {
  page: Page;
  close(): Promise<void>;
}

export interface StreamHostOptions {
  /** The browser closes after this long without a live page (default 5 minutes; 0: never). */
  idleCloseMs?: number;
}

/** How long the browser stays up without sessions: a visitor's next stream finds it ready. */
export const STREAM_IDLE_CLOSE_MS = 5 * 60_000;

/**
 * The node's browser for live sessions: one page per session, each with the scene loaded. It starts
 * when the first session asks (or `warmUp` says sessions are expected) and closes after
 * `idleCloseMs` without a live page; while sessions come, a readied page waits for the next one.
 */
export class StreamHost {
  private readonly browser: ServerBrowser;
  private readonly goneListeners = new Set<() => void>();
  private spare: { size: string; page: Promise<PreparedPage> } | null = null;
  /** Pages handed to sessions and not closed yet. */
  private livePages = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleCloseMs: number;
  /** Times the browser was closed for want of sessions. */
  idleCloses = 0;

  constructor(executablePath = CHROMIUM_PATH, options: StreamHostOptions = {}) {
    this.idleCloseMs = options.idleCloseMs ?? STREAM_IDLE_CLOSE_MS;
    this.browser = new ServerBrowser(
      {
        executablePath,
        args: STREAM_ARGS,
        protocolTimeout: 30_000,
        handleSignals: false,
        closedMessage: 'the stream host is closed',
        // Live pictures run beside the servers, not ahead of them (see ServerBrowserOptions).
        niceness: 0,
      },
      () => {
        this.spare = null;
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
   * A page with the scene and its live view open, sized `width` x `height`; `onSignal` gets what
   * the page sends (signalling, connection state) as JSON text. The spare page prepared after the
   * last one is taken when it has the size, so a session starts without loading the scene.
   */
  async openPage(width: number, height: number, onSignal: (json: string) => void): Promise<LivePageHandle> {
    this.livePages++;
    this.stopIdleTimer();
    try {
      return await this.takePage(width, height, onSignal);
    } catch (error) {
      this.pageEnded();
      throw error;
    }
  }

  private async takePage(
    width: number,
    height: number,
    onSignal: (json: string) => void,
  ): Promise<LivePageHandle> {
    const size = `${width}x${height}`;
    let prepared: Promise<PreparedPage> | null = null;
    if (this.spare && this.spare.size === size) {
      prepared = this.spare.page;
      this.spare = null;
    }
    const page = await (prepared ?? this.preparePage(width, height)).catch(() =>
      this.preparePage(width, height),
    );
    page.route.signal = onSignal;
    this.prepareSpare(width, height);
    let closed = false;
    return {
      page: page.page,
      close: async () => {
        if (closed) return;
        closed = true;
        await page.page.close().catch(() => undefined);
        this.pageEnded();
      },
    };
  }

  private pageEnded(): void {
    this.livePages--;
    if (this.livePages === 0) this.startIdleTimer();
  }

  private startIdleTimer(): void {
    this.stopIdleTimer();
    if (this.browser.isClosed || this.idleCloseMs <= 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.livePages > 0 || !this.browser.current()) return;
      this.idleCloses++;
      this.spare = null;
      void this.browser.shutDown();
    }, this.idleCloseMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Whether the browser runs (or is starting). */
  get running(): boolean {
    return this.browser.current() !== null;
  }

  /** Readies the next session's page in the background (one at a time). */
  private prepareSpare(width: number, height: number): void {
    if (this.spare || this.browser.isClosed) return;
    const page = this.preparePage(width, height);
    this.spare = { size: `${width}x${height}`, page };
    page.catch(() => {
      if (this.spare?.page === page) this.spare = null;
    });
  }

  private async preparePage(width: number, height: number): Promise<PreparedPage> {
    const browser = await this.browser.launch();
    const { html } = await sceneBundle();
    // A window of its own: a tab behind another one would be hidden, and a hidden page paints
    // no frames for the screencast.
    const page = await browser.newPage({ type: 'window', windowBounds: { width, height } });
    const route: PreparedPage['route'] = { signal: () => undefined };
    try {
      await page.setViewport({ width, height });
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url === 'about:blank') void request.continue();
        else void request.abort();
      });
      await page.exposeFunction('liveSignal', (json: string) => route.signal(json));
      await page.setContent(html, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (globalThis as { configuratorStream?: unknown }).configuratorStream !== undefined,
      );
      // The live view's renderer and shaders, ready before a session asks; idle until then.
      await callPage(page, 'open', width, height, 30);
      await callPage(page, 'close');
    } catch (error) {
      await page.close().catch(() => undefined);
      throw error;
    }
    return { page, route };
  }

  /**
   * Starts the browser and readies a page of the usual size, so the first session waits for
   * neither (sessions are expected); without one it closes again after the idle time.
   */
  async warmUp(width = 960, height = 540): Promise<void> {
    try {
      await this.browser.launch();
      this.prepareSpare(width, height);
      await this.spare?.page;
    } finally {
      if (this.livePages === 0) this.startIdleTimer();
    }
  }

  async browserPid(): Promise<number | null> {
    const browser = await this.browser.current();
    return browser?.process()?.pid ?? null;
  }

  async close(): Promise<void> {
    this.stopIdleTimer();
    this.spare = null;
    await this.browser.close();
  }
}
