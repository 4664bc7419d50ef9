import { importCatalogText } from '@configurator/migrations/catalog/importCatalog';
import { miniCatalog } from '@configurator/migrations/testing/miniCatalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

const MODEL = 'KTM-390-DUKE-2024';
// In the small catalog the ergo seat (105) cannot be fitted together with the slip-on (101).
const SLIP_ON = 101;
const ERGO_SEAT = 105;
/** Needs the slip-on and the ergo seat: no configuration can hold it. */
const RACE_SILENCER = 106;
/** Needs one of the race silencer and the ergo seat: only the seat can work. */
const COMFORT_SEAT = 107;

function catalogWithAnImpossiblePart(): string {
  const catalog = miniCatalog();
  const template = catalog.parts.find((part) => part.partId === SLIP_ON)!;
  catalog.parts.push(
    { ...template, partId: RACE_SILENCER, code: '90000106' },
    { ...template, partId: COMFORT_SEAT, code: '90000107', categories: ['SEATS'] },
  );
  const vehicle = catalog.vehicles[0]!;
  vehicle.parts.push(RACE_SILENCER, COMFORT_SEAT);
  vehicle.rules!.push(
    { ruleType: 1, partId: RACE_SILENCER, parts: [SLIP_ON, ERGO_SEAT] },
    { ruleType: 1, partId: COMFORT_SEAT, parts: [RACE_SILENCER, ERGO_SEAT], choosePart: true },
  );
  return JSON.stringify(catalog);
}

// What the rules allow, not storage, is the subject here: PGlite alone.
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))(
  'parts no configuration can hold, on $name',
  (db) => {
    let t: TestApp;
    let api: ConfigurationClient;

    beforeAll(async () => {
      t = await startTestApp(db);
      await importCatalogText(t.database.db, catalogWithAnImpossiblePart(), 'impossible-part.json');
      t.app.services.catalog.invalidate();
      api = new ConfigurationClient(t.app);
    });
    afterAll(() => t?.close());

    it('lists the part as unavailable with the chain of rules that says why, every other part as available', async () => {
      const overview = await api.overview(MODEL);
      const race = overview.Parts.find((part) => part.PartId === RACE_SILENCER);
      expect(race?.Unavailable).toEqual([
        { Part: RACE_SILENCER, Rule: 'Needs', Parts: [ERGO_SEAT] },
        { Part: RACE_SILENCER, Rule: 'Needs', Parts: [SLIP_ON] },
        { Part: ERGO_SEAT, Rule: 'ConflictsWith', Parts: [SLIP_ON] },
      ]);
      for (const part of overview.Parts.filter((p) => p.PartId !== RACE_SILENCER)) {
        expect(part.Unavailable, `part ${part.PartId}`).toBeNull();
      }
    });

    it('refuses to add it at the first dry run, naming why, and asks no question', async () => {
      const { ConfigurationId: id } = await api.create(MODEL);
      const refused = await api.post(`/configuration/${id}/add-part`, {
        PartId: RACE_SILENCER,
        DryRun: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ Code: 'RULES_UNSATISFIABLE', PartId: SLIP_ON });
      expect(refused.json().Message).toBe(
        `Adding part ${RACE_SILENCER} cannot work: part ${SLIP_ON} cannot be fitted together with part ${ERGO_SEAT}.`,
      );
    });

    it('offers only the options of a choice that can be completed, and refuses one that cannot', async () => {
      const { ConfigurationId: id } = await api.create(MODEL);
      const asked = await api.change(id, 'add-part', { PartId: COMFORT_SEAT, DryRun: true });
      expect(asked.RulesResult).toMatchObject({ Part: COMFORT_SEAT, Parts: [ERGO_SEAT], ChoosePart: true });
      const forced = await api.post(`/configuration/${id}/add-part`, {
        PartId: COMFORT_SEAT,
        SelectedParts: [RACE_SILENCER],
        DryRun: true,
      });
      expect(forced.statusCode).toBe(400);
      expect(forced.json()).toMatchObject({ Code: 'INVALID_CHOICE', PartId: RACE_SILENCER });
      const settled = await api.settle(id, 'add-part', { PartId: COMFORT_SEAT });
      expect(settled.answer.PartIds).toEqual(expect.arrayContaining([COMFORT_SEAT, ERGO_SEAT]));
    });

    it('says why each part of a question is in it: the parts needed, and the part replaced', async () => {
      const { ConfigurationId: id } = await api.create(MODEL);
      await api.settle(id, 'add-part', { PartId: ERGO_SEAT });
      const required = await api.change(id, 'add-part', { PartId: SLIP_ON, DryRun: true });
      expect(required.RulesResult).toMatchObject({ RuleType: 1, Part: SLIP_ON, Parts: [102, 103, 104] });
      const needs = (part: number, needed: number) => ({ Part: part, Rule: 'Needs', Parts: [needed] });
      expect(required.Explanations).toEqual([
        { Part: 102, Because: [needs(SLIP_ON, 102)] },
        { Part: 103, Because: [needs(SLIP_ON, 102), needs(102, 103)] },
        { Part: 104, Because: [needs(SLIP_ON, 102), needs(102, 103), needs(103, 104)] },
      ]);
      // The whole plan at once: both questions, each with its preselected answer, and the outcome.
      // Each question says why its parts are in it; the price change is the added parts' less the seat's.
      expect(required.Plan).toEqual({
        Questions: [
          {
            RuleType: 1,
            Part: SLIP_ON,
            Parts: [102, 103, 104],
            ChoosePart: false,
            Answer: [102, 103, 104],
            Explanations: required.Explanations,
          },
          {
            RuleType: 0,
            Part: SLIP_ON,
            Parts: [ERGO_SEAT],
            ChoosePart: false,
            Answer: [ERGO_SEAT],
            Explanations: [
              { Part: ERGO_SEAT, Because: [{ Part: SLIP_ON, Rule: 'ConflictsWith', Parts: [ERGO_SEAT] }] },
            ],
          },
        ],
        AddedPartIds: [SLIP_ON, 102, 103, 104],
        RemovedPartIds: [ERGO_SEAT],
        PriceChange: { Value: 899 + 199 + 49 - 249, CurrencySymbol: '€', Currency: 'EUR' },
      });
      const replaced = await api.change(id, 'add-part', {
        PartId: SLIP_ON,
        SelectedParts: [102, 103, 104],
        DryRun: true,
      });
      expect(replaced.RulesResult).toMatchObject({ RuleType: 0, Part: SLIP_ON, Parts: [ERGO_SEAT] });
      expect(replaced.Explanations).toEqual([
        { Part: ERGO_SEAT, Because: [{ Part: SLIP_ON, Rule: 'ConflictsWith', Parts: [ERGO_SEAT] }] },
      ]);
      const done = await api.change(id, 'add-part', {
        PartId: SLIP_ON,
        SelectedParts: [102, 103, 104],
        RemoveParts: [ERGO_SEAT],
        DryRun: true,
      });
      expect(done.RulesResult).toBeNull();
      expect(done.Explanations).toEqual([]);
      expect(done.Plan).toBeNull();
    });

    it('says why a part cannot go alone, and why one cannot join, in REST and tRPC alike', async () => {
      const { ConfigurationId: id } = await api.create(MODEL);
      await api.settle(id, 'add-part', { PartId: SLIP_ON });
      const standing = async (partId: number) => {
        const response = await api.get(`/configuration/${id}/part-standing/${partId}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const needs = (part: number, needed: number) => ({ Part: part, Rule: 'Needs', Parts: [needed] });
      // Required by: from the part the visitor chose down to the part asked about.
      expect(await standing(102)).toEqual({
        PartId: 102,
        RequiredBy: [needs(SLIP_ON, 102)],
        BlockedBy: null,
      });
      expect((await standing(104)).RequiredBy).toEqual([
        needs(SLIP_ON, 102),
        needs(102, 103),
        needs(103, 104),
      ]);
      expect(await standing(SLIP_ON)).toEqual({ PartId: SLIP_ON, RequiredBy: null, BlockedBy: null });
      // Blocked by: the seat cannot be fitted together with the applied slip-on.
      const seat = await standing(ERGO_SEAT);
      expect(seat.RequiredBy).toBeNull();
      expect(seat.BlockedBy).toEqual([{ Part: SLIP_ON, Rule: 'ConflictsWith', Parts: [ERGO_SEAT] }]);
      // A part no configuration holds says why in the overview instead.
      expect((await standing(RACE_SILENCER)).BlockedBy).toBeNull();

      const input = encodeURIComponent(JSON.stringify({ configurationId: id, partId: ERGO_SEAT }));
      const trpc = await t.app.inject({ url: `/api/trpc/configuration.partStanding?input=${input}` });
      expect(trpc.statusCode, trpc.body).toBe(200);
      expect(trpc.json().result.data).toEqual(seat);

      expect((await api.get(`/configuration/${id}/part-standing/999`)).statusCode).toBe(404);
    });
  },
);
