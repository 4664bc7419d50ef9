/// <reference lib="dom" />
// The function passed to page.waitForFunction runs in the browser: it uses its DOM types.
/**
 * The three pages of the budgets, as a visitor reaches them by address: the model selection, the
 * 2D configuration screen of a configuration with a setup applied, and that configuration's summary
 * (`view=summary` opens it from the address, as a reload does).
 */
import type { Browser } from 'puppeteer-core';
import { ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';

export interface AuditedPage {
  /** 'model selection', '2D configuration', 'summary'. */
  name: string;
  /** A file name for its reports. */
  slug: string;
  path: string;
  /** What shows once the page has its content (for the warm-up visit). */
  ready: string;
}

interface Setup {
  SetupId: string;
}

/** A KTM model that renders in 2D, configured with its first setup through the REST facade. */
export async function auditedPages(serverUrl: string): Promise<AuditedPage[]> {
  const api = new ConfigurationApi(serverUrl);
  const model = (await api.models('KTM')).find((candidate) => candidate.engine === 'Engine2D');
  if (!model) throw new Error('no KTM model renders in 2D');
  const id = await api.create(model.modelId);
  const { Setups } = await api.get<{ Setups: Setup[] }>(
    `/vehicles/${encodeURIComponent(model.modelId)}?c=${CULTURE}`,
  );
  const setup = Setups[0];
  if (setup) await api.post(`/configuration/${id}/apply-setup?c=${CULTURE}`, { SetupId: setup.SetupId });
  const screen = `/main/configuration/${encodeURIComponent(model.modelId)}/categories?culture=${CULTURE}&configurationId=${id}`;
  return [
    {
      name: 'model selection',
      slug: 'model-selection',
      path: `/main/motorcycles?culture=${CULTURE}`,
      ready: '.model-preview img',
    },
    { name: '2D configuration', slug: 'configuration-2d', path: screen, ready: '.configurator-stage img' },
    { name: 'summary', slug: 'summary', path: `${screen}&view=summary`, ready: '.summary-images img' },
  ];
}

/**
 * One visit of each page before anything is measured, so that the server has rendered and cached
 * its pictures, as a running deployment has: the audits measure the page, not a first rendering.
 */
export async function warmUp(browser: Browser, serverUrl: string, pages: readonly AuditedPage[]) {
  for (const audited of pages) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      for (const viewport of [
        { width: 412, height: 823, isMobile: true, hasTouch: true },
        { width: 1350, height: 940 },
      ]) {
        await page.setViewport(viewport);
        await page.goto(`${serverUrl}${audited.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
        await page.waitForSelector(audited.ready, { timeout: 60_000 });
        // Lazy pictures out of view never load: the visible ones count.
        await page.waitForFunction(
          () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
          {
            timeout: 120_000,
            polling: 200,
          },
        );
      }
    } finally {
      await context.close();
    }
  }
}
