import { cpus } from 'node:os';
import type { Page } from 'puppeteer-core';
import {
  BACKGROUND_NICENESS,
  CHROMIUM_PATH,
  isBrowserFailure,
  SERVER_ARGS,
  ServerBrowser,
} from '../chromium.js';
import type { LayerSpec, RenderMeta } from '../protocol.js';
import type { LayerPicture } from '../scene/layerRender.js';
import { layerSceneKey } from '../scene/layerSpec.js';
import type { StillSpec } from '../scene/stillSpec.js';
import { sceneBundle } from './sceneBundle.js';

/**
 * The server flags, WebGL in software, and for memory everything in one process (a crash is
 * recovered by relaunching).
 */
const CHROMIUM_ARGS = [
  ...SERVER_ARGS,
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--no-zygote',
  '--single-process',
  '--disable-site-isolation-trials',
];

export interface RendererHostOptions {
  executablePath?: string;
  /** Renders in flight at once; more wait in the queue. Default: one per core, at most 2. */
  maxConcurrent?: number;
  /** A page is replaced after this many renders, which keeps WebGL memory bounded. */
  recycleAfter?: number;
  renderTimeoutMs?: number;
  /** The browser closes after this long without a render (its memory back to the system); 0: never. */
  idleCloseMs?: number;
}

/** Default idle time before the browser closes; the next job starts it again. */
export const RENDERER_IDLE_CLOSE_MS = 60_000;

/** Idle time before the browser is told to drop its caches (decoded pictures, freed heap). */
const PURGE_AFTER_IDLE_MS = 1000;

export interface RendererStats {
  renders: number;
  /** Stills painted for layers; a run of layers of one scene paints its studio and stock vehicle once. */
  layerPaints: number;
  browserLaunches: number;
  /** Times the browser was closed for want of renders. */
  idleCloses: number;
  /** Times the idle browser was told to drop its caches. */
  purges: number;
  pageRecycles: number;
  recoveredFailures: number;
  queued: number;
  inFlight: number;
}

export interface RenderedLayer {
  bytes: Buffer;
  meta: RenderMeta;
}

interface PooledPage {
  page: Page;
  renders: number;
  /** The scene of the page's last layer, whose studio and stock vehicle the page still holds. */
  layerScene: string | null;
}

/** What the scene page puts on its window. */
interface SceneWindow {
  configuratorScene?: {
    ready: boolean;
    renderStill(spec: StillSpec): Promise<string>;
    renderLayer(spec: LayerSpec): Promise<LayerPicture>;
  };
}

function bytesOfDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * One headless Chromium with a small pool of scene pages. Renders queue for a free page; a page is
 * recycled after `recycleAfter` renders; a browser that crashed or disconnected is relaunched and
 * the render that failed with it is tried once more.
 */
export class RendererHost {
  private readonly browser: ServerBrowser;
  private readonly idle: PooledPage[] = [];
  private readonly waiting: ((page: PooledPage) => void)[] = [];
  private pagesOpen = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;
  private readonly options: Required<RendererHostOptions>;
  private readonly counters = {
    renders: 0,
    layerPaints: 0,
    pageRecycles: 0,
    recoveredFailures: 0,
    idleCloses: 0,
    purges: 0,
  };

  constructor(options: RendererHostOptions = {}) {
    this.options = {
      executablePath: options.executablePath ?? CHROMIUM_PATH,
      maxConcurrent: options.maxConcurrent ?? Math.max(1, Math.min(2, cpus().length)),
      recycleAfter: options.recycleAfter ?? 200,
      renderTimeoutMs: options.renderTimeoutMs ?? 60_000,
      idleCloseMs: options.idleCloseMs ?? RENDERER_IDLE_CLOSE_MS,
    };
    this.browser = new ServerBrowser(
      {
        executablePath: this.options.executablePath,
        args: CHROMIUM_ARGS,
        protocolTimeout: this.options.renderTimeoutMs,
        // Whoever owns this process decides what a signal means; the pipe takes Chromium along.
        handleSignals: false,
        closedMessage: 'the renderer is closed',
        // Stills are cached work: live streams and the servers' answers go first.
        niceness: BACKGROUND_NICENESS,
      },
      () => this.forgetPages(),
    );
  }

  private get closed(): boolean {
    return this.browser.isClosed;
  }

  stats(): RendererStats {
    return {
      ...this.counters,
      browserLaunches: this.browser.launches,
      queued: this.waiting.length,
      inFlight: this.pagesOpen - this.idle.length,
    };
  }

  /** Starts the browser and opens a scene page, so the first render does not wait for either. */
  async warmUp(): Promise<void> {
    const pooled = await this.acquire();
    this.release(pooled, true);
  }

  /** The browser's process id, for memory figures and crash tests. */
  async browserPid(): Promise<number | null> {
    const browser = await this.browser.launch();
    return browser.process()?.pid ?? null;
  }

  /** The browser is gone: so are its idle pages; waiting renders get pages of the next browser. */
  private forgetPages(): void {
    this.pagesOpen -= this.idle.length;
    this.idle.length = 0;
  }

  private async openPage(): Promise<PooledPage> {
    const browser = await this.browser.launch();
    const { html } = await sceneBundle();
    const page = await browser.newPage();
    page.setDefaultTimeout(this.options.renderTimeoutMs);
    // The scene needs nothing from the network.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('data:') || request.url() === 'about:blank') void request.continue();
      else void request.abort();
    });
    await page.setContent(html, { waitUntil: 'load' });
    await page.waitForFunction(() => (globalThis as SceneWindow).configuratorScene?.ready === true);
    return { page, renders: 0, layerScene: null };
  }

  /** A free page, preferring one whose last layer was of `layerScene`; else a new or the next free one. */
  private async acquire(layerScene: string | null = null): Promise<PooledPage> {
    this.stopIdleTimer();
    const match = layerScene === null ? -1 : this.idle.findIndex((p) => p.layerScene === layerScene);
    const free = match >= 0 ? this.idle.splice(match, 1)[0] : this.idle.pop();
    if (free) return free;
    if (this.pagesOpen < this.options.maxConcurrent) {
      this.pagesOpen++;
      try {
        return await this.openPage();
      } catch (error) {
        this.pagesOpen--;
        this.wakeOne();
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private wakeOne(): void {
    const next = this.waiting.shift();
    if (!next) return;
    this.pagesOpen++;
    this.openPage().then(next, () => {
      this.pagesOpen--;
      // Let the waiter try again through the normal path.
      this.acquire().then(next, () => undefined);
    });
  }

  private release(pooled: PooledPage, healthy: boolean): void {
    const recycle = !healthy || pooled.renders >= this.options.recycleAfter || this.closed;
    if (recycle) {
      this.pagesOpen--;
      if (healthy) this.counters.pageRecycles++;
      void pooled.page.close().catch(() => undefined);
      if (!this.closed) this.wakeOne();
      return;
    }
    const next = this.waiting.shift();
    if (next) next(pooled);
    else {
      this.idle.push(pooled);
      if (this.idle.length === this.pagesOpen) this.startIdleTimer();
    }
  }

  /** Every page idle: after `idleCloseMs` the pages and the browser close. */
  private startIdleTimer(): void {
    this.stopIdleTimer();
    if (this.closed) return;
    // One process holds every page: telling one page's renderer tells the browser.
    const page = this.idle[0]?.page;
    this.purgeTimer = setTimeout(() => {
      this.purgeTimer = null;
      if (page && this.idle.length === this.pagesOpen && this.waiting.length === 0)
        void this.purge(page).catch(() => undefined);
    }, PURGE_AFTER_IDLE_MS);
    this.purgeTimer.unref();
    if (this.options.idleCloseMs <= 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.idle.length !== this.pagesOpen || this.waiting.length > 0 || this.closed) return;
      this.counters.idleCloses++;
      this.pagesOpen = 0;
      this.idle.length = 0;
      void this.browser.shutDown();
    }, this.options.idleCloseMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.purgeTimer) clearTimeout(this.purgeTimer);
    this.idleTimer = null;
    this.purgeTimer = null;
  }

  /** Memory pressure, as the system would signal it: caches dropped, freed memory given back. */
  private async purge(page: Page): Promise<void> {
    const session = await page.createCDPSession();
    try {
      await session.send('Memory.simulatePressureNotification', { level: 'critical' });
      this.counters.purges++;
    } finally {
      await session.detach().catch(() => undefined);
    }
  }

  /** Runs `work` on a pooled page; a browser failure retires the page. */
  private async onPage<T>(work: (pooled: PooledPage) => Promise<T>, layerScene: string | null): Promise<T> {
    const pooled = await this.acquire(layerScene);
    let healthy = true;
    try {
      const result = await work(pooled);
      pooled.renders++;
      this.counters.renders++;
      return result;
    } catch (error) {
      healthy = !isBrowserFailure(error);
      throw error;
    } finally {
      this.release(pooled, healthy);
    }
  }

  /** `onPage`, tried once more on a fresh page when the browser failed under it. */
  private async withRetry<T>(
    work: (pooled: PooledPage) => Promise<T>,
    layerScene: string | null,
  ): Promise<T> {
    try {
      return await this.onPage(work, layerScene);
    } catch (error) {
      if (this.closed || !isBrowserFailure(error)) throw error;
      this.counters.recoveredFailures++;
      return this.onPage(work, layerScene);
    }
  }

  /** Renders one still; queued behind other renders when every page is busy. */
  async render(spec: StillSpec): Promise<Buffer> {
    const dataUrl = await this.withRetry(
      ({ page }) =>
        page.evaluate((s) => {
          const scene = (globalThis as SceneWindow).configuratorScene;
          if (!scene) throw new Error('the scene is not loaded');
          return scene.renderStill(s);
        }, spec),
      null,
    );
    return bytesOfDataUrl(dataUrl);
  }

  /**
   * Renders one picture layer (see LayerSpec), on the page that holds the layer's scene when it
   * is free, so that a run of part layers paints the stock vehicle once.
   */
  async renderLayer(spec: LayerSpec): Promise<RenderedLayer> {
    const started = performance.now();
    const scene = layerSceneKey(spec);
    const picture = await this.withRetry(async (pooled) => {
      pooled.layerScene = null;
      const result = await pooled.page.evaluate((s) => {
        const page = (globalThis as SceneWindow).configuratorScene;
        if (!page) throw new Error('the scene is not loaded');
        return page.renderLayer(s);
      }, spec);
      pooled.layerScene = scene;
      this.counters.layerPaints += result.painted;
      return result;
    }, scene);
    return {
      bytes: bytesOfDataUrl(picture.dataUrl),
      meta: {
        depth: picture.depth,
        coverage: picture.coverage,
        renderMs: Math.round(performance.now() - started),
      },
    };
  }

  async close(): Promise<void> {
    this.stopIdleTimer();
    this.idle.length = 0;
    await this.browser.close();
  }
}
