/**
 * The machine's headless Chromium (the Debian package, driven by puppeteer-core) as every process
 * of the project starts it: the render node's scene pages, the server's PDF printer and the
 * browser tests. Imported by the bff as `@configurator/render-sim/chromium`.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Quiet: no sandbox (containers), no GPU, no updates, sync or first-run pages, and no omnibox popup.
 * Headless Chromium 156 otherwise preloads the popup's two pages (`chrome://omnibox-popup.top-chrome/`)
 * in a renderer of their own, again for every browser context: about 165 MB resident and 0.75-2.5 s
 * of CPU each time, which a test that opens each page in a context of its own paid for every page.
 * (puppeteer merges every `--disable-features` list it is given with its own.)
 */
export const QUIET_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/**
 * A long-running server's browser: quiet, lean in memory, one renderer process, nothing optional.
 * Memory (a budget counts every process of the tree, shared pages in each): the network service
 * runs inside the browser process instead of a process of its own, and no spare renderer waits.
 */
export const SERVER_ARGS: readonly string[] = [
  ...QUIET_ARGS,
  '--disable-dev-shm-usage',
  '--mute-audio',
  '--disable-extensions',
  '--renderer-process-limit=1',
  '--enable-features=NetworkServiceInProcess2',
  '--disable-features=Translate,MediaRouter,OptimizationHints,BackForwardCache,site-per-process,SpareRendererForSitePerProcess',
];

/**
 * The niceness of background work (PDFs, stills, the render node): below the servers, above nothing
 * else. `BACKGROUND_NICENESS` (0-19) sets it; 10 by default.
 */
export const BACKGROUND_NICENESS = backgroundNiceness(process.env.BACKGROUND_NICENESS);

export function backgroundNiceness(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const niceness = Number(value);
  if (!Number.isInteger(niceness) || niceness < 0 || niceness > 19)
    throw new Error(`BACKGROUND_NICENESS must be a whole number from 0 to 19, not "${value}"`);
  return niceness;
}

/** Headless Chromium with the quiet flags, as the browser tests and benches drive it. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...QUIET_ARGS] });
}

const BROWSER_FAILURE =
  /Target closed|Session closed|crashed|disconnected|Protocol error|detached|Connection closed|timed out/i;

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A failure of the browser rather than of the work: worth one more try on a fresh page. */
export function isBrowserFailure(error: unknown): boolean {
  return BROWSER_FAILURE.test(errorMessage(error));
}

export interface ServerBrowserOptions {
  executablePath: string;
  args: readonly string[];
  protocolTimeout: number;
  /** Closes the browser on SIGINT, SIGTERM and SIGHUP (puppeteer's default). */
  handleSignals?: boolean;
  /** Why a launch after `close` fails, e.g. 'the PDF printer is closed'. */
  closedMessage: string;
  /**
   * Chromium and every process it starts run at this niceness (0-19), and never above it: run as
   * root, Chromium would raise its display threads to -8, ahead of the server answering visitors.
   * Background work (PDFs, stills) asks for BACKGROUND_NICENESS so that the visitors go first.
   */
  niceness?: number;
}

/**
 * An executable that starts `executablePath` at `niceness`, unable to raise its priority (as root
 * the capability to do so is dropped): puppeteer adds its own arguments after the path, so the
 * path itself must be a program. `exec` keeps the process id and the pipes.
 *
 * Puppeteer starts the browser in a session of its own, and where the kernel groups the scheduling
 * by session (autogroup), a niceness counts only against the processes of that group: the group
 * as a whole would still take an equal share of the CPU beside the server's. So a launcher that
 * leads its own session also gives its group the niceness; one started inside another session
 * leaves that session's group as it is.
 */
export function nicedExecutable(
  executablePath: string,
  niceness: number,
  asRoot = process.getuid?.() === 0,
): string {
  const steps = Math.trunc(niceness);
  const quoted = `'${executablePath.replaceAll("'", "'\\''")}'`;
  const capped = asRoot ? 'setpriv --bounding-set=-sys_nice ' : '';
  const script = [
    '#!/bin/sh',
    `if [ "$(cut -d' ' -f6 /proc/$$/stat 2>/dev/null)" = "$$" ] && [ -w /proc/$$/autogroup ]; then`,
    `  n=$(($(nice) + ${steps})); [ $n -gt 19 ] && n=19`,
    '  echo $n 2>/dev/null >/proc/$$/autogroup || { sleep 0.2; echo $n 2>/dev/null >/proc/$$/autogroup; } || true',
    'fi',
    `exec ${capped}nice -n ${steps} ${quoted} "$@"`,
    '',
  ].join('\n');
  const dir = join(tmpdir(), 'configurator-chromium');
  const file = join(dir, `nice-${createHash('sha1').update(script).digest('hex').slice(0, 20)}.sh`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: a concurrent launch never runs half a script.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, script);
  chmodSync(partial, 0o755);
  renameSync(partial, file);
  return file;
}

/**
 * One browser of a server process, launched on first use and again after it crashed or
 * disconnected. It talks over a pipe: when the process dies, even by SIGKILL, the pipe closes and
 * Chromium exits by itself instead of running on as an orphan.
 */
export class ServerBrowser {
  private browser: Promise<Browser> | null = null;
  private closed = false;
  launches = 0;

  constructor(
    private readonly options: ServerBrowserOptions,
    /** Told when the browser is gone, so that its pages are forgotten. */
    private readonly onGone: () => void,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** The browser if one was launched (or is being launched); null otherwise. */
  current(): Promise<Browser> | null {
    return this.browser;
  }

  launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error(this.options.closedMessage));
    if (this.browser) return this.browser;
    const signals = this.options.handleSignals ?? true;
    const { executablePath, niceness } = this.options;
    const launching = puppeteer
      .launch({
        executablePath: niceness === undefined ? executablePath : nicedExecutable(executablePath, niceness),
        headless: true,
        args: [...this.options.args],
        pipe: true,
        handleSIGINT: signals,
        handleSIGTERM: signals,
        handleSIGHUP: signals,
        protocolTimeout: this.options.protocolTimeout,
      })
      .then(async (browser) => {
        // The start page's blank tab would keep a renderer process of its own for nothing: every
        // user of a server browser opens the pages it needs.
        for (const page of await browser.pages()) await page.close().catch(() => undefined);
        this.launches++;
        browser.on('disconnected', () => {
          if (this.browser === launching) this.forget();
        });
        return browser;
      });
    this.browser = launching;
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    return launching;
  }

  private forget(): void {
    this.browser = null;
    this.onGone();
  }

  /**
   * Closes the running browser (idle memory goes back to the system); the next `launch` starts a
   * fresh one. Not a crash: `onGone` is not told.
   */
  async shutDown(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }
}
