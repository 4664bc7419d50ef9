/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { pdfText } from '@configurator/bff/testing/pdfReader';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, CUSTOMER } from '../../src/browser/accounts.js';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { clickText } from '../../src/browser/shellPages.js';
import {
  type ListedVehicle,
  liveSignature,
  logInFrom3D,
  openRailPanel,
  type StreamTraffic,
  screenshot3D,
  waitForLivePicture,
  waitForPictureChange,
  waitForReplies,
  waitForSamePicture,
  watchStreamTraffic,
} from '../../src/browser/stream3dPages.js';

const SLOW = 300_000;
const CUSTOM = '785DB2';

interface ColorCategory {
  Id: string;
  Name: string;
}
interface XbowOverview {
  RenderSettings: {
    ColorSelection: { Categories: ColorCategory[]; PreDefined: { Category: string; Colors: string[] }[] };
  };
}
interface LoadedXbow {
  Configuration: {
    VehicleSettings: {
      CustomColorConfiguration: {
        SelectedBodyColor: string | null;
        SelectedRimsColor: string | null;
        BodyFinish: string;
        RimSize: number;
      };
    };
  };
  ColorCustomization: {
    Slot: string;
    ColorCode: string;
    ColorName: string;
    Finish: string | null;
    RimSize: number | null;
  }[];
}

/**
 * The X-Bow's colours in the 3D screen in real Chromium against a real render node: a custom body
 * colour, the matte finish and 20" rims reach the renderer, are saved, come back after a reload and
 * are printed in the PDF; desktop and phone screenshots of the colour panel in tests/artifacts/3d/.
 */
describe('the X-Bow colours in the 3D screen', () => {
  const suite = new BrowserSuite({ login: true, streams: 2, env: { STREAM_DISCONNECT_GRACE_MS: '0' } });
  let xbow: ListedVehicle;
  let body: ColorCategory;
  let rims: ColorCategory;
  let rimsColour: string;

  beforeAll(async () => {
    const list = await suite.api.get<{ Segments: { Vehicles: ListedVehicle[] }[] }>(
      '/vehicles?brand=KTM&c=en-GB',
    );
    const found = list.Segments.flatMap((s) => s.Vehicles).find(
      (v) => v.RenderingEngine === 'Engine3D' && /x-bow/i.test(v.Name),
    );
    expect(found, 'a 3D X-Bow').toBeDefined();
    xbow = found!;
    const overview = await suite.api.get<XbowOverview>(`/vehicles/${xbow.ModelId}?c=en-GB`);
    const selection = overview.RenderSettings.ColorSelection;
    body = selection.Categories.find((category) => category.Id === 'body')!;
    rims = selection.Categories.find((category) => category.Id === 'rims')!;
    rimsColour = selection.PreDefined.find((entry) => entry.Category === 'rims')!.Colors[0]!.toUpperCase();
    expect(body && rims && rimsColour).toBeTruthy();
  });

  async function openColourPanel(page: Page): Promise<void> {
    await openRailPanel(page, 'Tools');
    await page.waitForSelector('.tools3d-colors', { timeout: 10_000 });
    await page.click('.tools3d-colors');
    await page.waitForSelector('.xbow-colors', { timeout: 10_000 });
  }

  async function chooseSlot(page: Page, slot: ColorCategory): Promise<void> {
    await clickText(page, '.xbow-color-slots button', slot.Name);
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('.xbow-color-slots button[aria-pressed="true"]')].some(
          (button) => button.textContent?.trim() === name,
        ),
      {},
      slot.Name,
    );
  }

  /** Does something in the panel, then waits for the renderer's reply and a changed picture. */
  async function shown(page: Page, traffic: StreamTraffic, act: () => Promise<void>, threshold: number) {
    const replies = traffic.received.filter((text) => text === 'confcol done').length;
    const before = await liveSignature(page);
    await act();
    await waitForReplies(traffic, /^confcol done$/, replies + 1);
    return waitForPictureChange(page, before, threshold);
  }

  const checked = (page: Page, selector: string) =>
    page.$eval(selector, (input) => (input as HTMLInputElement).checked);

  it(
    'sends a custom matte body colour and 20" rims, keeps them over a reload and prints them in the PDF',
    async () => {
      const page = await suite.page(`/main/configuration/${xbow.ModelId}/categories?culture=en-GB`);
      const traffic = await watchStreamTraffic(page);
      await logInFrom3D(page, CUSTOMER);
      await waitForLivePicture(page);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      await openColourPanel(page);
      await chooseSlot(page, body);
      expect(
        await shown(page, traffic, () => page.click('.xbow-swatch-add'), 0.01),
        'the custom colour',
      ).toBeGreaterThan(0.01);
      await page.waitForSelector('.xbow-swatch[aria-label="Individual Color 1"][aria-pressed="true"]');
      expect(await page.$eval('.xbow-color-hex input', (input) => (input as HTMLInputElement).value)).toBe(
        CUSTOM,
      );
      expect(
        await shown(page, traffic, () => page.click('input[name="xbow-finish"][value="Matte"]'), 0.01),
        'the matte finish',
      ).toBeGreaterThan(0.01);
      expect(traffic.sent).toContain(`confcol body ${CUSTOM} Matte`);

      // The rims' first colour: the slot's colour part comes with it (a new configuration has none).
      await chooseSlot(page, rims);
      expect(
        await shown(page, traffic, () => page.click(`.xbow-swatch[title$="(#${rimsColour})"]`), 0.002),
        'the rims colour',
      ).toBeGreaterThan(0.002);
      expect(
        await shown(page, traffic, () => page.click('input[name="xbow-rim-size"][value="20"]'), 0.005),
        'the 20" rims',
      ).toBeGreaterThan(0.005);
      const rimsCommand = traffic.sent.findLast((text) => text.startsWith('confcol rims '));
      expect(rimsCommand).toMatch(new RegExp(`^confcol rims ${rimsColour} (Matte|Glossy) 20$`));
      await screenshot3D(page, 'xbow-colours-desktop');

      // The save runs a second after the first change.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const id = new URL(page.url()).searchParams.get('configurationId');
      expect(id).toBeTruthy();
      const headers = await bearerOf(page);
      const saved = await suite.api.get<LoadedXbow>(`/configuration/${id}?c=en-GB`, headers);
      expect(saved.Configuration.VehicleSettings.CustomColorConfiguration).toMatchObject({
        SelectedBodyColor: CUSTOM,
        SelectedRimsColor: rimsColour,
        BodyFinish: 'Matte',
        RimSize: 20,
      });
      expect(saved.ColorCustomization).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Slot: 'body', ColorCode: CUSTOM, Finish: 'Matte' }),
          expect.objectContaining({ Slot: 'rims', ColorCode: rimsColour, RimSize: 20 }),
        ]),
      );

      // A reload: the new stream starts with the colours, and the panel shows them.
      await page.click('.xbow-colors-close');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const beforeReload = await liveSignature(page);
      await page.reload({ waitUntil: 'load' });
      await waitForLivePicture(page);
      expect(
        await waitForSamePicture(page, beforeReload, 0.05),
        'the same look after the reload',
      ).toBeLessThan(0.05);
      await openColourPanel(page);
      await chooseSlot(page, body);
      expect(await page.$eval('.xbow-current-color', (p) => p.textContent)).toBe(
        `Current colour: #${CUSTOM}`,
      );
      expect(await page.$('.xbow-swatch[aria-label="Individual Color 1"]')).not.toBeNull();
      expect(await checked(page, 'input[name="xbow-finish"][value="Matte"]')).toBe(true);
      await chooseSlot(page, rims);
      expect(await page.$eval('.xbow-current-color', (p) => p.textContent)).toBe(
        `Current colour: #${rimsColour}`,
      );
      expect(await checked(page, 'input[name="xbow-rim-size"][value="20"]')).toBe(true);

      const pdf = await fetch(suite.url(`/api/posconfigurator/configuration/${id}/pdf?c=en-GB`), {
        headers,
      });
      expect(pdf.status).toBe(200);
      const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(`Individual colour #${CUSTOM}`);
      expect(text).toContain('Finish: Matte');
      expect(text).toContain('Rim size: 20" centre lock');

      // The phone: the same configuration, the colour panel a sheet over the stage.
      await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
      await page.reload({ waitUntil: 'load' });
      await waitForLivePicture(page);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await openColourPanel(page);
      await page.waitForSelector('.xbow-colors-sheet');
      await screenshot3D(page, 'xbow-colours-phone');
      await page.close();
    },
    SLOW,
  );
});
