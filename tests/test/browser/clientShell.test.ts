/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import { modelListGroups } from '@configurator/domain/modelList/modelOrder';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConsent,
  BRAND_LOOK,
  type BrandCode,
  clickText,
  dialogTitle,
  texts,
  VIEWPORTS,
  type ViewportName,
  waitForPath,
} from '../../src/browser/shellPages.js';

interface ListedVehicle {
  ModelId: string;
  Name: string;
  EngineType: string;
  RenderingEngine: string;
  Hero: { Title: string };
}
interface VehicleList {
  Segments: { Name: string; Vehicles: ListedVehicle[] }[];
}

/**
 * The client shell in real Chromium against the whole app on PGlite, for each brand on a phone and a
 * desktop: landing with and without a culture, the language dialog when the country cannot be
 * detected (the server sees 127.0.0.1), the model list, the preview, the overview page and the guard.
 */
describe('client shell in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  const pages = new Map<ViewportName, Page>();
  const lists = new Map<BrandCode, VehicleList>();

  beforeAll(async () => {
    build = await buildClient();
    server = await startShellServer(build.dir);
    browser = await launchChromium();
    for (const [name, viewport] of Object.entries(VIEWPORTS) as [
      ViewportName,
      (typeof VIEWPORTS)[ViewportName],
    ][]) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      pages.set(name, page);
    }
    for (const brand of ['KTM', 'HQV', 'GG'] as const) {
      const response = await fetch(`${server.url}/api/posconfigurator/vehicles?brand=${brand}&c=en-GB`);
      lists.set(brand, (await response.json()) as VehicleList);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  const url = (path: string) => `${server!.url}${path}`;

  describe.each(['KTM', 'HQV', 'GG'] as const)('%s', (brand) => {
    const look = BRAND_LOOK[brand];
    const firstSegment = () => lists.get(brand)!.Segments[0]!;
    /** The first segment's models in the order the list must show them. */
    const expectedGroups = () =>
      modelListGroups(firstSegment().Vehicles, brand).map((group) => ({
        engineType: group.engineType,
        names: group.vehicles.map((vehicle) => vehicle.Name),
      }));

    describe.each(['desktop', 'mobile'] as const)('on %s', (viewport) => {
      const page = () => pages.get(viewport)!;

      /** Opens a page of the app; the guidance of a first phone visit is closed when it shows. */
      async function open(path: string, { firstVisit = false } = {}) {
        const p = page();
        // A page in the background gets no animation frames; the pages take turns in front.
        await p.bringToFront();
        if (firstVisit) {
          await p.goto(url('/page-not-found'));
          await p.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        }
        await p.goto(url(path), { waitUntil: 'networkidle0' });
        await answerConsent(p);
      }

      async function closeGuidanceIfOpen() {
        if ((await dialogTitle(page())) === 'How it works')
          await clickText(page(), '[role="dialog"] button', 'Got it');
      }

      it('lands with a culture: redirects to /main keeping the query, in the brand', async () => {
        await open(`/?brand=${brand}&culture=en-GB`, { firstVisit: true });
        const p = page();
        await waitForPath(p, '/main', { brand, culture: 'en-GB' });
        await p.waitForSelector('.model-preview');
        expect(await p.title()).toBe(look.title);
        const style = await p.evaluate(() => {
          const root = getComputedStyle(document.documentElement);
          return {
            color: root.getPropertyValue('--brand-color').trim(),
            accent: root.getPropertyValue('--brand-accent').trim(),
            favicon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '',
            logo: document.querySelector('.brand-logo')?.getAttribute('aria-label'),
            lang: document.documentElement.lang,
          };
        });
        expect(style).toMatchObject({ color: look.color, accent: look.accent, logo: look.logo, lang: 'en' });
        expect(style.favicon.startsWith('data:image/svg+xml')).toBe(true);
        // The guidance opens on the first visit on a phone only.
        expect(await dialogTitle(p)).toBe(viewport === 'mobile' ? 'How it works' : null);
        await closeGuidanceIfOpen();
        expect(await texts(p, '.copyright')).toEqual([expect.stringMatching(/^© \d{4} /)]);
      });

      it('lands without a culture: the country cannot be detected, so the language dialog asks', async () => {
        await open(`/?brand=${brand}`);
        const p = page();
        await p.waitForSelector('[role="dialog"] select');
        expect(await dialogTitle(p)).toBe('Country and language');
        expect(await p.$('.model-preview')).toBeNull();
        await p.select('[role="dialog"] select', 'fr-CH');
        await clickText(p, '[role="dialog"] button', 'Confirm');
        await waitForPath(p, '/main', { culture: 'fr-CH', country: 'CH', brand });
        await p.waitForSelector('.model-preview');
        expect(await texts(p, '.model-preview .button.primary')).toContain('Configurer');
        expect(await p.evaluate(() => document.documentElement.lang)).toBe('fr');
      });

      it('shows the model list grouped, sorted and with the segment rules of the screen size', async () => {
        await open(`/main/motorcycles?brand=${brand}&culture=en-GB`);
        const p = page();
        await p.waitForSelector('.model-preview');
        await closeGuidanceIfOpen();
        const segments = lists.get(brand)!.Segments;
        const links = await texts(p, '.segment-links a > span');
        if (viewport === 'desktop') {
          expect(links).toEqual(segments.map((segment) => segment.Name));
          const shown = await p.$$eval('.model-group', (groups) =>
            groups.map((group) => ({
              engineType: group.querySelector('h3')?.textContent ?? '',
              names: [...group.querySelectorAll('button')].map((button) => button.textContent ?? ''),
            })),
          );
          expect(shown).toEqual(expectedGroups());
        } else {
          // Only X-BOW keeps its link on a phone, except for GASGAS.
          const expected =
            brand === 'GG'
              ? segments.map((s) => s.Name)
              : segments.map((s) => s.Name).filter((n) => n === 'X-BOW');
          expect(links).toEqual(expected);
          const slides = await texts(p, '.carousel-slide .model-title');
          expect(slides).toEqual(expectedGroups().flatMap((group) => group.names));
          await p.click('button[aria-label="Next segment"]');
          await p.waitForFunction(
            (name) => document.querySelector('.segment-name')?.textContent?.startsWith(name),
            { polling: 50 },
            segments[1]!.Name,
          );
        }
        const with3D = segments.filter((s) => s.Vehicles.some((v) => v.RenderingEngine === 'Engine3D'));
        if (viewport === 'desktop') {
          expect(await p.$$eval('.segment-links .three-d', (icons) => icons.length)).toBe(with3D.length);
        }
      });

      it('previews the chosen model and configures it', async () => {
        await open(`/main/motorcycles?brand=${brand}&culture=en-GB`);
        const p = page();
        await p.waitForSelector('.model-preview');
        await closeGuidanceIfOpen();
        const second = expectedGroups().flatMap((group) => group.names)[1]!;
        if (viewport === 'desktop') {
          await clickText(p, '.model-entry', second);
          await p.waitForSelector(`.model-preview[aria-label="${second}"]`);
        } else {
          await p.click('.carousel-dots .dot:nth-child(2)');
          await p.waitForFunction(
            () =>
              document.querySelector('.carousel-dots .dot:nth-child(2)')?.getAttribute('aria-current') ===
              'true',
            { polling: 50 },
          );
        }
        const preview = `.model-preview[aria-label="${second}"]`;
        expect(await texts(p, `${preview} .model-title`)).toEqual([second]);
        expect(
          await p.$eval(
            `${preview} .hero-image`,
            (image) => image.getAttribute('aria-label') ?? image.getAttribute('alt'),
          ),
        ).toBe(`The ${second}`);
        expect(await p.$$eval(`${preview} .model-description *`, (nodes) => nodes.length)).toBeGreaterThan(0);
        expect(await p.$(`${preview} .model-description script`)).toBeNull();
        await p.$eval(`${preview} .button.primary`, (button) => (button as HTMLButtonElement).click());
        const vehicle = firstSegment().Vehicles.find((v) => v.Name === second)!;
        await waitForPath(p, `/main/configuration/${vehicle.ModelId}/categories`, { culture: 'en-GB' });
        if (vehicle.RenderingEngine === 'Engine3D') {
          // A 3D model opens the 3D screen, which asks a visitor who is not logged in to log in.
          await p.waitForSelector('.login-panel-3d');
          expect(await texts(p, '.header-3d h1')).toEqual([second]);
        } else {
          await p.waitForSelector('.total-price');
          expect(await texts(p, '.configuration-screen h1')).toEqual([second]);
        }
      });

      it('opens the temporary overview page from the preview, and directly', async () => {
        await open(`/main/motorcycles?brand=${brand}&culture=en-GB`);
        const p = page();
        await p.waitForSelector('.model-preview');
        await closeGuidanceIfOpen();
        const first = expectedGroups()[0]!.names[0]!;
        const vehicle = firstSegment().Vehicles.find((v) => v.Name === first)!;
        await p.$eval(`.model-preview[aria-label="${first}"] .text-link`, (link) =>
          (link as HTMLAnchorElement).click(),
        );
        await waitForPath(p, `/main/overview/${vehicle.ModelId}`);
        await p.waitForSelector('.overview-page h1');
        const check = async () => {
          expect(await texts(p, '.overview-page h1')).toEqual([vehicle.Hero.Title]);
          expect((await texts(p, '.overview-page [role="note"]'))[0]).toMatch(/temporary/);
          expect(await texts(p, '.overview-page .total-price strong')).toHaveLength(1);
          expect(await texts(p, '.overview-page a.button')).toEqual(['Configure this model']);
        };
        await check();
        await open(`/main/overview/${vehicle.ModelId}?brand=${brand}&culture=en-GB`);
        await p.waitForSelector('.overview-page h1');
        await check();
      });

      it('guards /configuration/{modelId}: without loaded parts it goes back to the start', async () => {
        const modelId = firstSegment().Vehicles[0]!.ModelId;
        await open(`/configuration/${modelId}?brand=${brand}&culture=en-GB`);
        const p = page();
        await waitForPath(p, '/main', { culture: 'en-GB' });
        await p.waitForSelector('.model-preview');
      });
    });
  });
});
