/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, signIn } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { type ApiPart, type ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import { watchCreatedConfigurations } from '../../src/browser/configurationPages.js';
import { answerConsent, clickText, dialogTitle, texts, waitForPath } from '../../src/browser/shellPages.js';

const SLOW = 180_000;

interface Model {
  modelId: string;
  name: string;
  engine: string;
}

/**
 * The dialog kinds addPart, removePart, configurationSummary and sendConfigurationToDealer in real
 * Chromium against the whole app: each opens where a visitor meets it and does its job, and Send to
 * dealer is offered only where the server takes the enquiry. The server runs with
 * DealerSearch3DEnabled off; a second one with accounts off (CdcEnabled false).
 */
describe('dialog kinds in Chromium', () => {
  const suite = new BrowserSuite({
    login: true,
    env: (origin) => ({
      DEALER_SEARCH_3D_ENABLED: 'false',
      MAP_TILE_URL: `${origin}/map-tiles/{z}/{x}/{y}.png`,
    }),
  });
  let noAccounts: ShellServer | undefined;
  let api: ConfigurationApi;
  let page: Page;
  let created: string[];
  let twoD: Model;
  let threeD: Model;
  /** A part that needs another one (added with it), and that other part. */
  let needing: ApiPart;
  let needed: ApiPart;

  beforeAll(async () => {
    api = suite.api;
    const models = await api.models('KTM');
    const offering = async (engine: string) => {
      for (const model of models.filter((candidate) => candidate.engine === engine)) {
        if (/bow/i.test(model.name)) continue;
        const overview = (await api.overview(model.modelId)) as { Vehicle: { ShowOfferButton?: boolean } };
        if (overview.Vehicle.ShowOfferButton) return model;
      }
      throw new Error(`no ${engine} model with the offer button`);
    };
    twoD = await offering('Engine2D');
    threeD = await offering('Engine3D');

    // A part whose dry run asks for one fixed required part: removing that one later asks about it.
    const overview = await api.overview(twoD.modelId);
    const scratch = await api.create(twoD.modelId);
    for (const part of overview.Parts.filter((candidate) => !candidate.IsColorPart)) {
      const rules = await api.dryRun(scratch, 'add', part.PartId);
      if (rules?.RuleType === 1 && !rules.ChoosePart && rules.Parts.length === 1) {
        needing = part;
        needed = overview.Parts.find((candidate) => candidate.PartId === rules.Parts[0])!;
        break;
      }
    }
    expect(needing, 'a part with one required part').toBeDefined();

    const context = await suite.browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    created = watchCreatedConfigurations(page);
  }, SLOW);
  afterAll(async () => {
    await noAccounts?.close();
  });

  const categoriesPath = (model: Model) => `/main/configuration/${model.modelId}/categories`;
  const selected = async () => (await api.load(created.at(-1)!)).Configuration.SelectedPartIds;
  const waitForNoDialog = (on: Page) =>
    on.waitForFunction(() => !document.querySelector('[role="dialog"]'), { polling: 50, timeout: 20_000 });
  const waitForTitle = (on: Page, title: string) =>
    on.waitForFunction(
      (wanted) => document.querySelector('[role="dialog"] h2')?.textContent === wanted,
      { polling: 50, timeout: 20_000 },
      title,
    );
  const pressInDialog = (on: Page, label: string) => clickText(on, '[role="dialog"] button', label);
  const waitForToast = (on: Page, text: string) =>
    on.waitForFunction(
      (wanted) => document.querySelector('.toast')?.textContent?.trim() === wanted,
      { polling: 50, timeout: 20_000 },
      text,
    );
  async function openAppliedParts(on: Page) {
    const open = await on.$eval('.menu-applied', (button) => button.getAttribute('aria-expanded'));
    if (open !== 'true') await on.$eval('.menu-applied', (button) => (button as HTMLElement).click());
    await on.waitForSelector('#applied-parts');
  }

  it('asks with addPart when a #partId link brings a part, and Add adds it through the rules', async () => {
    await page.goto(`${suite.server.url}${categoriesPath(twoD)}?culture=${CULTURE}#${needing.PartId}`, {
      waitUntil: 'networkidle0',
    });
    await answerConsent(page);
    await waitForTitle(page, 'Add part');
    const card = await page.$eval('[role="dialog"]', (dialog) => ({
      name: dialog.querySelector('.part-dialog-name')?.textContent,
      reference: dialog.querySelector('.part-dialog-reference')?.textContent,
      image: (dialog.querySelector('.part-dialog-image') as HTMLImageElement | null)?.src,
      text: dialog.textContent,
    }));
    expect(card.name).toBe(needing.Name);
    expect(card.reference).toMatch(/^Reference: \S+/);
    expect(card.image).toBeTruthy();
    expect(card.text).toContain('Add this part to your configuration?');
    // Nothing is added until the visitor says so.
    expect(await selected()).toEqual([]);

    await pressInDialog(page, 'Add to configuration');
    // The part needs another one: the rules question replaces the dialog, its answer adds both.
    await waitForTitle(page, 'This part needs changes');
    await page.$eval('[role="dialog"] .dialog-actions .button.primary', (button) =>
      (button as HTMLElement).click(),
    );
    await waitForNoDialog(page);
    await waitForToast(
      page,
      needing.CanBeRendered ? 'Part Added!' : 'Part Added! This part is not shown in the pictures.',
    );
    expect((await selected()).sort()).toEqual([needing.PartId, needed.PartId].sort());
    expect(await page.$eval('.applied-counter', (counter) => counter.textContent)).toBe('2');
  });

  it('summarises the configuration in the configurationSummary dialog, with the way to the summary', async () => {
    await openAppliedParts(page);
    await clickText(page, '#applied-parts button', 'Configuration overview');
    await waitForTitle(page, 'Your configuration');
    const shownTotal = await page.$eval('.vehicle-price .total-price strong', (total) => total.textContent);
    const summary = await page.$eval('[role="dialog"]', (dialog) => ({
      model: dialog.querySelector('.summary-dialog-model')?.textContent,
      parts: [...dialog.querySelectorAll('.summary-dialog-part-name')].map((name) => name.textContent),
      prices: dialog.querySelectorAll('.summary-dialog-part-price').length,
      total: dialog.querySelector('.summary-dialog-total strong')?.textContent,
    }));
    expect(summary).toEqual({
      model: twoD.name,
      parts: expect.arrayContaining([needing.Name, needed.Name]),
      prices: 2,
      total: await api.shownPrice(created.at(-1)!),
    });
    expect(summary.total).toBe(shownTotal);

    await pressInDialog(page, 'To the summary');
    await waitForNoDialog(page);
    await page.waitForSelector('.summary-screen');
    expect(await texts(page, '.summary-screen h1')).toContain('Your configuration');
    await page.$eval('.summary-back', (button) => (button as HTMLElement).click());
    await page.waitForSelector('.configuration-menu');
  });

  it('removes a part from the applied-parts list through removePart, asking about the parts that need it', async () => {
    await openAppliedParts(page);
    const removeLabel = `Remove ${needed.Name}`;
    const pressRemove = () =>
      page.$eval(`#applied-parts button[aria-label="${removeLabel}"]`, (button) =>
        (button as HTMLElement).click(),
      );
    await pressRemove();
    await waitForTitle(page, 'Remove part');
    expect(await page.$eval('[role="dialog"] .part-dialog-name', (name) => name.textContent)).toBe(
      needed.Name,
    );
    // Cancel keeps the part.
    await pressInDialog(page, 'Cancel');
    await waitForNoDialog(page);
    expect((await selected()).sort()).toEqual([needing.PartId, needed.PartId].sort());

    await pressRemove();
    await waitForTitle(page, 'Remove part');
    await pressInDialog(page, 'Remove');
    // The part that needs it goes with it, once the visitor agrees.
    await waitForTitle(page, 'Remove conflicting part');
    expect(await page.$eval('[role="dialog"]', (dialog) => dialog.textContent)).toContain(needing.Name);
    await page.$eval('[role="dialog"] .dialog-actions .button.primary', (button) =>
      (button as HTMLElement).click(),
    );
    await waitForNoDialog(page);
    await waitForToast(page, 'Part removed!');
    expect(await selected()).toEqual([]);
    await openAppliedParts(page);
    expect(await texts(page, '#applied-parts .note')).toEqual(['You have not added any parts yet.']);
  });

  it(
    'sends to a dealer in the sendConfigurationToDealer dialog, the summary buttons staying in place',
    async () => {
      await page.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      await page.waitForSelector('.summary-screen .summary-send');
      // The layout settles once the summary's pictures have loaded: measure after that.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('.summary-images img')].every(
            (image) => image.complete,
          ),
        { polling: 100, timeout: 20_000 },
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      const finishBefore = await page.$eval('.summary-finish', (link) =>
        link.getBoundingClientRect().toJSON(),
      );
      await page.$eval('.summary-send', (button) => (button as HTMLElement).click());
      await waitForTitle(page, 'Send to dealer');
      // Opening it moves nothing on the summary; the enquiry is in the dialog, not in the page.
      expect(await page.$eval('.summary-finish', (link) => link.getBoundingClientRect().toJSON())).toEqual(
        finishBefore,
      );
      expect(await page.$('.summary-actions .dealer-enquiry')).toBeNull();
      expect(await texts(page, '[role="dialog"] .no-dealer')).toEqual(['No dealer selected']);
      expect(await texts(page, '[role="dialog"] .login-required-hint p')).toEqual([
        'Log in or create account first',
      ]);
      expect(
        await page.$eval('[role="dialog"] .dealer-send', (button) => (button as HTMLButtonElement).disabled),
      ).toBe(true);
      await pressInDialog(page, 'Log in');
      await signIn(page, CUSTOMER);
      await waitForPath(page, categoriesPath(twoD), { culture: CULTURE });
      await page.waitForFunction(
        (name) => document.querySelector('.account-name')?.textContent?.trim() === name,
        { polling: 100, timeout: 20_000 },
        CUSTOMER.name,
      );

      if (!(await page.$('.summary-screen'))) {
        await page.waitForSelector('.view-configuration');
        await page.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      }
      await page.waitForSelector('.summary-screen .summary-send');
      await page.$eval('.summary-send', (button) => (button as HTMLElement).click());
      await waitForTitle(page, 'Send to dealer');
      expect(await page.$('[role="dialog"] .login-required-hint')).toBeNull();
      await clickText(page, '[role="dialog"] button', 'Find a dealer');
      await page.waitForSelector('[role="dialog"] .dealer-search input[type="search"]', { timeout: 20_000 });
      await page.type('[role="dialog"] .dealer-search input[type="search"]', 'Wien');
      await page.keyboard.press('Enter');
      // The list answers the search once its first dealer is in Wien (before, it may list the nearest).
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role="dialog"] .dealer-list .dealer-option')
            ?.textContent?.includes('Wien'),
        { polling: 100, timeout: 20_000 },
      );
      const dealer = await page.$eval(
        '[role="dialog"] .dealer-list .dealer-option .dealer-name',
        (name) => name.textContent,
      );
      await page.$eval('[role="dialog"] .dealer-list .dealer-option', (option) =>
        (option as HTMLElement).click(),
      );
      expect(await texts(page, '[role="dialog"] .chosen-dealer-address strong')).toEqual([dealer]);
      await page.waitForFunction(
        () => !(document.querySelector('[role="dialog"] .dealer-send') as HTMLButtonElement | null)?.disabled,
        { polling: 100, timeout: 20_000 },
      );
      await page.$eval('[role="dialog"] .dealer-send', (button) => (button as HTMLElement).click());
      await waitForToast(page, 'Offer saved and sent to your dealer!');
      await waitForNoDialog(page);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Thank you for your enquiry'),
        { polling: 100, timeout: 20_000 },
      );
    },
    SLOW,
  );

  /** Opens the model's summary in a fresh page and says whether it offers Send to dealer. */
  async function offersSendToDealer(on: ShellServer, model: Model): Promise<boolean> {
    const fresh = await suite.browser.newPage();
    try {
      await fresh.setViewport({ width: 1440, height: 900 });
      await fresh.goto(`${on.url}${categoriesPath(model)}?culture=${CULTURE}`, { waitUntil: 'networkidle0' });
      await answerConsent(fresh);
      await fresh.waitForSelector('.view-configuration', { timeout: 20_000 });
      await fresh.$eval('.view-configuration', (button) => (button as HTMLElement).click());
      // The summary is drawn once its finish link is: the actions are there or never will be.
      await fresh.waitForSelector('.summary-screen .summary-finish');
      await fresh.waitForSelector('.summary-screen .summary-total');
      expect(await dialogTitle(fresh)).toBeNull();
      return (await fresh.$('.summary-send')) !== null;
    } finally {
      await fresh.close();
    }
  }

  it(
    'offers Send to dealer on the 2D summary; a 3D model opens the 3D screen instead, whose overview follows DealerSearch3DEnabled',
    async () => {
      expect(await offersSendToDealer(suite.server, twoD)).toBe(true);
      // The 3D screen's 'Complete configuration' (X-Bow, or DealerSearch3DEnabled) is tested with it.
      const fresh = await suite.browser.newPage();
      try {
        await fresh.goto(`${suite.server.url}${categoriesPath(threeD)}?culture=${CULTURE}`, {
          waitUntil: 'networkidle0',
        });
        await answerConsent(fresh);
        await fresh.waitForSelector('.configuration-3d .login-panel-3d', { timeout: 20_000 });
        expect(await fresh.$('.view-configuration')).toBeNull();
      } finally {
        await fresh.close();
      }
    },
    SLOW,
  );

  it(
    'does not offer Send to dealer when accounts are switched off',
    async () => {
      noAccounts = await startShellServer(suite.build.dir, { env: { CDC_ENABLED: 'false' } });
      expect(await offersSendToDealer(noAccounts, twoD)).toBe(false);
    },
    SLOW,
  );
});
