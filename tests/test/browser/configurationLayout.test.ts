/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import { answerConsent, type BrandCode } from '../../src/browser/shellPages.js';

const ARTIFACTS = fileURLToPath(new URL('../../artifacts/layout/', import.meta.url));

const SCREENS = {
  desktop: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
  tablet: { width: 768, height: 1024, isMobile: true, hasTouch: true },
  phone: { width: 375, height: 812, isMobile: true, hasTouch: true },
} as const;
type ScreenName = keyof typeof SCREENS;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a visitor sees of the screen: where the picture and the price bar are, and what overflows. */
interface Seen {
  viewport: { width: number; height: number };
  picture: Box | null;
  /** Whether the picture's centre and corners show the picture (not a sheet or bar over it). */
  pictureOnTop: boolean;
  priceBar: Box | null;
  /** The total price shows whole: not cut, not under the bar's button. */
  priceWhole: boolean;
  pageWidth: number;
  /** Elements reaching beyond the viewport's sides that no scrolling box of theirs clips. */
  overflowing: string[];
}

function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const boxOf = (element: Element | null) => {
      if (!element) return null;
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const stage = document.querySelector('.configurator-stage .image-stage');
    const picture = boxOf(stage);
    const inset = 4;
    const points = picture
      ? [
          [(picture.left + picture.right) / 2, (picture.top + picture.bottom) / 2],
          [picture.left + inset, picture.top + inset],
          [picture.right - inset, picture.top + inset],
          [picture.left + inset, picture.bottom - inset],
          [picture.right - inset, picture.bottom - inset],
        ]
      : [];
    // The arrows, dots and full-image link lie over the picture by design: they belong to the viewer.
    const viewer = document.querySelector('.configurator-stage .image-viewer');
    const pictureOnTop =
      points.length > 0 &&
      points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && viewer?.contains(hit) === true;
      });
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') {
          const { left, right } = parent.getBoundingClientRect();
          return left >= -1 && right <= width + 1;
        }
      }
      return false;
    };
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (box.left >= -1 && box.right <= width + 1) return false;
        return !clipped(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    const price = document.querySelector<HTMLElement>('.vehicle-price .total-price strong');
    const action = document.querySelector('.vehicle-price-bar .view-configuration');
    const priceBox = price?.getBoundingClientRect();
    const actionBox = action?.getBoundingClientRect();
    const priceWhole =
      price !== null &&
      priceBox !== undefined &&
      actionBox !== undefined &&
      price.scrollWidth <= price.clientWidth + 1 &&
      (priceBox.right <= actionBox.left ||
        priceBox.bottom <= actionBox.top ||
        priceBox.top >= actionBox.bottom) &&
      priceBox.left >= 0 &&
      priceBox.right <= width;
    return {
      viewport: { width, height: window.innerHeight },
      priceWhole,
      picture,
      pictureOnTop,
      priceBar: boxOf(document.querySelector('.vehicle-price-bar')),
      pageWidth: document.documentElement.scrollWidth,
      overflowing,
    };
  });
}

function expectInView(box: Box | null, viewport: Seen['viewport'], what: string): void {
  expect(box, `${what} is drawn`).not.toBeNull();
  const { left, top, right, bottom } = box!;
  const inside = left >= -1 && top >= -1 && right <= viewport.width + 1 && bottom <= viewport.height + 1;
  expect(inside, `${what} at ${JSON.stringify(box)} inside ${viewport.width}x${viewport.height}`).toBe(true);
}

function expectLaidOut(seen: Seen, screen: ScreenName): void {
  expectInView(seen.picture, seen.viewport, 'the picture');
  expect(seen.pictureOnTop, 'nothing covers the picture').toBe(true);
  expectInView(seen.priceBar, seen.viewport, 'the total price and its action');
  expect(seen.priceWhole, 'the total price shows whole, clear of the button').toBe(true);
  expect(seen.pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(seen.viewport.width);
  expect(seen.overflowing, 'elements beyond the screen sides').toEqual([]);
  const picture = seen.picture!;
  if (screen === 'desktop' || screen === 'wide') {
    // The vehicle is the hero: its picture takes most of a wide screen.
    expect((picture.right - picture.left) / seen.viewport.width).toBeGreaterThan(0.55);
  } else {
    expect(picture.right - picture.left).toBeGreaterThan(seen.viewport.width * 0.9);
  }
}

/**
 * The 2D screen's layout for each brand at four screen sizes, as a visitor browses: the vehicle's
 * picture and the total price stay in view and uncovered while a category is open and scrolled to
 * its last part, and while a part's detail is open and read to its end; nothing reaches beyond the
 * screen's sides. Screenshots of every state land in tests/artifacts/layout/.
 */
describe('2D screen layout in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  let api: ConfigurationApi;

  beforeAll(async () => {
    build = await buildClient();
    server = await startShellServer(build.dir);
    browser = await launchChromium();
    api = new ConfigurationApi(server.url);
    await mkdir(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  async function shoot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  }

  describe.each(['KTM', 'HQV', 'GG'] as const)('%s', (brand: BrandCode) => {
    describe.each(Object.keys(SCREENS) as ScreenName[])('at %s size', (screen) => {
      let page: Page;
      beforeAll(async () => {
        const model = (await api.models(brand)).find((candidate) => candidate.engine === 'Engine2D');
        if (!model) throw new Error(`${brand} has no 2D model`);
        page = await browser!.newPage();
        await page.setViewport(SCREENS[screen]);
        await page.goto(
          `${server!.url}/main/configuration/${model.modelId}/categories?brand=${brand}&culture=${CULTURE}`,
          { waitUntil: 'networkidle0' },
        );
        await answerConsent(page);
        await page.waitForSelector('.configurator-stage .image-layers.is-loaded', { timeout: 30_000 });
      });
      afterAll(async () => {
        await page?.close();
      });

      it('shows the vehicle first, with its price', async () => {
        await shoot(page, `${brand}-${screen}-0-start`);
        expectLaidOut(await look(page), screen);
      });

      it('keeps the vehicle in view with a category open, scrolled to its last part', async () => {
        await page.$eval('.menu-categories', (button) => (button as HTMLElement).click());
        await page.waitForSelector('.category-toggle');
        await page.$eval('.category-toggle', (button) => (button as HTMLElement).click());
        await page.waitForSelector('.part-list .part-row');
        await page.$$eval('.part-list .part-row', (rows) => rows.at(-1)?.scrollIntoView({ block: 'end' }));
        await new Promise((settle) => setTimeout(settle, 300));
        await shoot(page, `${brand}-${screen}-1-category`);
        expectLaidOut(await look(page), screen);
        // The last part's row is in view too: the list is not hidden under the picture or the bar.
        const row = await page.$$eval('.part-list .part-row', (rows) => {
          const { left, top, right, bottom } = rows.at(-1)!.getBoundingClientRect();
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          return { top, bottom, shown: hit !== null && rows.at(-1)!.contains(hit) };
        });
        expect(row.shown, 'the last part row is not covered').toBe(true);
      });

      it("keeps the vehicle in view with a part's detail open, read to its end", async () => {
        await page.$$eval('.part-list .part-name', (names) => (names.at(-1) as HTMLElement).click());
        await page.waitForSelector('.part-detail .part-detail-toggle');
        await page.$eval('.part-detail .part-sections', (sections) =>
          sections.scrollIntoView({ block: 'end' }),
        );
        await new Promise((settle) => setTimeout(settle, 300));
        await shoot(page, `${brand}-${screen}-2-detail`);
        expectLaidOut(await look(page), screen);
        // Its add button can be reached: scrolled to, it shows uncovered.
        const toggle = await page.$eval('.part-detail .part-detail-toggle', (button) => {
          button.scrollIntoView({ block: 'center' });
          const { left, top, right, bottom } = button.getBoundingClientRect();
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          return hit !== null && button.contains(hit);
        });
        expect(toggle, 'the part add/remove button is not covered').toBe(true);
        await shoot(page, `${brand}-${screen}-3-detail-button`);
      });
    });
  });

  /**
   * 'Customise now' applies the chosen setup and then shows the changed vehicle with the categories
   * open, at the top of the screen; the setup cards keep their buttons inside, in the language with
   * the longest label (French).
   */
  describe("after 'Customise now'", () => {
    /** Answers each question of the rules with its confirming button until none is open. */
    async function answerDialogs(page: Page): Promise<void> {
      for (let round = 0; round < 20; round++) {
        const state = await page.waitForFunction(
          () => {
            const dialog = document.querySelector('.dialog:not([data-answered])');
            if (dialog) {
              const primary = dialog.querySelector<HTMLButtonElement>('.dialog-actions .button.primary');
              return primary && !primary.disabled ? 'dialog' : false;
            }
            if (document.querySelector('.dialog')) return false;
            return document.querySelector('.setup.chosen [role="status"]')?.textContent === 'Setup appliqué !'
              ? 'done'
              : false;
          },
          { polling: 50, timeout: 20_000 },
        );
        if ((await state.jsonValue()) === 'done') return;
        await page.evaluate(() => {
          const open = document.querySelector('.dialog:not([data-answered])');
          open?.setAttribute('data-answered', 'true');
          open?.querySelector<HTMLButtonElement>('.dialog-actions .button.primary')?.click();
        });
      }
      throw new Error('applying the setup asked more than 20 questions');
    }

    describe.each(['desktop', 'phone'] as const)('at %s size', (screen) => {
      it('shows the changed vehicle and the categories, the setup buttons inside their cards', async () => {
        const model = (await api.models('KTM')).find((candidate) => candidate.engine === 'Engine2D');
        if (!model) throw new Error('KTM has no 2D model');
        const page = await browser!.newPage();
        try {
          await page.setViewport(SCREENS[screen]);
          // The cookie banner answered once, in English (the answer is a cookie of the browser).
          await page.goto(`${server!.url}/page-not-found?brand=KTM&culture=${CULTURE}`, {
            waitUntil: 'networkidle2',
          });
          await answerConsent(page);
          await page.goto(
            `${server!.url}/main/configuration/${model.modelId}/categories?brand=KTM&culture=fr-FR&country=FR`,
            { waitUntil: 'networkidle0' },
          );
          await page.waitForSelector('.configurator-stage .image-layers.is-loaded', { timeout: 30_000 });
          const chooseButtons = await page.$$('.setup .setup-actions .button');
          expect(chooseButtons.length).toBeGreaterThan(0);
          await page.$eval('.setup .setup-actions .button', (button) => (button as HTMLElement).click());
          await page.waitForSelector('.setup.chosen .setup-actions .button.primary');
          // Every button of every card lies inside its card and shows its whole label.
          const escaping = await page.$$eval('.setup', (cards) =>
            cards.flatMap((card) => {
              const box = card.getBoundingClientRect();
              return [...card.querySelectorAll<HTMLElement>('.setup-actions .button')]
                .filter((button) => {
                  const own = button.getBoundingClientRect();
                  return (
                    own.left < box.left - 1 ||
                    own.right > box.right + 1 ||
                    button.scrollWidth > button.clientWidth + 1
                  );
                })
                .map((button) => button.textContent ?? '');
            }),
          );
          expect(escaping).toEqual([]);
          await page.$eval('.setup.chosen .setup-actions .button.primary', (button) => {
            button.scrollIntoView({ block: 'center' });
            (button as HTMLElement).click();
          });
          await answerDialogs(page);
          await page.waitForSelector('.category-panel .category-toggle');
          await page.waitForFunction(() => window.scrollY < 5, { timeout: 5_000 });
          await page.waitForSelector('.configurator-stage .image-layers.is-loaded');
          await shoot(page, `KTM-${screen}-4-customised`);
          expectLaidOut(await look(page), screen);
          expect(
            Number(await page.$eval('.applied-counter', (counter) => counter.textContent)),
          ).toBeGreaterThan(0);
        } finally {
          await page.close();
        }
      });
    });
  });
});
