import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Part, VehicleOverview } from '../catalog/catalogTypes.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { pdfText, sameSpacing } from '../testing/pdfReader.js';
import { startStubRenderNode } from '../testing/stubRenderNode.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { SUMMARY_TEXTS } from './summaryTexts.js';

/** The SI units the printed key figures must carry, as the catalog's attribute keys name them. */
const SI_UNITS: Record<string, string> = {
  DISPLACEMENT: 'cm³',
  DRYWEIGHT: 'kg',
  POWER_KW: 'kW',
  TORQUE: 'Nm',
};

/** A configuration of a setup in which the visitor replaced one of the setup's parts by another part. */
interface Replacement {
  overview: VehicleOverview;
  setup: VehicleOverview['Setups'][number];
  configurationId: string;
  replaced: Part[];
  replacing: Part;
}

const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });

describe('the printed summary of a setup with a replaced part', () => {
  let t: TestApp;
  let api: ConfigurationClient;
  let node: Awaited<ReturnType<typeof startStubRenderNode>>;
  let cacheDir: string;
  let found: Replacement;

  /** The first KTM setup with a part that replaces one of the setup's parts (found by dry runs). */
  async function findReplacement(): Promise<Replacement> {
    for (const vehicle of await api.vehicles('?brand=KTM&c=en-GB')) {
      const overview = await api.overview(vehicle.ModelId, '?c=en-GB');
      for (const setup of overview.Setups) {
        const { ConfigurationId } = await api.create(vehicle.ModelId, { query: '?c=en-GB' });
        const applied = (await api.settle(ConfigurationId, 'apply-setup', { SetupId: setup.SetupId })).answer
          .PartIds;
        const free = overview.Parts.filter((part) => !applied.includes(part.PartId));
        for (const [partId, answer] of await api.dryRuns(ConfigurationId, free)) {
          const rules = answer.RulesResult;
          if (rules?.RuleType !== 0 || !rules.Parts.every((id) => setup.Parts.includes(id))) continue;
          const replaced = overview.Parts.filter((part) => rules.Parts.includes(part.PartId));
          const replacing = overview.Parts.find((part) => part.PartId === partId) as Part;
          // A name that is part of another shown name could not be told missing from the text.
          const others = overview.Parts.filter((part) => !rules.Parts.includes(part.PartId));
          if (replaced.some((gone) => others.some((other) => other.Name.includes(gone.Name)))) continue;
          await api.settle(ConfigurationId, 'add-part', { PartId: partId });
          return { overview, setup, configurationId: ConfigurationId, replaced, replacing };
        }
      }
    }
    throw new Error('no KTM setup has a part that another part replaces');
  }

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    cacheDir = await mkdtemp(join(tmpdir(), 'summary-setup-'));
    node = await startStubRenderNode();
    t = await startTestApp(pglite, {
      RENDER_CACHE_DIR: cacheDir,
      RENDER_NODES: node.url,
      RENDER_LOCAL_NODE: 'false',
    });
    api = new ConfigurationClient(t.app);
    found = await findReplacement();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await node?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('lists under the setup only its parts still applied, and the replacing part among the applied parts', async () => {
    const { overview, setup, configurationId, replaced, replacing } = found;
    const state = await api.load(configurationId, '?c=en-GB');
    const appliedIds = state.Configuration.SelectedPartIds;
    expect(appliedIds).toContain(replacing.PartId);
    for (const part of replaced) expect(appliedIds).not.toContain(part.PartId);

    const printed = await t.app.services.documents.configurationPdf(configurationId, 'en-GB');
    const text = await pdfText(printed.bytes);
    const appliedHeading = text.indexOf(SUMMARY_TEXTS.en.parts);
    const setupHeading = text.indexOf(sameSpacing(SUMMARY_TEXTS.en.setupParts));
    expect(appliedHeading).toBeGreaterThanOrEqual(0);
    expect(setupHeading).toBeGreaterThan(appliedHeading);
    expect(text).toContain(sameSpacing(setup.Name));

    for (const part of replaced) expect(text).not.toContain(sameSpacing(part.Name));
    const replacingAt = text.indexOf(replacing.Code);
    expect(replacingAt).toBeGreaterThan(appliedHeading);
    expect(replacingAt).toBeLessThan(setupHeading);
    const stillInSetup = overview.Parts.filter(
      (part) => setup.Parts.includes(part.PartId) && appliedIds.includes(part.PartId),
    );
    expect(stillInSetup.length).toBeGreaterThan(0);
    for (const part of stillInSetup) {
      expect(text.indexOf(part.Code), part.Name).toBeGreaterThan(setupHeading);
    }
  });

  it('prints the key figures in SI units: cm³, kg, kW, Nm', async () => {
    const text = await pdfText(
      (await t.app.services.documents.configurationPdf(found.configurationId, 'en-GB')).bytes,
    );
    const attributes = found.overview.Attributes.flatMap((entry) => entry.Attributes);
    const figures = Object.keys(SI_UNITS).flatMap((key) => attributes.find((a) => a.Key === key) ?? []);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      expect(text).toContain(`${figure.Values[0]?.Key} ${SI_UNITS[figure.Key]}`);
    }
    expect(text).not.toMatch(/\b(CM³|KG|KW|NM)\b/);
  });
});
