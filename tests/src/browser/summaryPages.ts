/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import type { Page } from 'puppeteer-core';
import { beforeAll, expect } from 'vitest';
import { BrowserSuite } from './browserSuite.js';
import type { ApiPart, ConfigurationApi } from './configurationApi.js';
import { answerConsent, clickText, VIEWPORTS, type ViewportName } from './shellPages.js';

export interface Part extends ApiPart {
  Code: string;
}
export interface Overview {
  Vehicle: { ModelId: string; Name: string; RenderingEngine: string };
  Setups: { SetupId: string; Name: string; Parts: number[] }[];
  Parts: Part[];
}
interface PartChange {
  RulesResult: { RuleType: 0 | 1; Part: number; Parts: number[] } | null;
  PartIds: number[];
}

/** A setup in which the visitor replaced one of the setup's parts by another part. */
export interface Scenario {
  overview: Overview;
  setup: Overview['Setups'][number];
  configurationId: string;
  /** The setup's part that is gone. */
  replaced: Part;
  /** The part that took its place. */
  replacing: Part;
}

/** Where an element is on the screen, as the visitor sees it without scrolling. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

/**
 * The first 2D KTM setup with a part that replaces exactly one of the setup's parts, and back:
 * found through dry runs, then configured as a visitor would (setup, then the replacing part).
 */
export async function findScenario(api: ConfigurationApi): Promise<Scenario> {
  const list = await api.get<{ Segments: { Vehicles: Overview['Vehicle'][] }[] }>(
    '/vehicles?brand=KTM&c=en-GB',
  );
  for (const vehicle of list.Segments.flatMap((segment) => segment.Vehicles)) {
    if (vehicle.RenderingEngine !== 'Engine2D') continue;
    const overview = await api.get<Overview>(`/vehicles/${vehicle.ModelId}?c=en-GB`);
    for (const setup of overview.Setups) {
      const { ConfigurationId: id } = await api.post<{ ConfigurationId: string }>(
        '/configuration/create?c=en-GB',
        { ModelId: vehicle.ModelId },
      );
      const applied = await api.post<PartChange>(`/configuration/${id}/apply-setup?c=en-GB`, {
        SetupId: setup.SetupId,
        DryRun: false,
      });
      if (applied.RulesResult) continue;
      for (const part of overview.Parts) {
        if (part.IsColorPart || applied.PartIds.includes(part.PartId)) continue;
        const rules = (
          await api.post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
            PartId: part.PartId,
            DryRun: true,
          })
        ).RulesResult;
        if (rules?.RuleType !== 0 || rules.Parts.length !== 1) continue;
        const replaced = overview.Parts.find((candidate) => candidate.PartId === rules.Parts[0]);
        if (!replaced || !setup.Parts.includes(replaced.PartId)) continue;
        const done = await api.post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
          PartId: part.PartId,
          RemoveParts: rules.Parts,
          DryRun: false,
        });
        expect(done.RulesResult).toBeNull();
        // Adding the setup's part back must ask to replace the new one: the conflict dialog's case.
        const back = (
          await api.post<PartChange>(`/configuration/${id}/add-part?c=en-GB`, {
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

/** The whole app with the built-in login for a test file, and its scenario found once it runs. */
export function summarySuite(): { suite: BrowserSuite; scenario: () => Scenario } {
  const suite = new BrowserSuite({ login: true });
  let found: Scenario | null = null;
  beforeAll(async () => {
    found = await findScenario(suite.api);
  }, 180_000);
  const scenario = () => {
    if (!found) throw new Error('the scenario has not been found');
    return found;
  };
  return { suite, scenario };
}

/** A browser context of its own at the viewport's size, on the page, the consent answered. */
export async function freshPage(suite: BrowserSuite, path: string, viewport: ViewportName): Promise<Page> {
  const page = await suite.page(path, { viewport: VIEWPORTS[viewport], consent: false });
  await page.waitForSelector('.consent-banner', { timeout: 20_000 });
  await answerConsent(page);
  return page;
}

/** The configuration screen of the configuration, then its summary with its pictures in place. */
export async function openSummary(suite: BrowserSuite, page: Page, configurationId: string): Promise<void> {
  await page.goto(suite.url(`/main?configurationId=${configurationId}&culture=en-GB`), {
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

export function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { top, bottom, left, right, width } = element.getBoundingClientRect();
      return { top, bottom, left, right, width };
    }),
  );
}

export const viewportHeight = (page: Page) => page.evaluate(() => window.innerHeight);
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Every element the selector finds is on the first screen, above `limit` (the screen's bottom). */
export async function expectInView(page: Page, selector: string, limit: number): Promise<void> {
  const found = await boxes(page, selector);
  expect(found.length, selector).toBeGreaterThan(0);
  for (const box of found) {
    expect(box.width, selector).toBeGreaterThan(0);
    expect(box.top, selector).toBeGreaterThanOrEqual(0);
    expect(box.bottom, selector).toBeLessThanOrEqual(limit);
  }
}

/** The phone's bar: along the bottom of the screen, within its width, every icon drawn. */
export async function expectPhoneBar(page: Page): Promise<Box> {
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
