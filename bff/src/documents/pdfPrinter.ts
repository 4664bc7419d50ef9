import {
  BACKGROUND_NICENESS,
  errorMessage,
  isBrowserFailure,
  SERVER_ARGS,
  ServerBrowser,
} from '@configurator/render-sim/chromium';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { ApiError } from '../http/apiError.js';
import { type ComposeOptions, type ComposeStack, composeInPage, composeJobs } from './composeInPage.js';

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
  // Memory: one zygote instead of two. The second (unsandboxed) one only forks the utility
  // processes, which the first forks as well without a sandbox: about 72 MB resident less, and the
  // prints as fast (50 prints of a summary page, two at once: median 426 ms against 481 ms).
  '--no-unsandboxed-zygote',
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
  /** Times the renderer was told to drop its caches: after every print and composition. */
  rendererPurges: number;
  /** Requests of printed documents that were refused (anything but data: and about:blank). */
  blockedRequests: number;
  queued: number;
  inFlight: number;
}

/** Seconds a refused caller is asked to wait: about the time the queue needs to drain. */
export const PRINTER_BUSY_RETRY_SECONDS = 5;

/** What a page of the pool is taken for. */
type PoolWork = 'compose' | 'print';

export const COMPOSER_BUSY_MESSAGE = 'The picture service is busy; please try again in a few seconds.';
const BUSY_MESSAGES: Record<PoolWork, string> = {
  print: 'The PDF service is busy; please try again in a few seconds.',
  compose: COMPOSER_BUSY_MESSAGE,
};

/** The queue is full, or the wait for a page grew too long: 503 with Retry-After. */
export class PrinterBusyError extends ApiError {
  readonly retryAfterSeconds = PRINTER_BUSY_RETRY_SECONDS;
  constructor(work: PoolWork = 'print') {
    super(503, BUSY_MESSAGES[work]);
  }
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
 * most `queueLimit` waiting for at most `queueWaitMs`, the rest refused with 503. Pictures composed
 * on the pool (a visitor's 2D view waits on them) go before the prints waiting. Scripts never run
 * and nothing leaves the machine while a document is printed: every request except inline data is
 * aborted. A page is recycled after `recycleAfter` prints; a crashed browser is relaunched and the
 * print that failed with it is tried once more.
 */
export class PdfPrinter {
  private readonly browser: ServerBrowser;
  private readonly idle: PooledPage[] = [];
  /** Those waiting for a page: compositions (a visitor's picture) are served before prints. */
  private readonly waiting: Record<PoolWork, ((page: Promise<PooledPage>) => void)[]> = {
    compose: [],
    print: [],
  };
  private pagesOpen = 0;
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
      queued: this.queued,
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

  private get queued(): number {
    return this.waiting.compose.length + this.waiting.print.length;
  }

  /** The next waiter: a composition first (a visitor's picture waits on it), then a print. */
  private nextWaiter(): ((page: Promise<PooledPage>) => void) | undefined {
    return this.waiting.compose.shift() ?? this.waiting.print.shift();
  }

  /**
   * A page: an idle one, a new one, or the next one freed, waiting at most `queueWaitMs` for that;
   * refused with 503 when the queue is full or the wait ran out.
   */
  private acquire(work: PoolWork): Promise<PooledPage> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    if (this.pagesOpen < this.options.concurrency) return this.openCounted();
    if (this.queued >= this.options.queueLimit) return Promise.reject(new PrinterBusyError(work));
    const waiting = this.waiting[work];
    return new Promise<Promise<PooledPage>>((resolve, reject) => {
      let timer: NodeJS.Timeout | null = null;
      const waiter = (page: Promise<PooledPage>) => {
        if (timer) clearTimeout(timer);
        resolve(page);
      };
      waiting.push(waiter);
      timer = setTimeout(() => {
        const at = waiting.indexOf(waiter);
        if (at < 0) return;
        waiting.splice(at, 1);
        reject(new PrinterBusyError(work));
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
   * freed memory back to the system. Composing decodes whole layers at full size, and every
   * document brings pictures of its own (data URLs, each a resource of the memory cache): without
   * this the renderer grew by about 3 MB a second under a burst of prints. After every print it
   * costs no time measurably (100 prints of six pictures each: median 598 ms against 603 ms) and
   * held that run's peak at 814 MB instead of 1,132 MB.
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

  private release(pooled: PooledPage, healthy: boolean): void {
    if (!healthy || pooled.prints >= this.recycleAfter || this.closed) {
      this.pagesOpen--;
      if (healthy) this.counters.pageRecycles++;
      void pooled.page.close().catch(() => undefined);
      // The next waiter gets a fresh page (of a relaunched browser, if this one died).
      const next = this.closed ? undefined : this.nextWaiter();
      if (next) next(this.openCounted());
      return;
    }
    const next = this.nextWaiter();
    if (next) next(Promise.resolve(pooled));
    else this.idle.push(pooled);
  }

  private async printOnce(html: string): Promise<Buffer> {
    const pooled = await this.acquire('print');
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
      if (healthy) await this.purge(pooled.page).catch(() => undefined);
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
    const pooled = await this.acquire('compose');
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
      const composed = await page.evaluate(composeInPage, composeJobs(stacks));
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
    this.idle.length = 0;
    await this.browser.close();
  }
}
