import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import {
  type ShellServer,
  startShellServer,
  startShellServerWithLogin,
} from '@configurator/client/tooling/shellServer';
import type { Browser, BrowserContext, Page, Permission, Viewport } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { ConfigurationApi } from './configurationApi.js';
import { answerConsent } from './shellPages.js';

export interface SuiteOptions {
  /** The built-in login: the server's port, issuer and PUBLIC_URL are chosen first. */
  login?: boolean;
  /** More environment for the server; a function gets the server's origin (with `login`). */
  env?: NodeJS.ProcessEnv | ((origin: string) => NodeJS.ProcessEnv);
  /** Live 3D sessions of a real render node (default: a stub node without streams). */
  streams?: number;
}

export interface PageOptions {
  viewport?: Viewport;
  /** Runs before the first navigation, e.g. to watch requests. */
  before?: (page: Page) => void | Promise<void>;
  /** Answers the cookie banner once the page has loaded (default true). */
  consent?: boolean;
  /** Permissions the context grants the server's origin, e.g. the clipboard's. */
  permissions?: Permission[];
}

/**
 * The whole app for a browser test file: the client build, the server on PGlite and Chromium are
 * started before the file's tests and closed after them. Each page gets a browser context of its
 * own (cookies, storage), as a new visitor does.
 */
export class BrowserSuite {
  private started: {
    build: ClientBuild;
    server: ShellServer;
    browser: Browser;
    api: ConfigurationApi;
  } | null = null;
  private readonly contexts: BrowserContext[] = [];

  constructor(private readonly options: SuiteOptions = {}) {
    beforeAll(() => this.start(), 180_000);
    afterAll(() => this.close());
  }

  private get running() {
    if (!this.started) throw new Error('the browser suite has not started');
    return this.started;
  }
  get server(): ShellServer {
    return this.running.server;
  }
  get browser(): Browser {
    return this.running.browser;
  }
  get build(): ClientBuild {
    return this.running.build;
  }
  /** The REST facade of the running server. */
  get api(): ConfigurationApi {
    return this.running.api;
  }

  /** The absolute address of a path on the running server. */
  url(path: string): string {
    return `${this.running.server.url}${path}`;
  }

  /** A page in a context of its own, loaded at the path and past the cookie banner. */
  async page(path: string, options: PageOptions = {}): Promise<Page> {
    const context = await this.browser.createBrowserContext();
    this.contexts.push(context);
    if (options.permissions) await context.overridePermissions(this.server.url, options.permissions);
    const page = await context.newPage();
    await page.setViewport(options.viewport ?? { width: 1440, height: 900 });
    await options.before?.(page);
    await page.goto(this.url(path), { waitUntil: 'networkidle0', timeout: 60_000 });
    if (options.consent !== false) await answerConsent(page);
    return page;
  }

  private async start(): Promise<void> {
    const build = await buildClient();
    const { env } = this.options;
    const server = this.options.login
      ? await startShellServerWithLogin(build.dir, env, this.options.streams)
      : await startShellServer(build.dir, {
          env: typeof env === 'function' ? env('') : env,
          ...(this.options.streams ? { streams: this.options.streams } : {}),
        });
    const browser = await launchChromium();
    this.started = { build, server, browser, api: new ConfigurationApi(server.url) };
  }

  private async close(): Promise<void> {
    const started = this.started;
    this.started = null;
    await started?.browser.close();
    await started?.server.close();
    await started?.build.dispose();
  }
}
