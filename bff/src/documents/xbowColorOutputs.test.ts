import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import { configurationExport } from '../configurations/configurationExport.js';
import { composeMail } from '../mail/mailComposer.js';
import type { MailPayload } from '../mail/mailPayload.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { type SummarySources, summaryContent } from './summaryContent.js';
import { summaryHtml } from './summaryTemplate.js';

const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });
const now = new Date('2026-02-01T10:00:00Z');
const SHARE_URL = 'https://configurator.example.com/s/abc123';

/** The PDF summary and the dealer enquiry of an X-Bow whose body, rims and stitching colours are set. */
describe('X-Bow colours in the printed summary and the dealer enquiry', () => {
  let t: TestApp;
  let api: ConfigurationClient;
  let xbow: VehicleOverview;
  let id: string;
  let version: number;

  const option = (slot: string, rimSize: number | null = null) =>
    xbow.ColorOptions.find((o) => o.Slot === slot && (rimSize === null || o.RimSize === rimSize))!;
  const slotName = (slot: string) =>
    xbow.Parts.find((p) => p.IsColorPart && p.Code.endsWith(slot.toUpperCase()))!.Name;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    t = await startTestApp(pglite);
    api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    const model = vehicles.find((v) => v.Name.toUpperCase().includes('X-BOW'))!;
    xbow = await api.overview(model.ModelId, '?c=en-GB');
    id = (await api.create(model.ModelId, { query: '?c=en-GB' })).ConfigurationId;
    const colored = await api.put(`/configuration/update/${id}`, {
      VehicleSettings: {
        CustomColorConfiguration: {
          SelectedBodyColor: option('body').FrontendColorCode,
          BodyFinish: 'Matte',
          SelectedRimsColor: option('rims', 20).FrontendColorCode,
          RimSize: 20,
          SelectedStitchingColor: '785DB2',
        },
      },
    });
    expect(colored.statusCode, colored.body).toBe(200);
    version = await api.version(id);
  }, 120_000);
  afterAll(() => t?.close());

  async function content(culture: string) {
    const sources: SummarySources = {
      db: t.app.database.db,
      catalog: t.app.services.catalog,
      images: {
        resolveImageSetup: () => Promise.reject(new Error('the screenshot stands in for the stills')),
        composedAll: () => Promise.reject(new Error('the screenshot stands in for the stills')),
      },
    };
    const state = await t.app.services.configurationQueries.state(id);
    return summaryContent(sources, {
      state,
      culture,
      shareUrl: SHARE_URL,
      screenshot: Buffer.from('png'),
      now,
    });
  }

  it('gathers slot, colour name or individual colour, swatch, finish and rim size for the PDF', async () => {
    const english = await content('en-GB');
    expect(english.colors).toEqual([
      {
        slotName: slotName('body'),
        colorName: option('body').ColorName,
        swatch: `#${option('body').FrontendColorCode}`,
        details: ['Finish: Matte'],
      },
      {
        slotName: slotName('rims'),
        colorName: option('rims', 20).ColorName,
        swatch: `#${option('rims', 20).FrontendColorCode}`,
        details: ['Rim size: 20" centre lock'],
      },
      {
        slotName: slotName('stitching'),
        colorName: 'Individual colour #785DB2',
        swatch: '#785DB2',
        details: [],
      },
    ]);
    const german = await content('de-AT');
    expect(german.colors.map((color) => [color.colorName, ...color.details])).toEqual([
      [expect.any(String), 'Oberfläche: Matt'],
      [expect.any(String), 'Felgengröße: 20" Zentralverschluss'],
      ['Individuelle Farbe #785DB2'],
    ]);
    expect((await content('it-IT')).colors[1]?.details).toEqual(['Misura cerchi: 20" dado centrale']);
  });

  it('prints the colours with their swatches in the summary page, and no colour section without them', async () => {
    const english = await content('en-GB');
    const html = summaryHtml(english);
    expect(html).toContain('<h2>Colours</h2>');
    expect(html).toContain(`background:#${option('body').FrontendColorCode}`);
    expect(html).toContain('background:#785DB2');
    expect(html).toContain('Individual colour #785DB2');
    expect(html).toContain('Finish: Matte');
    expect(html).toContain('Rim size: 20&quot; centre lock');
    expect(html).toContain(option('rims', 20).ColorName);
    const french = summaryHtml(await content('fr-FR'));
    expect(french).toContain('<h2>Couleurs</h2>');
    expect(french).toContain('Taille des jantes: 20&quot; écrou central');
    expect(summaryHtml({ ...english, colors: [] })).not.toContain('class="colors"');
  });

  it("lists the colours, finish and rim size in the dealer enquiry's text and HTML", async () => {
    const payload: MailPayload = {
      type: 'dealerInquiry',
      configurationId: id,
      version,
      culture: 'en-GB',
      to: 'dealer@example.com',
      shareUrl: SHARE_URL,
      dealerNo: '1000',
      dealerName: 'Example Motors',
      customer: { firstName: 'Lena', lastName: 'Gruber', email: 'lena@example.com' },
      screenshot: null,
    };
    const catalog = t.app.services.catalog;
    const mail = await composeMail(
      {
        db: t.app.database.db,
        exportOf: (request) => configurationExport(catalog, request),
        pdf: null,
        log: t.app.log,
      },
      payload,
      now,
    );
    expect(mail.text).toContain(
      [
        'Colours:',
        `- ${slotName('body')}: ${option('body').ColorName} (#${option('body').FrontendColorCode}), Finish: Matte`,
        `- ${slotName('rims')}: ${option('rims', 20).ColorName} (#${option('rims', 20).FrontendColorCode}), Rim size: 20" centre lock`,
        `- ${slotName('stitching')}: Individual colour #785DB2 (#785DB2)`,
      ].join('\n'),
    );
    expect(mail.html).toContain('background:#785DB2;');
    expect(mail.html).toContain('Rim size: 20&quot; centre lock');
    const exported = JSON.parse(String(mail.attachments[0]?.content));
    expect(exported.Configuration.ColorCustomization).toHaveLength(3);
    expect(exported.Configuration.ColorCustomization[1]).toMatchObject({
      Slot: 'rims',
      RimSize: 20,
      Finish: null,
    });
  });
});
