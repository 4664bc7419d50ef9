/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServerWithLogin } from '@configurator/client/tooling/shellServer';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPart } from '../../src/browser/configurationApi.js';
import { showPartInList } from '../../src/browser/configurationPages.js';
import {
  answerConsent,
  clickText,
  texts,
  VIEWPORTS,
  type ViewportName,
} from '../../src/browser/shellPages.js';

const API = '/api/posconfigurator';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const DEALER = { email: 'dealer@example.com', password: 'dealer' };
const SLOW = 180_000;

interface Part extends ApiPart {
  Code: string;
}
interface Overview {
  Vehicle: { ModelId: string; Name: string; RenderingEngine: string };
  Setups: { SetupId: string; Name: string; Parts: number[] }[];
  Parts: Part[];
}
interface PartChange {
  RulesResult: { RuleType: 0 | 1; Part: number; Parts: number[] } | null;
  PartIds: number[];
}

/** A setup in which the visitor replaced one of the setup's parts by another part. */
interface Scenario {
  overview: Overview;
  setup: Overview['Setups'][number];
  configurationId: string;
  /** The setup's part that is gone. */
  replaced: Part;
  /** The part that took its place. */
  replacing: Part;
}

/** Where an element is on the screen, as the visitor sees it without scrolling. */
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

/**
 * The summary and finish screens in real Chromium against the whole app: the setup's parts as they
 * are applied, every main action in view on arrival at 1440x900 and 375x812, the phone's bar with
 * visible icons (for a dealer too, whose header must fit the phone), the export dialog refusing
 * output while its address is invalid, and the conflict dialog showing part numbers whole.
 */
describe('summary and finish screens in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  let scenario: Scenario;

  const url = (path: string) => `${server!.url}${path}`;

  async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(url(`${API}${path}`), init);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  }
  const post = <T>(path: string, body: unknown) =>
    rest<T>(path, { method: 'POST', headers: XHR, body: JSON.stringify(body) });

  /**
   * The first 2D KTM setup with a part that replaces exactly one of the setup's parts, and back:
   * found through dry runs, then configured as a visitor would (setup, then the replacing part).
   */
  async function findScenario(): Promise<Scenario> {
    const list = await rest<{ Segments: { Vehicles: Overview['Vehicle'][] }[] }>(
      '/vehicles?brand=KTM&c=en-GB',
    );
    for (const vehicle of list.Segments.flatMap((segment) => segment.Vehicles)) {
      if (vehicle.RenderingEngine !== 'Engine2D') continue;
      const overview = await rest<Overview>(`/vehicles/${vehicle.ModelId}?c=en-GB`);
      for (const setup of overview.Setups) {
        const { ConfigurationId: id } = await post<{ ConfigurationId: string }>(
          '/configuration/create?c=en-GB',
          {
            ModelId: vehicle.ModelId,
          },
        );
        const applied = await post<PartChange>(`/configuration/${id}/apply-setup?c=en-GB`, {
          SetupId: setup.SetupId,
          DryRun: false,
        });
        if (applied.RulesResult) continue;
        for (const part of overview.Parts) {
          if (part.IsColorPart || applied.PartIds.includes(part.PartId)) continue;
          const rules = (
            await post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
              PartId: part.PartId,
              DryRun: true,
            })
          ).RulesResult;
          if (rules?.RuleType !== 0 || rules.Parts.length !== 1) continue;
          const replaced = overview.Parts.find((candidate) => candidate.PartId === rules.Parts[0]);
          if (!replaced || !setup.Parts.includes(replaced.PartId)) continue;
          const done = await post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
            PartId: part.PartId,
            RemoveParts: rules.Parts,
            DryRun: false,
          });
          expect(done.RulesResult).toBeNull();
          // Adding the setup's part back must ask to replace the new one: the conflict dialog's case.
          const back = (
            await post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
              PartId: replaced.PartId,
              DryRun: true,
            })
          ).RulesResult;
          if (back?.RuleType !== 0) continue;
          return { overview, setup, configurationId: id, replaced, replacing: part };
        }
      }
    }
    throw new Error('no 2D KTM setup has a part that another part replaces');
  }

  beforeAll(async () => {
    build = await buildClient();
    server = await startShellServerWithLogin(build.dir);
    browser = await launchChromium();
    scenario = await findScenario();
  }, SLOW);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  /** A browser of its own with the consent answered, on the page. */
  async function freshPage(path: string, viewport: ViewportName): Promise<Page> {
    const context = await browser!.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(VIEWPORTS[viewport]);
    await page.goto(url(path), { waitUntil: 'networkidle0' });
    await page.waitForSelector('.consent-banner', { timeout: 20_000 });
    await answerConsent(page);
    return page;
  }

  /** The configuration screen of the scenario's configuration, then its summary. */
  async function openSummary(page: Page): Promise<void> {
    await page.goto(url(`/main?configurationId=${scenario.configurationId}&culture=en-GB`), {
      waitUntil: 'networkidle0',
    });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'View configuration'),
      { timeout: 30_000, polling: 100 },
    );
    await clickText(page, 'button', 'View configuration');
    await page.waitForSelector('.summary-screen .summary-actions .summary-finish', { timeout: 20_000 });
    // The pictures take their place before anything is measured.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('.summary-images img')].every((img) => img.complete),
      { timeout: 20_000, polling: 100 },
    );
  }

  function boxes(page: Page, selector: string): Promise<Box[]> {
    return page.$$eval(selector, (elements) =>
      elements.map((element) => {
        const { top, bottom, left, right, width } = element.getBoundingClientRect();
        return { top, bottom, left, right, width };
      }),
    );
  }

  const viewportHeight = (page: Page) => page.evaluate(() => window.innerHeight);
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  /** Every element the selector finds is on the first screen, above `limit` (the screen's bottom). */
  async function expectInView(page: Page, selector: string, limit: number): Promise<void> {
    const found = await boxes(page, selector);
    expect(found.length, selector).toBeGreaterThan(0);
    for (const box of found) {
      expect(box.width, selector).toBeGreaterThan(0);
      expect(box.top, selector).toBeGreaterThanOrEqual(0);
      expect(box.bottom, selector).toBeLessThanOrEqual(limit);
    }
  }

  /** The phone's bar: along the bottom of the screen, within its width, every icon drawn. */
  async function expectPhoneBar(page: Page): Promise<Box> {
    const [bar] = await boxes(page, '.summary-mobile-bar');
    expect(bar).toBeDefined();
    const height = await viewportHeight(page);
    expect(bar!.bottom).toBeCloseTo(height, 0);
    expect(bar!.top).toBeLessThan(height);
    expect(bar!.left).toBeGreaterThanOrEqual(0);
    expect(bar!.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const icons = await boxes(page, '.summary-mobile-bar > * svg');
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of icons) {
      expect(icon.width).toBeGreaterThan(0);
      expect(icon.left).toBeGreaterThanOrEqual(0);
      expect(icon.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    return bar!;
  }

  it(
    'lists under the setup only its parts still applied: the replaced part is gone, its replacement applied',
    async () => {
      const { overview, setup, configurationId, replaced, replacing } = scenario;
      const page = await freshPage('/main/motorcycles?culture=en-GB', 'desktop');
      await openSummary(page);
      const { Configuration } = await rest<{ Configuration: { SelectedPartIds: number[] } }>(
        `/configuration/${configurationId}?c=en-GB`,
      );
      const nameOf = new Map(overview.Parts.map((part) => [part.PartId, part.Name]));
      const stillInSetup = Configuration.SelectedPartIds.filter((id) => setup.Parts.includes(id));
      expect(stillInSetup.length).toBeGreaterThan(0);
      expect(await texts(page, '.summary-setup p')).toEqual([setup.Name]);
      expect(await texts(page, '.summary-setup-parts .summary-part-name')).toEqual(
        stillInSetup.map((id) => nameOf.get(id)),
      );
      expect(await texts(page, '.summary-setup-parts .summary-part-name')).not.toContain(replaced.Name);
      expect(await texts(page, '.summary-applied .summary-part-name')).toEqual([replacing.Name]);
      // The key figures in SI units.
      for (const figure of await texts(page, '.key-figure dd'))
        expect(figure).toMatch(/^\S+ (cm³|kg|kW|Nm)$/);
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'shows every main action of the summary and the finish screen without scrolling at 1440x900',
    async () => {
      const page = await freshPage('/main/motorcycles?culture=en-GB', 'desktop');
      await openSummary(page);
      const height = await viewportHeight(page);
      for (const action of [
        '.summary-pdf',
        '.summary-share',
        '.summary-save',
        '.summary-send',
        '.summary-finish',
      ]) {
        await expectInView(page, `.summary-screen ${action}`, height);
      }
      // The first picture is beside the facts, not above them.
      const [picture] = await boxes(page, '.summary-images li:first-child img');
      const [facts] = await boxes(page, '.summary-model');
      expect(picture!.right).toBeLessThanOrEqual(facts!.left);

      await page.$eval('.summary-finish', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      await expectInView(page, '.finish-buttons .button', height);
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'keeps the actions in view on a 375x812 phone, with a bar whose icons are drawn',
    async () => {
      const page = await freshPage('/main/motorcycles?culture=en-GB', 'mobile');
      await openSummary(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      const bar = await expectPhoneBar(page);
      // Save, send to the dealer and finish show above the bar on arrival.
      for (const action of ['.summary-save', '.summary-send', '.summary-finish']) {
        await expectInView(page, `.summary-actions ${action}`, bar.top);
      }

      await page.$eval('.summary-finish', (link) => (link as HTMLElement).click());
      await page.waitForSelector('.finish-screen .finish-new', { timeout: 20_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await expectInView(page, '.finish-buttons .button', await viewportHeight(page));
      await page.browserContext().close();
    },
    SLOW,
  );

  it(
    'fits a dealer’s phone: no wider than the screen, the bar in view, the history in the account menu; the export refuses an invalid address',
    async () => {
      const page = await freshPage('/main/motorcycles?culture=en-GB', 'mobile');
      await Promise.all([page.waitForNavigation(), clickText(page, '.account-login', 'Log in')]);
      await page.waitForSelector('input[name="password"]', { timeout: 20_000 });
      await page.type('input[name="email"]', DEALER.email);
      await page.type('input[name="password"]', DEALER.password);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.click('button[type="submit"]'),
      ]);
      await page.waitForSelector('.account-name', { timeout: 20_000 });
      await openSummary(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      for (const box of await boxes(page, '.app-header > *')) {
        expect(box.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      }
      await expectPhoneBar(page);
      // The dealer's history: in the account menu, as the header has no room for it.
      await page.click('.account-name');
      await page.waitForSelector('.account-panel .account-history', { visible: true });
      const [history] = await boxes(page, '.account-panel .account-history');
      expect(history!.left).toBeGreaterThanOrEqual(0);
      expect(history!.right).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await page.click('.account-name');

      // The export from the bar: with 'Invalid E-Mail' showing, neither Send nor Download works.
      await page.click('.summary-mobile-bar .summary-export');
      await page.waitForSelector('[role="dialog"] .export-download');
      const field = (label: string) =>
        page.evaluateHandle((text) => {
          const found = [...document.querySelectorAll('[role="dialog"] label')].find(
            (candidate) => candidate.textContent?.replace('*', '').trim() === text,
          );
          return document.getElementById(found?.getAttribute('for') ?? '') as HTMLInputElement;
        }, label);
      await (await field('First name')).type('Anna');
      await (await field('Last name')).type('Berger');
      await (await field('Send to')).type('anna.example.com');
      await page.click('[role="dialog"] h2');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"] .form-field-error')].some(
            (e) => e.textContent === 'Invalid E-Mail',
          ),
        { timeout: 5_000, polling: 50 },
      );
      const disabled = (selector: string) =>
        page.$eval(selector, (button) => (button as HTMLButtonElement).disabled);
      expect(await disabled('[role="dialog"] .export-send')).toBe(true);
      expect(await disabled('[role="dialog"] .export-download')).toBe(true);
      // Mended, both are offered again.
      const email = await field('Send to');
      await email.click({ clickCount: 3 });
      await email.type('anna@example.com');
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[role="dialog"] .export-download')?.disabled,
        { timeout: 5_000, polling: 50 },
      );
      expect(await disabled('[role="dialog"] .export-send')).toBe(false);
      await page.browserContext().close();
    },
    SLOW,
  );

  it.each(['desktop', 'mobile'] as const)(
    "shows the part numbers in the conflict dialog's 'Replaced by' whole on %s",
    async (viewport) => {
      const { replaced, replacing } = scenario;
      const page = await freshPage('/main/motorcycles?culture=en-GB', viewport);
      await page.goto(url(`/main?configurationId=${scenario.configurationId}&culture=en-GB`), {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector('.menu-categories', { timeout: 30_000 });
      await showPartInList(page, replaced);
      await page.$eval(`#part-${replaced.PartId} .part-toggle`, (button) => (button as HTMLElement).click());
      await page.waitForSelector('[role="dialog"] section[aria-label="Replaced by"] .conflict-part-code', {
        timeout: 20_000,
      });
      const seen = await page.evaluate(() => {
        // The conflict's own dialog: a phone may show other dialog-like panels too.
        const dialog = document
          .querySelector('section[aria-label="Replaced by"]')
          ?.closest('[role="dialog"]') as HTMLElement;
        const frame = dialog.getBoundingClientRect();
        const codes = (section: string) =>
          [
            ...dialog.querySelectorAll<HTMLElement>(`section[aria-label="${section}"] .conflict-part-code`),
          ].map((code) => {
            const box = code.getBoundingClientRect();
            return {
              text: code.textContent,
              whole: code.scrollWidth <= code.clientWidth,
              inside: box.left >= frame.left && box.right <= frame.left + dialog.clientWidth,
            };
          });
        return {
          dialogFits: dialog.scrollWidth <= dialog.clientWidth,
          replacedBy: codes('Replaced by'),
          replaced: codes('Replaced'),
        };
      });
      expect(seen.dialogFits).toBe(true);
      expect(seen.replacedBy).toEqual([{ text: replaced.Code, whole: true, inside: true }]);
      expect(seen.replaced).toEqual([{ text: replacing.Code, whole: true, inside: true }]);
      await page.browserContext().close();
    },
    SLOW,
  );
});
