/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiOverview,
  type ApiPart,
  ConfigurationApi,
  CULTURE,
} from '../../src/browser/configurationApi.js';
import {
  changePart,
  chooseOption,
  showPartInList,
  toastText,
  watchCreatedConfigurations,
} from '../../src/browser/configurationPages.js';
import {
  type BrandCode,
  clickText,
  dialogTitle,
  VIEWPORTS,
  type ViewportName,
  waitForPath,
} from '../../src/browser/shellPages.js';

const CATEGORY_MENU: Record<BrandCode, string> = {
  KTM: 'Powerparts',
  HQV: 'Technical Accessories',
  GG: 'Categories',
};

/** A model of the brand to configure, and a part of it that asks to choose one of its required parts. */
interface BrandPlan {
  segment: string;
  overview: ApiOverview;
  choosing: ApiPart;
  options: ApiPart[];
}

/**
 * The 2D configuration screen in real Chromium against the whole app on PGlite, for each brand on a
 * phone and a desktop: picking a model, adding a part with a choice, replacing a conflicting part,
 * removing a part others depend on and changing the colour, with the shown price compared with the
 * server's after every step; and the `#partId` deep link. The parts come from the seeded catalog,
 * found through the API's dry runs.
 */
describe('2D configuration in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  let api: ConfigurationApi;
  const pages = new Map<ViewportName, { page: Page; created: string[] }>();

  beforeAll(async () => {
    build = await buildClient();
    server = await startShellServer(build.dir);
    browser = await launchChromium();
    api = new ConfigurationApi(server.url);
    for (const [name, viewport] of Object.entries(VIEWPORTS) as [
      ViewportName,
      (typeof VIEWPORTS)[ViewportName],
    ][]) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      pages.set(name, { page, created: watchCreatedConfigurations(page) });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  const url = (path: string) => `${server!.url}${path}`;
  const partsOf = (overview: ApiOverview, ids: readonly number[]) =>
    ids.map((id) => overview.Parts.find((part) => part.PartId === id)!);

  /** The brand's first 2D model with a choice of colours and a part that asks to choose. */
  async function planFor(brand: BrandCode): Promise<BrandPlan> {
    for (const model of await api.models(brand)) {
      if (model.engine !== 'Engine2D') continue;
      const overview = await api.overview(model.modelId);
      if (overview.Variations.length < 2) continue;
      const scratch = await api.create(model.modelId);
      for (const part of overview.Parts.filter((candidate) => !candidate.IsColorPart)) {
        const rules = await api.dryRun(scratch, 'add', part.PartId);
        if (rules?.ChoosePart && rules.Part === part.PartId && rules.Parts.length >= 2) {
          return {
            segment: model.segment,
            overview,
            choosing: part,
            options: partsOf(overview, rules.Parts),
          };
        }
      }
    }
    throw new Error(`${brand} has no 2D model with colours and a part asking for a choice`);
  }

  /** The shown total price becomes the server's (the screen may still be drawing the answer). */
  async function expectServerPrice(page: Page, configurationId: string): Promise<void> {
    const expected = await api.shownPrice(configurationId);
    await page
      .waitForFunction(
        (text) => document.querySelector('.vehicle-price .total-price strong')?.textContent === text,
        { polling: 50, timeout: 10_000 },
        expected,
      )
      .catch(() => undefined);
    expect(await page.$eval('.vehicle-price .total-price strong', (price) => price.textContent)).toBe(
      expected,
    );
  }

  describe.each(['KTM', 'HQV', 'GG'] as const)('%s', (brand) => {
    let plan: BrandPlan;
    beforeAll(async () => {
      plan = await planFor(brand);
    });

    describe.each(['desktop', 'mobile'] as const)('on %s', (viewport) => {
      const page = () => pages.get(viewport)!.page;

      async function open(path: string) {
        await page().bringToFront();
        await page().goto(url(path), { waitUntil: 'networkidle0' });
      }

      it('configures a model: a choice, a replacement, a removal with dependents and a colour, priced as the server prices', async () => {
        const p = page();
        const { overview, choosing, options } = plan;
        const name = overview.Vehicle.Name;
        await open(
          `/main/motorcycles?brand=${brand}&culture=${CULTURE}&segment=${encodeURIComponent(plan.segment)}`,
        );
        await p.waitForSelector('.model-preview');
        if ((await dialogTitle(p)) === 'How it works') await clickText(p, '[role="dialog"] button', 'Got it');
        if (viewport === 'desktop') await clickText(p, '.model-entry', name);
        const created = pages.get(viewport)!.created;
        const createdBefore = created.length;
        await p.waitForSelector(`.model-preview[aria-label="${name}"] .button.primary`);
        await p.$eval(`.model-preview[aria-label="${name}"] .button.primary`, (button) =>
          (button as HTMLElement).click(),
        );
        await waitForPath(p, `/main/configuration/${overview.Vehicle.ModelId}/categories`);
        await p.waitForSelector('.vehicle-price .total-price');
        await vi.waitFor(() => expect(created.length).toBeGreaterThan(createdBefore), { timeout: 10_000 });
        const id = created.at(-1)!;
        expect(await p.$eval('.vehicle-panel h1', (h1) => h1.textContent)).toBe(name);
        expect(await p.$eval('.menu-categories', (button) => button.textContent)).toBe(CATEGORY_MENU[brand]);
        expect(await p.$$eval('.colour-swatches .swatch', (swatches) => swatches.length)).toBe(
          overview.Variations.length,
        );
        await expectServerPrice(p, id);

        // 1. A part that needs one of several parts: the first is preselected, the user takes the second.
        await showPartInList(p, choosing);
        const choiceDialogs = await changePart(p, choosing, async (dialog, index) => {
          if (index > 0) return;
          expect(dialog.title).toBe('This part needs changes');
          expect(dialog.base).toBe(choosing.Name);
          expect(dialog.options).toEqual(
            options.map((option, at) => ({ name: option.Name, checked: at === 0 })),
          );
          await chooseOption(p, 1);
        });
        expect(choiceDialogs.length).toBeGreaterThanOrEqual(1);
        expect(await toastText(p)).toMatch(/^Part Added!/);
        let applied = (await api.load(id)).Configuration.SelectedPartIds;
        expect(applied).toEqual(expect.arrayContaining([choosing.PartId, options[1]!.PartId]));
        expect(applied).not.toContain(options[0]!.PartId);
        await expectServerPrice(p, id);

        // 2. A part that cannot be fitted next to an applied one: replace it. One that leaves the
        // chosen part and its choice in place is preferred, so that step 3 finds a dependent.
        const candidates: { part: ApiPart; replaced: number[] }[] = [];
        for (const part of overview.Parts.filter((c) => !c.IsColorPart && !applied.includes(c.PartId))) {
          const rules = await api.dryRun(id, 'add', part.PartId);
          if (rules?.RuleType === 0) candidates.push({ part, replaced: rules.Parts });
        }
        const keepsChoice = candidates.find(
          (c) => !c.replaced.includes(choosing.PartId) && !c.replaced.includes(options[1]!.PartId),
        );
        const conflict = keepsChoice ?? candidates[0];
        if (!conflict) throw new Error(`no part of ${name} conflicts with the applied parts ${applied}`);
        const { part: replacing, replaced } = conflict;
        await showPartInList(p, replacing);
        const conflictDialogs = await changePart(p, replacing);
        expect(conflictDialogs[0]).toMatchObject({
          title: 'This part needs changes',
          replaced: partsOf(overview, replaced).map((part) => part.Name),
          replacing: [replacing.Name],
        });
        // Under each replaced part, why it goes: a chain of rules that ends in a clash.
        const reasons = conflictDialogs[0]?.reasons ?? [];
        expect(reasons).toHaveLength(replaced.length);
        partsOf(overview, replaced).forEach((part, index) => {
          expect(reasons[index]).toContain(part.Name);
          expect(reasons[index]).toContain('cannot be fitted together with');
        });
        expect(await toastText(p)).toBe(
          replacing.CanBeRendered ? 'Part Added!' : 'Part Added! This part is not shown in the pictures.',
        );
        applied = (await api.load(id)).Configuration.SelectedPartIds;
        expect(applied).toContain(replacing.PartId);
        for (const gone of replaced) expect(applied).not.toContain(gone);
        await expectServerPrice(p, id);

        // 3. A part others depend on: they go with it once the user confirms.
        const findRemoval = async () => {
          for (const partId of applied) {
            const rules = await api.dryRun(id, 'remove', partId);
            if (rules?.RuleType === 1 && rules.Parts.length > 0) {
              return { part: partsOf(overview, [partId])[0]!, dependents: rules.Parts };
            }
          }
          return undefined;
        };
        let removal = await findRemoval();
        if (!removal) {
          // The replacement took the choice away: a part with a fixed list of required parts gives one.
          let requiring: ApiPart | undefined;
          for (const part of overview.Parts.filter((c) => !c.IsColorPart && !applied.includes(c.PartId))) {
            const rules = await api.dryRun(id, 'add', part.PartId);
            if (rules?.RuleType === 1 && !rules.ChoosePart && rules.Part === part.PartId) {
              requiring = part;
              break;
            }
          }
          if (!requiring) throw new Error(`no part of ${name} requires a fixed list of parts`);
          await showPartInList(p, requiring);
          const [fixedList] = await changePart(p, requiring);
          expect(fixedList?.options).toEqual([]);
          expect(fixedList?.listed.length).toBeGreaterThan(0);
          applied = (await api.load(id)).Configuration.SelectedPartIds;
          await expectServerPrice(p, id);
          removal = await findRemoval();
        }
        if (!removal) throw new Error(`no applied part of ${name} has dependents among ${applied}`);
        const { part: removing, dependents } = removal;
        await showPartInList(p, removing);
        const removeDialogs = await changePart(p, removing);
        expect(removeDialogs[0]).toMatchObject({
          title: 'Remove conflicting part',
          listed: partsOf(overview, dependents).map((part) => part.Name),
        });
        expect(await toastText(p)).toBe('Part removed!');
        applied = (await api.load(id)).Configuration.SelectedPartIds;
        for (const gone of [removing.PartId, ...dependents]) expect(applied).not.toContain(gone);
        await expectServerPrice(p, id);

        // 4. Another colour: the update call stores it and the price follows.
        if (viewport === 'mobile')
          await p.$eval('.menu-categories', (button) => (button as HTMLElement).click());
        const current = (await api.load(id)).Configuration.VariationCode;
        const other = overview.Variations.find((variation) => variation.Code !== current)!;
        await p.$eval(`.colour-swatches .swatch[aria-label="${other.ColorName}"]`, (swatch) =>
          (swatch as HTMLElement).click(),
        );
        await p.waitForSelector(
          `.colour-swatches .swatch[aria-label="${other.ColorName}"][aria-pressed="true"]`,
        );
        const loaded = await api.load(id);
        expect(loaded.Configuration.VariationCode).toBe(other.Code);
        await expectServerPrice(p, id);

        // 5. Undo the colour with the button, the removal with Ctrl+Z; Ctrl+Shift+Z makes both again.
        const afterRemoval = applied;
        expect(await p.$eval('.undo-redo-undo', (button) => button.getAttribute('aria-label'))).toBe(
          `Undo: colour ${other.ColorName}`,
        );
        await p.$eval('.undo-redo-undo', (button) => (button as HTMLElement).click());
        await p.waitForSelector(
          `.colour-swatches .swatch[aria-label="${other.ColorName}"][aria-pressed="false"]`,
        );
        expect((await api.load(id)).Configuration.VariationCode).toBe(current);
        await expectServerPrice(p, id);
        await p.keyboard.down('Control');
        await p.keyboard.press('z');
        await p.keyboard.up('Control');
        await p.waitForFunction(
          (text) => document.querySelector('.undo-redo-redo')?.getAttribute('aria-label') === text,
          {},
          `Redo: remove ${removing.Name}`,
        );
        applied = (await api.load(id)).Configuration.SelectedPartIds;
        for (const back of [removing.PartId, ...dependents]) expect(applied).toContain(back);
        await expectServerPrice(p, id);
        for (let step = 0; step < 2; step += 1) {
          await p.keyboard.down('Control');
          await p.keyboard.down('Shift');
          await p.keyboard.press('z');
          await p.keyboard.up('Shift');
          await p.keyboard.up('Control');
          await p.waitForFunction(
            (count) => document.querySelector('.undo-redo-redo')?.getAttribute('aria-label') !== count,
            {},
            step === 0 ? `Redo: remove ${removing.Name}` : `Redo: colour ${other.ColorName}`,
          );
        }
        await p.waitForSelector('.undo-redo-redo:disabled');
        const redone = (await api.load(id)).Configuration;
        expect(redone.SelectedPartIds).toEqual(afterRemoval);
        expect(redone.VariationCode).toBe(other.Code);
        await expectServerPrice(p, id);
      });

      it('selects the part of a #partId link, scrolls it into view, and opens its detail until back', async () => {
        const p = page();
        const categories = [...new Set(plan.overview.Parts.map((part) => part.CategoryName))].sort((a, b) =>
          a.localeCompare(b, 'en'),
        );
        const lastCategory = categories.at(-1)!;
        const target = plan.overview.Parts.filter((part) => part.CategoryName === lastCategory)
          .sort((a, b) => a.Name.localeCompare(b.Name))
          .at(-1)!;
        await open(
          `/main/configuration/${plan.overview.Vehicle.ModelId}/categories?brand=${brand}&culture=${CULTURE}#${target.PartId}`,
        );
        await p.waitForSelector('.part-row[aria-current="true"]');
        const selected = await p.$eval('.part-row[aria-current="true"]', (row) => {
          const box = row.getBoundingClientRect();
          const category = row.closest('.category')?.querySelector('.category-toggle');
          return {
            partId: Number(row.getAttribute('data-part-id')),
            category: category?.textContent,
            expanded: category?.getAttribute('aria-expanded'),
            inView: box.top >= 0 && box.bottom <= window.innerHeight,
          };
        });
        expect(selected).toEqual({
          partId: target.PartId,
          category: lastCategory,
          expanded: 'true',
          inView: true,
        });
        expect(await p.$$eval('.part-row[aria-current="true"]', (rows) => rows.length)).toBe(1);

        // Its name opens the detail in the panel in place of the list, the pictures still shown; the
        // browser's back button closes it and stays on the configuration.
        const path = await p.evaluate(() => window.location.pathname);
        await p.$eval('.part-row[aria-current="true"] .part-name', (button) =>
          (button as HTMLElement).click(),
        );
        await p.waitForSelector('.part-detail');
        expect(await p.$eval('.part-detail h2', (heading) => heading.textContent)).toBe(target.Name);
        expect(await p.$('.vehicle-images')).not.toBeNull();
        expect(await p.$('.part-row[aria-current="true"]')).toBeNull();
        await p.goBack();
        await p.waitForSelector('.part-row[aria-current="true"]');
        expect(await p.$('.part-detail')).toBeNull();
        expect(await p.$('.vehicle-images')).not.toBeNull();
        expect(await p.evaluate(() => window.location.pathname)).toBe(path);
      });
    });
  });
});
