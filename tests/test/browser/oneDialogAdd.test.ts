/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { launchChromium } from '@configurator/client/tooling/chromium';
import { buildClient, type ClientBuild } from '@configurator/client/tooling/clientBuild';
import { type ShellServer, startShellServer } from '@configurator/client/tooling/shellServer';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiOverview,
  type ApiPart,
  ConfigurationApi,
  CULTURE,
} from '../../src/browser/configurationApi.js';
import { chooseOption, showPartInList, toastText } from '../../src/browser/configurationPages.js';
import { VIEWPORTS } from '../../src/browser/shellPages.js';

interface PlanQuestion {
  RuleType: 0 | 1;
  Part: number;
  Parts: number[];
  ChoosePart: boolean;
  Answer: number[];
}

interface DryRunAnswer {
  Plan: { Questions: PlanQuestion[]; AddedPartIds: number[]; RemovedPartIds: number[] } | null;
}

/** A configuration's parts and a part whose add asks a choice and more, all at once. */
interface Scenario {
  overview: ApiOverview;
  applied: number[];
  part: ApiPart;
  options: ApiPart[];
  replaced: ApiPart[];
}

/** What the plan dialog shows. */
interface SeenPlan {
  questions: number;
  options: { name: string; checked: boolean }[];
  replaced: string[];
  added: string;
  busy: boolean;
}

function readPlan(page: Page): Promise<SeenPlan> {
  return page.evaluate(() => {
    const dialog = document.querySelector('.dialog');
    if (!dialog?.querySelector('.plan')) throw new Error('no plan dialog');
    return {
      questions: dialog.querySelectorAll('.plan-question').length,
      options: [...dialog.querySelectorAll('label.conflict-option')].map((label) => ({
        name: (label.querySelector('.conflict-part-name')?.textContent ?? '').trim(),
        checked: (label.querySelector('input') as HTMLInputElement).checked,
      })),
      replaced: [...dialog.querySelectorAll('section[aria-label="Replaced"] .conflict-part-name')].map(
        (name) => (name.textContent ?? '').trim(),
      ),
      added: (dialog.querySelector('.plan-added')?.textContent ?? '').trim(),
      busy: dialog.querySelector('.plan[aria-busy="true"]') !== null,
    };
  });
}

/**
 * One dialog per add in real Chromium against the whole app on PGlite: a part of the seeded catalog
 * whose add asks a choice and replaces applied parts shows every question in one dialog; another
 * option asks the server again and the dialog follows; one confirmation sends one real request;
 * then the part detail says why a part cannot go alone and why another cannot join.
 */
describe('one dialog per add in Chromium', () => {
  let build: ClientBuild | undefined;
  let server: ShellServer | undefined;
  let browser: Browser | undefined;
  let api: ConfigurationApi;
  let scenario: Scenario;

  /** A KTM 2D model with its plain parts applied, and a part whose plan chooses and replaces. */
  async function findScenario(): Promise<Scenario> {
    for (const model of await api.models('KTM')) {
      if (model.engine !== 'Engine2D') continue;
      const overview = await api.overview(model.modelId);
      const parts = overview.Parts.filter((part) => !part.IsColorPart);
      const id = await api.create(model.modelId);
      for (const part of parts) {
        const rules = await api.dryRun(id, 'add', part.PartId).catch(() => 'refused' as const);
        if (rules === null) {
          await api.post(`/configuration/${id}/add-part`, { PartId: part.PartId, DryRun: false });
        }
      }
      const { SelectedPartIds: applied } = (await api.load(id)).Configuration;
      for (const part of parts.filter((candidate) => !applied.includes(candidate.PartId))) {
        const answer = await api
          .post<DryRunAnswer>(`/configuration/${id}/add-part`, { PartId: part.PartId, DryRun: true })
          .catch(() => null);
        const questions = answer?.Plan?.Questions ?? [];
        const choice = questions.find((question) => question.ChoosePart && question.Parts.length >= 2);
        const conflict = questions.find((question) => question.RuleType === 0);
        if (!choice || !conflict) continue;
        const byId = (ids: number[]) => ids.map((pid) => overview.Parts.find((p) => p.PartId === pid)!);
        return { overview, applied, part, options: byId(choice.Parts), replaced: byId(conflict.Parts) };
      }
    }
    throw new Error('no KTM 2D part asks a choice and replaces applied parts');
  }

  beforeAll(async () => {
    build = await buildClient();
    server = await startShellServer(build.dir);
    browser = await launchChromium();
    api = new ConfigurationApi(server.url);
    scenario = await findScenario();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.dispose();
  });

  describe.each(['desktop', 'mobile'] as const)('on %s', (viewport) => {
    it('asks every question in one dialog, follows another option, applies it with one confirmation, and says why in the part detail', async () => {
      const { overview, applied, part, options, replaced } = scenario;
      const [first, second] = options as [ApiPart, ApiPart];
      const id = await api.configured(overview.Vehicle.ModelId, applied);
      const page = await browser!.newPage();
      await page.setViewport(VIEWPORTS[viewport]);
      const requests = { dry: 0, real: 0 };
      page.on('request', (request) => {
        if (!request.url().includes('configuration.addPart')) return;
        const body = request.postData() ?? '';
        if (body.includes('"dryRun":true')) requests.dry++;
        if (body.includes('"dryRun":false')) requests.real++;
      });
      await page.goto(`${server!.url}/main?brand=KTM&culture=${CULTURE}&configurationId=${id}`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector('.menu-categories', { timeout: 20_000 });

      // The add: a first dialog that only asks to confirm the add may come before the plan.
      await showPartInList(page, part);
      await page.$eval(`#part-${part.PartId} .part-toggle`, (button) => (button as HTMLElement).click());
      await page.waitForSelector('.dialog');
      if (!(await page.$('.dialog .plan'))) {
        await page.$eval('.dialog .dialog-actions .button.primary', (button) =>
          (button as HTMLElement).click(),
        );
      }
      await page.waitForSelector('.dialog .plan:not([aria-busy="true"])', { timeout: 20_000 });
      const before = await readPlan(page);
      expect(before.questions).toBeGreaterThanOrEqual(2);
      expect(before.options).toEqual([
        { name: first.Name, checked: true },
        ...options.slice(1).map((option) => ({ name: option.Name, checked: false })),
      ]);
      expect(before.replaced).toEqual(expect.arrayContaining(replaced.map((r) => r.Name)));
      expect(before.added).toContain(first.Name);
      expect(before.added).not.toContain(second.Name);
      const dryRunsBefore = requests.dry;

      // Another option: the server is asked again, and the dialog shows what the new plan adds.
      await chooseOption(page, 1);
      const after = await readPlan(page);
      expect(requests.dry).toBe(dryRunsBefore + 1);
      expect(after.options.map((option) => option.checked)).toEqual(options.map((_, at) => at === 1));
      expect(after.added).toContain(second.Name);
      expect(after.added).not.toContain(first.Name);
      expect(requests.real).toBe(0);

      // One confirmation: one real request, no further dialog, the toast.
      await page.$eval('.dialog .dialog-actions .button.primary', (button) =>
        (button as HTMLElement).click(),
      );
      await page.waitForFunction(
        () =>
          !document.querySelector('.dialog') && (document.querySelector('.toast')?.textContent ?? '') !== '',
        { polling: 50, timeout: 20_000 },
      );
      expect(await toastText(page)).toMatch(/^Part Added!/);
      expect(requests.real).toBe(1);
      const now = (await api.load(id)).Configuration.SelectedPartIds;
      expect(now).toEqual(expect.arrayContaining([part.PartId, second.PartId]));
      expect(now).not.toContain(first.PartId);
      for (const gone of replaced) expect(now).not.toContain(gone.PartId);

      // The part detail: the chosen option cannot go alone; a replaced part cannot join as things are.
      await showPartInList(page, second);
      await page.$eval(`#part-${second.PartId} .part-name`, (button) => (button as HTMLElement).click());
      const required = await page.waitForSelector('.part-detail .part-required-why', { timeout: 20_000 });
      const requiredText = await required!.evaluate((element) => element.textContent ?? '');
      expect(requiredText).toMatch(/^Cannot be removed on its own: /);
      expect(requiredText).toContain(`${part.Name} needs one of`);
      expect(requiredText).toContain(second.Name);
      await page.$eval('.part-detail-close', (button) => (button as HTMLElement).click());

      const blockedPart = replaced[0]!;
      await page.waitForFunction(() => !document.querySelector('.part-detail'), { timeout: 10_000 });
      await showPartInList(page, blockedPart);
      await page.$eval(`#part-${blockedPart.PartId} .part-name`, (button) => (button as HTMLElement).click());
      const blocked = await page.waitForSelector('.part-detail .part-blocked-why', { timeout: 20_000 });
      const blockedText = await blocked!.evaluate((element) => element.textContent ?? '');
      expect(blockedText).toMatch(/^Adding it replaces parts of your configuration: /);
      expect(blockedText).toContain('cannot be fitted together with');
      expect(await page.$('.part-detail .part-required-why')).toBeNull();
      await page.close();
    });
  });
});
