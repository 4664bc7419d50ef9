import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configurationStamp, formatPrice } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Part, VehicleOverview } from '../catalog/catalogTypes.js';
import { SCREENSHOT_MAX_BYTES } from '../configurations/documentRoutes.js';
import {
  ConfigurationClient,
  type InjectResponse,
  partsWithoutQuestions,
} from '../testing/configurationClient.js';
import { pdfImages, pdfText, sameSpacing } from '../testing/pdfReader.js';
import { stripedPng } from '../testing/pngImage.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { MAIN_IMAGE_WIDTH, ROW_IMAGE_WIDTH } from './summaryContent.js';
import { SUMMARY_TEXTS } from './summaryTexts.js';

const KEY_FIGURE_KEYS = ['DISPLACEMENT', 'DRYWEIGHT', 'POWER_KW', 'TORQUE'];

function expectPdf(response: InjectResponse, cache: 'hit' | 'miss'): Buffer {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['x-pdf-cache']).toBe(cache);
  expect(response.rawPayload.subarray(0, 5).toString('ascii')).toBe('%PDF-');
  return response.rawPayload;
}

// Rendering and printing, not storage, are the subject here: PGlite alone (the render tables run
// on both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('PDF summaries on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let cacheDir: string;
  let overview: VehicleOverview;
  let id: string;
  /** Parts a dry run adds without a question: a racing one first when the model has one. */
  let addable: Part[];

  const prints = () => t.app.services.documents.stats().printer.prints;
  const pdf = (target: string, query = '') => api.get(`/configuration/${target}/pdf${query}`);
  const screenshotPdf = (target: string, data: string, query = '') =>
    api.post(`/configuration/${target}/pdfwithscreenshot${query}`, { ScreenshotData: data });

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'pdf-routes-'));
    t = await startTestApp(testDatabase, { RENDER_CACHE_DIR: cacheDir });
    api = new ConfigurationClient(t.app);
    // A KTM motorcycle with a racing part that can be added straight away, if the catalog has one.
    for (const vehicle of (await api.vehicles()).slice(0, 8)) {
      const candidate = await api.overview(vehicle.ModelId, '?c=en-GB');
      const { ConfigurationId } = await api.create(vehicle.ModelId, { query: '?c=en-GB' });
      const free = partsWithoutQuestions(await api.dryRuns(ConfigurationId, candidate.Parts));
      const parts = candidate.Parts.filter((part) => free.includes(part.PartId));
      if (parts.length < 3) continue;
      overview = candidate;
      id = ConfigurationId;
      addable = [...parts.filter((p) => p.Racing), ...parts.filter((p) => !p.Racing)];
      if (addable[0]?.Racing) break;
    }
    expect(addable.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await t?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('prints the model, every applied part, the total, the key figures and the share link', async () => {
    for (const part of addable.slice(0, 2)) await api.settle(id, 'add-part', { PartId: part.PartId });
    const loaded = await api.load(id, '?c=en-GB');
    const stamp = configurationStamp({
      modelId: loaded.Vehicle.ModelId,
      variationCode: loaded.Configuration.VariationCode,
      mainImages: loaded.Vehicle.AppliedParts.map((part) => part.Images.Main),
    });
    const response = await pdf(id, `?c=en-GB&stamp=${stamp}`);
    const bytes = expectPdf(response, 'miss');
    const text = await pdfText(bytes);

    expect(text).toContain(sameSpacing(loaded.Vehicle.Name));
    expect(loaded.Vehicle.AppliedParts.length).toBeGreaterThanOrEqual(2);
    for (const part of loaded.Vehicle.AppliedParts) {
      expect(text).toContain(sameSpacing(part.Name));
      expect(text).toContain(part.Code);
    }
    const total = loaded.Configuration.TotalPrice;
    expect(text).toContain(
      sameSpacing(formatPrice({ value: total.Value, currencySymbol: total.CurrencySymbol }, 'en-GB')),
    );
    expect(text).toContain(SUMMARY_TEXTS.en.total);
    // The link the share endpoint answers: the PDF created it, sharing again gives the same.
    const share = await api.get(`/configuration/${id}/share`);
    expect(share.statusCode).toBe(200);
    expect(text).toContain(share.json().Url);
    // Key figures: those with a label and a value, from the model's own attributes.
    const attributes = overview.Attributes.flatMap((entry) => entry.Attributes);
    const figures = KEY_FIGURE_KEYS.flatMap((key) => attributes.find((a) => a.Key === key) ?? []);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      expect(text).toContain(sameSpacing(figure.Description));
      expect(text).toContain(figure.Values[0]?.Key);
    }
    const racing = loaded.Vehicle.AppliedParts.some((part) => part.Racing);
    expect(text.includes(sameSpacing(SUMMARY_TEXTS.en.racingNotice))).toBe(racing);
    // One picture per perspective: the first across the page, the others in a row (16:9 stills).
    const images = await pdfImages(bytes);
    expect(images).toEqual(
      loaded.FullImages.map((_, i) => {
        const width = i === 0 ? MAIN_IMAGE_WIDTH : ROW_IMAGE_WIDTH;
        return { width, height: Math.round((width * 720) / 1280) };
      }),
    );

    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9-]+-configuration\.pdf"$/);
    for (const word of loaded.Vehicle.Name.split(/\s+/).filter((w) => /^[A-Za-z0-9]+$/.test(w))) {
      expect(disposition).toContain(word);
    }
  });

  it("prints in the culture's language, English for a language it does not speak", async () => {
    for (const [culture, language] of [
      ['de-AT', 'de'],
      ['fr-FR', 'fr'],
      ['pt-BR', 'en'],
    ] as const) {
      const text = await pdfText(expectPdf(await pdf(id, `?c=${culture}`), 'miss'));
      expect(text, culture).toContain(SUMMARY_TEXTS[language].total);
      expect(text, culture).toContain(sameSpacing(SUMMARY_TEXTS[language].shareHint));
    }
  });

  it('prints a version once: the same again is cached, a new part prints again', async () => {
    const before = prints();
    const first = expectPdf(await pdf(id, '?c=it-IT'), 'miss');
    const again = expectPdf(await pdf(id, '?c=it-IT'), 'hit');
    expect(again.equals(first)).toBe(true);
    expect(prints()).toBe(before + 1);

    const added = addable[2] as Part;
    await api.settle(id, 'add-part', { PartId: added.PartId });
    const changed = expectPdf(await pdf(id, '?c=it-IT'), 'miss');
    expect(prints()).toBe(before + 2);
    expect(await pdfText(changed)).toContain(
      sameSpacing((await api.load(id, '?c=it-IT')).Vehicle.AppliedParts.at(-1)?.Name ?? ''),
    );

    // Concurrent requests for one version share a single print.
    const together = await Promise.all([1, 2, 3, 4].map(() => pdf(id, '?c=it-CH')));
    expect(together.filter((r) => r.headers['x-pdf-cache'] === 'miss').length).toBe(1);
    for (const response of together) expect(response.rawPayload.equals(together[0]!.rawPayload)).toBe(true);
    expect(prints()).toBe(before + 3);
  });

  it('prints the screenshot instead of the stills, again for a new screenshot', async () => {
    const red = stripedPng(1080, 1080, [200, 20, 20]).toString('base64');
    const blue = stripedPng(1080, 1080, [20, 20, 200]).toString('base64');
    const before = prints();
    const withRed = expectPdf(
      await screenshotPdf(id, `data:image/png;base64,${red}`, '?c=en-GB&stamp=42'),
      'miss',
    );
    const images = await pdfImages(withRed);
    expect(images).toEqual([{ width: 1080, height: 1080 }]);
    expect(await pdfText(withRed)).toContain(SUMMARY_TEXTS.en.total);

    expectPdf(await screenshotPdf(id, red, '?c=en-GB'), 'hit');
    const withBlue = expectPdf(await screenshotPdf(id, blue, '?c=en-GB'), 'miss');
    expect(withBlue.equals(withRed)).toBe(false);
    expect(prints()).toBe(before + 2);
  });

  it('prints again when the X-Bow colours change', async () => {
    const model = (await api.vehicles()).find((v) => v.Name.toUpperCase().includes('X-BOW'));
    expect(model).toBeDefined();
    const xbow = await api.overview(model!.ModelId, '?c=en-GB');
    const body = xbow.ColorOptions.find((option) => option.Slot === 'body');
    expect(body).toBeDefined();
    const { ConfigurationId: car, FullImages: plainImages } = await api.create(model!.ModelId, {
      query: '?c=en-GB',
    });
    const before = expectPdf(await pdf(car, '?c=en-GB'), 'miss');
    const colored = await api.put(`/configuration/update/${car}`, {
      VehicleSettings: { CustomColorConfiguration: { SelectedBodyColor: body!.FrontendColorCode } },
    });
    expect(colored.statusCode, colored.body).toBe(200);
    const after = expectPdf(await pdf(car, '?c=en-GB'), 'miss');
    // The pictures are those of the new colour, and the colour's part is in the table.
    expect(colored.json().FullImages).not.toEqual(plainImages);
    const colourPart = xbow.Parts.find(
      (part) => part.IsColorPart && colored.json().PartIds.includes(part.PartId),
    );
    expect(colourPart).toBeDefined();
    expect(await pdfText(before)).not.toContain(colourPart!.Code);
    expect(await pdfText(after)).toContain(colourPart!.Code);
  });

  it('names the dealer the configuration was sent to', async () => {
    const found = await t.app.inject({ url: '/api/dealers?brand=all&limit=1' });
    expect(found.statusCode, found.body).toBe(200);
    const dealer = found.json().Dealers[0] as { DealerNo: string; Name: string };
    const withoutDealer = await pdfText(expectPdf(await pdf(id, '?c=es-ES'), 'miss'));
    expect(withoutDealer).not.toContain(sameSpacing(dealer.Name));
    await t.app.services.configurationCommands.execute(
      id,
      { actor: { userId: 'customer-1' } },
      (_state, at) => [
        {
          type: 'SendToDealer',
          dealerNo: dealer.DealerNo,
          userProfileId: 'customer-1',
          userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
          at,
          by: { userId: 'customer-1' },
        },
      ],
    );
    const text = await pdfText(expectPdf(await pdf(id, '?c=es-ES'), 'miss'));
    expect(text).toContain(sameSpacing(dealer.Name));
    expect(text).toContain(SUMMARY_TEXTS.es.dealer);
  });

  it('gives other code the PDF bytes through app.services.documents', async () => {
    const printed = await t.app.services.documents.configurationPdf(id, 'de-DE');
    expect(printed.fileName).toMatch(/-configuration\.pdf$/);
    const text = await pdfText(printed.bytes);
    expect(text).toContain(SUMMARY_TEXTS.de.total);
    expect(text).toContain(sameSpacing(overview.Vehicle.Name));
  });

  it('refuses bodies that are not a PNG (400) or too large (413), naming the field', async () => {
    const notPng = Buffer.from('GIF89a, not a PNG').toString('base64');
    for (const data of [notPng, 'not base64!', '']) {
      const response = await screenshotPdf(id, data);
      expect(response.statusCode, data).toBe(400);
      expect(response.json().Message).toMatch(/ScreenshotData/);
    }
    const overCap = 'A'.repeat(Math.ceil(((SCREENSHOT_MAX_BYTES + 3) * 4) / 3 / 4) * 4);
    for (const data of [overCap, `${overCap}${overCap}`]) {
      const response = await screenshotPdf(id, data);
      expect(response.statusCode).toBe(413);
      expect(response.json().Message).toMatch(/ScreenshotData/);
    }
    const badStamp = await pdf(id, '?stamp=abc');
    expect(badStamp.statusCode).toBe(400);
    expect(badStamp.json().Message).toMatch(/\bstamp\b/);
  });

  it('answers 404 for an unknown configuration and 410 for a deleted one', async () => {
    const png = `data:image/png;base64,${stripedPng(8, 8, [0, 0, 0]).toString('base64')}`;
    const unknown = crypto.randomUUID();
    for (const response of [await pdf(unknown), await screenshotPdf(unknown, png)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toContain(unknown);
    }
    const { ConfigurationId: gone } = await api.create(overview.Vehicle.ModelId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${gone}`,
      headers: XHR,
    });
    expect(deleted.statusCode).toBe(200);
    for (const response of [await pdf(gone), await screenshotPdf(gone, png)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().Message).toContain(gone);
    }
  });

  it('queues concurrent prints and answers 503 with Retry-After when the queue is full', async () => {
    const busy = await startTestApp(testDatabase, {
      RENDER_CACHE_DIR: cacheDir,
      PDF_CONCURRENCY: '1',
      PDF_QUEUE_LIMIT: '0',
    });
    try {
      const client = new ConfigurationClient(busy.app);
      const { ConfigurationId } = await client.create(overview.Vehicle.ModelId);
      expectPdf(await client.get(`/configuration/${ConfigurationId}/pdf?c=en-GB`), 'miss');
      // A long document holds the only page while the request arrives.
      const long = busy.app.services.documents.printer.print(
        `<p>${'A long line of text. '.repeat(40_000)}</p>`,
      );
      const refused = await client.get(`/configuration/${ConfigurationId}/pdf?c=de-AT`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json().Message).toMatch(/busy/);
      await long;
      expectPdf(await client.get(`/configuration/${ConfigurationId}/pdf?c=de-AT`), 'miss');
    } finally {
      await busy.close();
    }
  });
});
