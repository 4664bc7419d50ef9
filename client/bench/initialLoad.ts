/**
 * Budgets of the client shell, printed as JSON lines: the initial JavaScript of /main/motorcycles
 * (gzip) and its Largest Contentful Paint in headless Chromium. Exits non-zero when one is over budget.
 */
import type { Browser } from 'puppeteer-core';
import { INITIAL_JS_BUDGET_BYTES, initialJs } from '../tooling/bundleSize.js';
import { launchChromium } from '../tooling/chromium.js';
import { buildClient } from '../tooling/clientBuild.js';
import { startShellServer } from '../tooling/shellServer.js';

const LCP_BUDGET_MS = 1500;
const RUNS = 5;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812, isMobile: true, hasTouch: true },
];

/** The last largest-contentful-paint entry once the page is loaded and idle. */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    resolve({ startTime: last.startTime, element: last.element ? last.element.tagName + '.' + last.element.className : null });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

async function measureLcp(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[number]) {
  // A fresh context per run: no cache, no storage, as a first visit.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.model-preview');
    return (await page.evaluate(READ_LCP)) as { startTime: number; element: string | null };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const build = await buildClient();
let failed = false;
try {
  const initial = await initialJs(build.dir);
  const jsOk = initial.gzipBytes <= INITIAL_JS_BUDGET_BYTES;
  failed ||= !jsOk;
  console.log(
    JSON.stringify({
      metric: 'initialJsGzip',
      route: '/main/motorcycles',
      bytes: initial.gzipBytes,
      kb: Number((initial.gzipBytes / 1024).toFixed(1)),
      budgetKb: INITIAL_JS_BUDGET_BYTES / 1024,
      ok: jsOk,
      files: initial.files,
    }),
  );

  const server = await startShellServer(build.dir);
  const browser = await launchChromium();
  try {
    const url = `${server.url}/main/motorcycles?culture=de-AT&country=AT`;
    // One visit first so the server has its catalog caches warm, as a running deployment would.
    await measureLcp(browser, url, VIEWPORTS[0]!);
    for (const viewport of VIEWPORTS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureLcp(browser, url, viewport));
      const ms = Number(median(runs.map((run) => run.startTime)).toFixed(1));
      const ok = ms <= LCP_BUDGET_MS;
      failed ||= !ok;
      console.log(
        JSON.stringify({
          metric: 'lcp',
          route: '/main/motorcycles',
          viewport: `${viewport.width}x${viewport.height}`,
          medianMs: ms,
          runsMs: runs.map((run) => Number(run.startTime.toFixed(1))),
          element: runs.at(-1)?.element,
          budgetMs: LCP_BUDGET_MS,
          ok,
        }),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await build.dispose();
}
if (failed) process.exitCode = 1;
