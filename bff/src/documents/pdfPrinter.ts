import {
  BACKGROUND_NICENESS,
  errorMessage,
  isBrowserFailure,
  SERVER_ARGS,
  ServerBrowser,
} from '@configurator/render-sim/chromium';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { ApiError } from '../http/apiError.js';

/**
 * A document needs no GPU, no network and no extras: the server flags. One renderer process serves
 * every page; the browser stays a process of its own (in a single process, a canvas after a print
 * crashed it). No --no-zygote: every print starts a short-lived helper process, and forked from the
 * zygote it costs a fraction of a fresh start (page.pdf of the summary 97 ms instead of 213 ms).
 */
const PRINTER_ARGS = [
  ...SERVER_ARGS,
  // Memory (the PDF budget counts every process of the tree): the GPU process, idle without a GPU,
  // runs as a thread of the browser process instead of a process of its own.
  '--in-process-gpu',
];

export interface PdfPrinterOptions {
  executablePath: string;
  /** Prints in flight at once. */
  concurrency: number;
  /** Prints waiting for a page; one more is refused with 503. */
  queueLimit: number;
  /**
   * How long a print waits for a page before it is refused with 503 (default 20 s): under more
   * requests than the pages print, an answer that the caller may retry rather than one that comes
   * after its patience (or a proxy's minute) ran out.
   */
  queueWaitMs?: number;
  /** A page is replaced after this many prints, which keeps its memory bounded. */
  recycleAfter?: number;
  timeoutMs?: number;
}

export interface PdfPrinterStats {
  prints: number;
  browserLaunches: number;
  pageRecycles: number;
  recoveredFailures: number;
  /** Times the renderer was told to drop its caches: after composing, and once the pool went idle. */
  rendererPurges: number;
  /** Requests of printed documents that were refused (anything but data: and about:blank). */
  blockedRequests: number;
  queued: number;
  inFlight: number;
}

/** How long every page must have been idle before the renderer's caches are dropped. */
const PURGE_AFTER_IDLE_MS = 1000;

/** Seconds a refused caller is asked to wait: about the time the queue needs to drain. */
export const PRINTER_BUSY_RETRY_SECONDS = 5;

export const PRINTER_BUSY_MESSAGE = 'The PDF service is busy; please try again in a few seconds.';
export const COMPOSER_BUSY_MESSAGE = 'The picture service is busy; please try again in a few seconds.';

/** The queue is full, or the wait for a page grew too long: 503 with Retry-After. */
export class PrinterBusyError extends ApiError {
  readonly retryAfterSeconds = PRINTER_BUSY_RETRY_SECONDS;
  constructor(message = PRINTER_BUSY_MESSAGE) {
    super(503, message);
  }
}

export interface ComposeStack {
  sources: readonly string[];
  options: ComposeOptions;
}

export interface ComposeOptions {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  maxWidth: number;
  /** JPEG and WebP quality, 0..1 (default 0.85). */
  quality?: number;
}

/** What the conversion uses of the page's window (the server is built without DOM types). */
interface PageGlobals {
  Image: new () => { src: string; naturalWidth: number; naturalHeight: number; decode(): Promise<void> };
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        fillStyle: string;
        fillRect(x: number, y: number, w: number, h: number): void;
        drawImage(image: object, x: number, y: number, w: number, h: number): void;
      } | null;
      toDataURL(type: string, quality: number): string;
    };
  };
}

interface PooledPage {
  page: Page;
  prints: number;
}

/** A failure of the browser rather than of the document (any 'closed' too): one more try on a fresh page. */
const isPrinterFailure = (error: unknown) => isBrowserFailure(error) || /closed/i.test(errorMessage(error));

const isInline = (url: string) => url.startsWith('data:') || url === 'about:blank';

/**
 * Prints HTML to PDF in headless Chromium with a pool of pages: `concurrency` prints at once, at
 * most `queueLimit` waiting for at most `queueWaitMs`, the rest refused with 503. Scripts never run
 * and nothing leaves the machine while a document is printed: every request except inline data is
 * aborted. A page is recycled after `recycleAfter` prints; a crashed browser is relaunched and the
 * print that failed with it is tried once more.
 */
export class PdfPrinter {
  private readonly browser: ServerBrowser;
  private readonly idle: PooledPage[] = [];
  private readonly waiting: ((page: Promise<PooledPage>) => void)[] = [];
  private pagesOpen = 0;
  private purgeTimer: NodeJS.Timeout | null = null;
  private readonly recycleAfter: number;
  private readonly timeoutMs: number;
  private readonly queueWaitMs: number;
  private readonly counters = {
    prints: 0,
    pageRecycles: 0,
    recoveredFailures: 0,
    blockedRequests: 0,
    rendererPurges: 0,
  };

  constructor(private readonly options: PdfPrinterOptions) {
    this.recycleAfter = options.recycleAfter ?? 200;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.queueWaitMs = options.queueWaitMs ?? 20_000;
    this.browser = new ServerBrowser(
      {
        executablePath: options.executablePath,
        args: PRINTER_ARGS,
        protocolTimeout: this.timeoutMs,
        // The server's own stop closes the printer after the requests in flight; puppeteer's
        // handlers would end the whole process at Ctrl-C (exit 130, the database left open) and
        // kill the browser under the prints still finishing at SIGTERM.
        handleSignals: false,
        closedMessage: 'the PDF printer is closed',
        // A PDF may take a second longer; the pages and calls of visitors may not.
        niceness: BACKGROUND_NICENESS,
      },
      () => this.forgetPages(),
    );
  }

  private get closed(): boolean {
    return this.browser.isClosed;
  }

  stats(): PdfPrinterStats {
    return {
      ...this.counters,
      browserLaunches: this.browser.launches,
      queued: this.waiting.length,
      inFlight: this.pagesOpen - this.idle.length,
    };
  }

  /** The browser's process id (memory figures, crash tests); null before the first print. */
  async browserPid(): Promise<number | null> {
    const browser = await this.browser.current()?.catch(() => null);
    return browser?.process()?.pid ?? null;
  }

  /** The browser is gone: so are its idle pages; waiting prints get pages of the next browser. */
  private forgetPages(): void {
    this.pagesOpen -= this.idle.length;
    this.idle.length = 0;
  }

  private async openPage(): Promise<PooledPage> {
    const browser = await this.browser.launch();
    const page = await browser.newPage();
    page.setDefaultTimeout(this.timeoutMs);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (isInline(request.url())) void request.continue().catch(() => undefined);
      else {
        this.counters.blockedRequests++;
        void request.abort('blockedbyclient').catch(() => undefined);
      }
    });
    return { page, prints: 0 };
  }

  /**
   * A page: an idle one, a new one, or the next one freed, waiting at most `queueWaitMs` for that;
   * refused with `busyMessage` when the queue is full or the wait ran out.
   */
  private acquire(busyMessage: string): Promise<PooledPage> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    if (this.pagesOpen < this.options.concurrency) return this.openCounted();
    if (this.waiting.length >= this.options.queueLimit)
      return Promise.reject(new PrinterBusyError(busyMessage));
    return new Promise<Promise<PooledPage>>((resolve, reject) => {
      let timer: NodeJS.Timeout | null = null;
      const waiter = (page: Promise<PooledPage>) => {
        if (timer) clearTimeout(timer);
        resolve(page);
      };
      this.waiting.push(waiter);
      timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        reject(new PrinterBusyError(busyMessage));
      }, this.queueWaitMs);
      timer.unref();
    }).then((page) => page);
  }

  private openCounted(): Promise<PooledPage> {
    this.pagesOpen++;
    return this.openPage().catch((error) => {
      this.pagesOpen--;
      throw error;
    });
  }

  /**
   * Tells the renderer its memory is short: it drops decoded pictures and other caches and gives
   * freed memory back to the system. Composing decodes whole layers at full size, and a burst of
   * prints leaves their pictures cached: without this the renderer keeps that high-water mark.
   */
  private async purge(page: Page): Promise<void> {
    const session = await page.createCDPSession();
    try {
      await session.send('Memory.simulatePressureNotification', { level: 'critical' });
      this.counters.rendererPurges++;
    } finally {
      await session.detach().catch(() => undefined);
    }
  }

  /** Every page idle for a while after a burst of prints: the renderer's caches go (see purge). */
  private purgeWhenIdle(pooled: PooledPage): void {
    if (this.purgeTimer) clearTimeout(this.purgeTimer);
    this.purgeTimer = null;
    if (this.waiting.length > 0 || this.idle.length + 1 < this.pagesOpen) return;
    this.purgeTimer = setTimeout(() => {
      this.purgeTimer = null;
      if (this.idle.includes(pooled) && this.idle.length === this.pagesOpen && !this.closed)
        void this.purge(pooled.page).catch(() => undefined);
    }, PURGE_AFTER_IDLE_MS);
    this.purgeTimer.unref();
  }

  private release(pooled: PooledPage, healthy: boolean): void {
    if (!healthy || pooled.prints >= this.recycleAfter || this.closed) {
      this.pagesOpen--;
      if (healthy) this.counters.pageRecycles++;
      void pooled.page.close().catch(() => undefined);
      // The next waiter gets a fresh page (of a relaunched browser, if this one died).
      const next = this.closed ? undefined : this.waiting.shift();
      if (next) next(this.openCounted());
      return;
    }
    const next = this.waiting.shift();
    if (next) next(Promise.resolve(pooled));
    else {
      this.purgeWhenIdle(pooled);
      this.idle.push(pooled);
    }
  }

  private async printOnce(html: string): Promise<Buffer> {
    const pooled = await this.acquire(PRINTER_BUSY_MESSAGE);
    let healthy = true;
    try {
      await pooled.page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      const pdf = await pooled.page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        timeout: this.timeoutMs,
      });
      pooled.prints++;
      this.counters.prints++;
      return Buffer.from(pdf);
    } catch (error) {
      healthy = !isPrinterFailure(error);
      throw error;
    } finally {
      this.release(pooled, healthy);
    }
  }

  /**
   * Re-encodes a picture as JPEG, at most `maxWidth` wide: Chromium embeds a JPEG in a PDF as it
   * is, while any other format is decoded and deflated again on every print. It runs on a page of
   * its own with scripts on (the picture is our own still; the network stays blocked), holding a
   * place of the pool meanwhile; the document pages never run scripts.
   */
  /**
   * Stacks pictures (data URLs, the first at the bottom) into one of at most `maxWidth` pixels
   * wide; a JPEG gets a white ground under transparent parts.
   */
  async composeImage(sources: readonly string[], options: ComposeOptions): Promise<Buffer> {
    const [bytes] = await this.composeImages([{ sources, options }]);
    if (!bytes) throw new Error('nothing composed');
    return bytes;
  }

  /** Several stacks at once, on one page of the pool: the pictures of one document take one place. */
  async composeImages(stacks: readonly ComposeStack[]): Promise<Buffer[]> {
    if (stacks.length === 0) return [];
    return this.retriedOnBrowserFailure(() => this.composeOnce(stacks));
  }

  private async composeOnce(stacks: readonly ComposeStack[]): Promise<Buffer[]> {
    const pooled = await this.acquire(COMPOSER_BUSY_MESSAGE);
    let healthy = true;
    let page: Page | null = null;
    try {
      const browser = await this.browser.launch();
      page = await browser.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (isInline(request.url())) void request.continue().catch(() => undefined);
        else void request.abort('blockedbyclient').catch(() => undefined);
      });
      const composed = await page.evaluate(
        async (jobs) => {
          const { Image, document } = globalThis as unknown as PageGlobals;
          return Promise.all(
            jobs.map(async ({ layers, width, type, quality }) => {
              const images = await Promise.all(
                layers.map(async (source) => {
                  const image = new Image();
                  image.src = source;
                  await image.decode();
                  return image;
                }),
              );
              const first = images[0];
              if (!first) throw new Error('nothing to compose');
              const scale = Math.min(1, width / first.naturalWidth);
              const canvas = document.createElement('canvas');
              canvas.width = Math.round(first.naturalWidth * scale);
              canvas.height = Math.round(first.naturalHeight * scale);
              const context = canvas.getContext('2d');
              if (!context) throw new Error('no 2d canvas');
              if (type === 'image/jpeg') {
                // A transparent picture on the white page reads the same on a white JPEG.
                context.fillStyle = '#ffffff';
                context.fillRect(0, 0, canvas.width, canvas.height);
              }
              for (const image of images) context.drawImage(image, 0, 0, canvas.width, canvas.height);
              return canvas.toDataURL(type, quality);
            }),
          );
        },
        stacks.map((stack) => ({
          layers: [...stack.sources],
          width: stack.options.maxWidth,
          type: stack.options.type,
          quality: stack.options.quality ?? 0.85,
        })),
      );
      return composed.map((dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    } catch (error) {
      healthy = !isPrinterFailure(error);
      throw error;
    } finally {
      if (page) await this.purge(page).catch(() => undefined);
      await page?.close().catch(() => undefined);
      this.release(pooled, healthy);
    }
  }

  /**
   * Prints one document; waits in the queue when every page is busy, 503 when the queue is full or
   * the wait grew longer than `queueWaitMs`.
   */
  async print(html: string): Promise<Buffer> {
    return this.retriedOnBrowserFailure(() => this.printOnce(html));
  }

  private async retriedOnBrowserFailure<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (this.closed || error instanceof PrinterBusyError || !isPrinterFailure(error)) throw error;
      this.counters.recoveredFailures++;
      return work();
    }
  }

  async close(): Promise<void> {
    if (this.purgeTimer) clearTimeout(this.purgeTimer);
    this.idle.length = 0;
    await this.browser.close();
  }
}
