import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient } from '@configurator/client/tooling/clientBuild';
import { startShellServerWithLogin } from '@configurator/client/tooling/shellServer';
import type { Browser } from 'puppeteer-core';
import { ConfigurationApi } from '../../src/browser/configurationApi.js';

/** The whole app as a visitor meets it (client build, server with the built-in login, Chromium). */
export interface AccessibilityApp {
  url: string;
  browser: Browser;
  api: ConfigurationApi;
  close(): Promise<void>;
}

/**
 * Starts the client build, the server on PGlite with the built-in login (a stub render node: no
 * live 3D stream) and Chromium; `close` ends all three, also after a failed start.
 */
export async function startAccessibilityApp(): Promise<AccessibilityApp> {
  const build = await buildClient();
  let server: Awaited<ReturnType<typeof startShellServerWithLogin>> | null = null;
  try {
    server = await startShellServerWithLogin(build.dir, (origin) => ({
      MAP_TILE_URL: `${origin}/map-tiles/{z}/{x}/{y}.png`,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_LOGINS_PER_MINUTE: '1000000',
    }));
    const browser = await launchChromium();
    const running = server;
    return {
      url: running.url,
      browser,
      api: new ConfigurationApi(running.url),
      async close() {
        await browser.close().catch(() => undefined);
        await running.close();
        await build.dispose();
      },
    };
  } catch (error) {
    await server?.close();
    await build.dispose();
    throw error;
  }
}
