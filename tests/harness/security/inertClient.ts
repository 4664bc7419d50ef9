/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStubRenderNode } from '@configurator/bff/testing/stubRenderNode';
import { startListeningTestApp } from '@configurator/bff/testing/testApp';
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient } from '@configurator/client/tooling/clientBuild';
import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import type { Browser, Page } from 'puppeteer-core';
import { bearerOf, DEALER, logInFromHeader } from '../../src/browser/accounts.js';
import { ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import { watchCreatedConfigurations } from '../../src/browser/configurationPages.js';
import { answerConsent, VIEWPORTS } from '../../src/browser/shellPages.js';
import { checkPage, hoverPayloads, type PageCheck } from './inertPages.js';
import { PAYLOADS, storeMarkupInCatalog } from './storedMarkup.js';

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * The client as built, on a scratch database whose catalog texts carry payloads, in Chromium: the
 * model selection, the 2D screen's part list and part detail; in the full form also, as a dealer
 * who saved the configuration with payloads as the customer's names and comment, the summary, the
 * finish screen, the account page and the dealer history. Each page is checked as it stands.
 */
export async function checkClientPages(
  database: TestDatabase,
  quick: boolean,
  log: (message: string) => void,
): Promise<PageCheck[]> {
  const build = await buildClient();
  const cacheDir = await mkdtemp(join(tmpdir(), 'harness-xss-stills-'));
  const node = await startStubRenderNode();
  let browser: Browser | null = null;
  try {
    const t = await startListeningTestApp(database, {
      CLIENT_DIST_DIR: build.dir,
      RENDER_CACHE_DIR: cacheDir,
      RENDER_NODES: node.url,
      RENDER_LOCAL_NODE: 'false',
    });
    try {
      const modelId = await storeMarkupInCatalog(t);
      browser = await launchChromium();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORTS.desktop);
      page.setDefaultTimeout(20_000);
      page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
      return await walk(page, t.origin, modelId, quick, log);
    } finally {
      await t.close();
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await node.close();
    await build.dispose();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

async function go(page: Page, base: string, path: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${base}${path}${separator}brand=KTM&culture=${CULTURE}`, {
    waitUntil: 'networkidle0',
    timeout: 60_000,
  });
}

const click = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLElement).click());

async function walk(
  page: Page,
  base: string,
  modelId: string,
  quick: boolean,
  log: (message: string) => void,
): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  const check = async (name: string) => {
    await hoverPayloads(page);
    const seen = await checkPage(page, name);
    log(`xss ${name}: ${seen.shown} payloads shown, script ran: ${seen.ran}, live: ${seen.live.length}`);
    for (const element of seen.live.slice(0, 5)) log(`  live: ${element}`);
    checks.push(seen);
  };
  const created = watchCreatedConfigurations(page);

  await go(page, base, '/main');
  await answerConsent(page);
  if (await page.$(OPEN_DIALOG)) await page.keyboard.press('Escape');
  await page.waitForSelector('.model-preview');
  await check('model selection');

  await go(page, base, `/main/configuration/${modelId}/categories`);
  await page.waitForSelector('.vehicle-price .total-price');
  const open = await page.$eval('.menu-categories', (button) => button.getAttribute('aria-expanded'));
  if (open !== 'true') await click(page, '.menu-categories');
  await page.waitForSelector('.category-panel .category-toggle');
  await page.$$eval('.category-toggle', (buttons) => {
    for (const button of buttons)
      if (button.getAttribute('aria-expanded') !== 'true') (button as HTMLElement).click();
  });
  await page.waitForSelector('.part-name');
  await check('2D part list');
  if (quick) return checks;

  await click(page, '.part-name');
  await page.waitForSelector('.part-detail-close');
  await check('2D part detail');
  await click(page, '.part-detail-close');
  if (await page.$('.setup-list')) await check('2D setups');

  await logInFromHeader(page, DEALER);
  const configurationId = created.at(-1);
  if (!configurationId) throw new Error('the 2D screen created no configuration');
  const api = new ConfigurationApi(base);
  const bearer = await bearerOf(page);
  // A part with a payload in its name on the summary's list.
  const [part] = await api.plainParts(await api.overview(modelId), 1);
  await api.post(
    `/configuration/${configurationId}/add-part?c=${CULTURE}`,
    { PartId: part?.PartId, DryRun: false },
    bearer,
  );
  await api.post(
    `/configuration/${configurationId}/save-configuration`,
    {
      Firstname: PAYLOADS.image,
      Lastname: PAYLOADS.attribute,
      Comment: `${PAYLOADS.script} ${PAYLOADS.single} ${PAYLOADS.link} ${PAYLOADS.details}`,
      OrderNumber: PAYLOADS.details,
      Vin: PAYLOADS.script,
    },
    bearer,
  );
  // The same configuration in the dealer's own account list too.
  await api.post(`/configuration/${configurationId}/save-user-configuration-cdc`, {}, bearer);
  await go(page, base, `/main?configurationId=${configurationId}`);
  await page.waitForSelector('.view-configuration');
  await click(page, '.view-configuration');
  await page.waitForSelector('.summary-screen .summary-finish');
  await check('summary');
  await click(page, '.summary-finish');
  await page.waitForSelector('.finish-actions');
  await check('finish');
  await go(page, base, '/main/account');
  await page.waitForSelector('main');
  await check('account');
  await go(page, base, '/main/history');
  await page.waitForSelector('.dealer-history');
  await check('dealer history');
  return checks;
}
