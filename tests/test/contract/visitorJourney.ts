import { describe, expect, it } from 'vitest';
import { seedModel } from '../../src/contract/seedFacts.js';
import { answer, CONTEXT, failure, MODEL_ID, type ServerRef, sorted, UUID } from './answers.js';

const ANONYMOUS_ID = 'visitor-2f6c9a1b';

/**
 * The visitor's journey through the REST facade as the 2D screen makes it: settings, model
 * list, overview, create, parts with their rules, colour, save, share, reload, dismiss, delete.
 */
export function visitorJourney(server: ServerRef): void {
  describe('a visitor configures, saves, shares and deletes a motorcycle', () => {
    const seed = seedModel(MODEL_ID);
    const both = sorted([seed.requiringPart, seed.requiredPart]);
    const [firstVariation, secondVariation] = seed.variationCodes;
    let id = '';
    let freePart = 0;

    const load = async (headers: Record<string, string> = {}) =>
      answer(
        await server().client.GET('/api/posconfigurator/configuration/{id}', {
          params: { path: { id }, query: CONTEXT },
          headers,
        }),
      );
    /** The dealer saving with the customer's details: only this dealer sees them again. */
    const dealer = () => server().bearer({ sub: 'dealer-user-1', dealer_no: 'AT1001' });

    it('reads the application settings', async () => {
      const settings = answer(
        await server().client.GET('/api/posconfigurator/appsettings', { params: { query: CONTEXT } }),
      );
      expect(settings.Brand).toBe('KTM');
      expect(settings.SupportedBrands).toContain('KTM');
      expect(settings.CdcApplicationSettings.CdcEnabled).toBe(true);
      expect(settings.Environment).toBe('stage');
      expect(settings.AllowPrices).toBe(true);
    });

    it('lists the models by segment, priced for the market', async () => {
      const list = answer(
        await server().client.GET('/api/posconfigurator/vehicles', { params: { query: CONTEXT } }),
      );
      const vehicle = list.Segments.flatMap((segment) => segment.Vehicles).find(
        (v) => v.ModelId === MODEL_ID,
      );
      expect(vehicle).toMatchObject({ RenderingEngine: 'Engine2D', Hero: { Price: { Currency: 'EUR' } } });
      expect(vehicle!.Hero.Price.Value).toBeGreaterThan(0);
    });

    it('reads the vehicle overview with parts, setups, variations and render settings', async () => {
      const overview = answer(
        await server().client.GET('/api/posconfigurator/vehicles/{modelId}', {
          params: { path: { modelId: MODEL_ID }, query: CONTEXT },
        }),
      );
      expect(overview.Vehicle.ModelId).toBe(MODEL_ID);
      expect(overview.Variations.map((variation) => variation.Code)).toEqual(seed.variationCodes);
      expect(overview.Setups.map((setup) => setup.SetupId)).toEqual(seed.setups.map((s) => s.setupId));
      const offered = overview.Parts.map((part) => part.PartId);
      expect(offered).toEqual(expect.arrayContaining(both));
      freePart = seed.partsWithoutRules.find((partId) => offered.includes(partId)) ?? 0;
      expect(freePart, 'a part without rules is offered').not.toBe(0);
      const lighting = overview.RenderSettings.Tools.Lighting;
      expect(lighting.Max).toBeGreaterThan(lighting.Min);
      expect(overview.RenderSettings.ColorSelection).toBeNull();
    });

    it('creates a configuration with an anonymous id', async () => {
      const created = answer(
        await server().client.POST('/api/posconfigurator/configuration/create', {
          params: { query: CONTEXT, header: { 'x-anonymous-id': ANONYMOUS_ID } },
          body: { ModelId: MODEL_ID },
        }),
      );
      expect(created.ConfigurationId).toMatch(UUID);
      expect(created).toMatchObject({
        ModelId: MODEL_ID,
        VariationCode: firstVariation,
        SelectedPartIds: [],
        Is3DModel: false,
        TotalPrice: { Currency: 'EUR' },
      });
      id = created.ConfigurationId;
    });

    it('answers the rules question in a dry run, then what the choice would do, writing nothing', async () => {
      const addPart = (body: { PartId: number; SelectedParts?: number[]; DryRun: boolean }) =>
        server().client.POST('/api/posconfigurator/configuration/{id}/add-part', {
          params: { path: { id }, query: CONTEXT },
          body,
        });
      const question = answer(await addPart({ PartId: seed.requiringPart, DryRun: true }));
      expect(question.RulesResult).toEqual({
        RuleType: 1,
        Part: seed.requiringPart,
        Parts: [seed.requiredPart],
        ChoosePart: false,
      });
      expect(question.DryRun).toBe(true);
      expect(question.PartIds).toEqual([]);

      const preview = answer(
        await addPart({ PartId: seed.requiringPart, SelectedParts: [seed.requiredPart], DryRun: true }),
      );
      expect(preview.RulesResult).toBeNull();
      expect(preview.DryRun).toBe(true);
      expect(sorted(preview.AddedPartIds)).toEqual(both);
      expect(sorted(preview.PartIds)).toEqual(both);
      expect((await load()).Configuration.SelectedPartIds).toEqual([]);
    });

    it('adds the part with the part it requires, then removes it', async () => {
      const { client } = server();
      const params = { path: { id }, query: CONTEXT };
      const added = answer(
        await client.POST('/api/posconfigurator/configuration/{id}/add-part', {
          params,
          body: { PartId: seed.requiringPart, SelectedParts: [seed.requiredPart] },
        }),
      );
      expect(added.DryRun).toBe(false);
      expect(sorted(added.PartIds)).toEqual(both);
      expect(added.FullImages.length).toBeGreaterThan(0);
      expect(added.Price.Value).toBeGreaterThan(0);

      const removed = answer(
        await client.POST('/api/posconfigurator/configuration/{id}/remove-part', {
          params,
          body: { PartId: seed.requiringPart },
        }),
      );
      expect(removed.RulesResult).toBeNull();
      expect(removed.RemovedPartIds).toEqual([seed.requiringPart]);
      expect(removed.PartIds).toEqual([seed.requiredPart]);
    });

    it('changes the colour variation', async () => {
      const updated = answer(
        await server().client.PUT('/api/posconfigurator/configuration/update/{configurationId}', {
          params: { path: { configurationId: id }, query: CONTEXT },
          body: { VariationCode: secondVariation },
        }),
      );
      expect(updated.DryRun).toBe(false);
      expect(updated.PartIds).toEqual([seed.requiredPart]);
      expect(updated.FullImages.length).toBeGreaterThan(0);
    });

    it('saves the configuration with the customer details', async () => {
      const saved = answer(
        await server().client.POST('/api/posconfigurator/configuration/{id}/save-configuration', {
          params: { path: { id }, query: CONTEXT },
          headers: await dealer(),
          body: { Firstname: 'Lena', Lastname: 'Gruber', Vin: null, OrderNumber: 'A-1001', Comment: 'Blue' },
        }),
      );
      expect(saved.ConfigurationId).toBe(id);
    });

    it('shares a stable link that opens the configuration', async () => {
      const share = () =>
        server().client.GET('/api/posconfigurator/configuration/{id}/share', {
          params: { path: { id }, query: CONTEXT },
        });
      const shared = answer(await share());
      expect(shared.ConfigurationId).toBe(id);
      expect(new URL(shared.Url).origin).toBe(server().baseUrl);
      expect(answer(await share()).Url).toBe(shared.Url);
      const opened = await fetch(shared.Url, { redirect: 'manual' });
      expect(opened.status).toBe(302);
      // In the culture the configuration was created in.
      expect(opened.headers.get('location')).toBe(`/main?configurationId=${id}&culture=${CONTEXT.c}`);
    });

    it('loads the configuration with its vehicle, save details and test ride', async () => {
      const loaded = await load();
      expect(loaded.ConfigurationId).toBe(id);
      expect(loaded.Vehicle.ModelId).toBe(MODEL_ID);
      expect(loaded.Vehicle.AppliedParts.map((part) => part.PartId)).toEqual([seed.requiredPart]);
      expect(loaded.Configuration).toMatchObject({
        ConfigurationId: id,
        VariationCode: secondVariation,
        SelectedPartIds: [seed.requiredPart],
        IsDirty: false,
      });
      expect(loaded.SaveDetails).toBeNull();
      expect((await load(await dealer())).SaveDetails).toEqual({
        Firstname: 'Lena',
        Lastname: 'Gruber',
        Vin: null,
        OrderNumber: 'A-1001',
        Comment: 'Blue',
      });
      expect(loaded).toHaveProperty('TestRideData');
      expect(loaded.FullImages.length).toBeGreaterThan(0);
    });

    it('dismisses an unsaved change back to the saved state', async () => {
      const { client } = server();
      const params = { path: { id }, query: CONTEXT };
      // A bare PartId is a request without choices.
      const added = answer(
        await client.POST('/api/posconfigurator/configuration/{id}/add-part', { params, body: freePart }),
      );
      expect(sorted(added.PartIds)).toEqual(sorted([seed.requiredPart, freePart]));
      expect((await load()).Configuration.IsDirty).toBe(true);

      const dismissed = answer(
        await client.POST('/api/posconfigurator/configuration/{id}/dismiss-unsaved-changes', { params }),
      );
      expect(dismissed.ConfigurationId).toBe(id);
      expect((await load()).Configuration).toMatchObject({
        SelectedPartIds: [seed.requiredPart],
        IsDirty: false,
      });
    });

    it('undoes and redoes the last step, says where a part stands, and compares with another configuration', async () => {
      const { client } = server();
      const params = { path: { id }, query: CONTEXT };
      // The last step was the dismiss: undo brings the unsaved part back, redo dismisses it again.
      const undone = answer(await client.POST('/api/posconfigurator/configuration/{id}/undo', { params }));
      expect(sorted(undone.SelectedPartIds)).toEqual(sorted([seed.requiredPart, freePart]));
      expect(undone.History.Redo).toMatchObject({ Kind: 'changesDismissed' });
      const redone = answer(await client.POST('/api/posconfigurator/configuration/{id}/redo', { params }));
      expect(redone.SelectedPartIds).toEqual([seed.requiredPart]);
      expect(redone.History.Redo).toBeNull();
      const nothing = failure(
        await client.POST('/api/posconfigurator/configuration/{id}/redo', { params }),
        409,
      );
      expect(nothing.Message).toMatch(/redo/);

      const standing = answer(
        await client.GET('/api/posconfigurator/configuration/{id}/part-standing/{partId}', {
          params: { path: { id, partId: seed.requiringPart }, query: CONTEXT },
        }),
      );
      expect(standing.PartId).toBe(seed.requiringPart);
      expect(standing.RequiredBy).toBeNull();

      const other = answer(
        await client.POST('/api/posconfigurator/configuration/create', {
          params: { query: CONTEXT },
          body: { ModelId: MODEL_ID },
        }),
      );
      const compared = answer(
        await client.GET('/api/posconfigurator/configurations/compare', {
          params: { query: { ...CONTEXT, ids: `${other.ConfigurationId},${id}` } },
        }),
      );
      expect(compared.Configurations.map((entry) => entry.ConfigurationId)).toEqual([
        other.ConfigurationId,
        id,
      ]);
      expect(compared.Configurations[1]?.Differences?.Added.map((part) => part.PartId)).toEqual([
        seed.requiredPart,
      ]);
    });

    it('deletes the configuration, which then answers 410', async () => {
      const params = { path: { id }, query: CONTEXT };
      const deleted = answer(
        await server().client.DELETE('/api/posconfigurator/configuration/{id}', { params }),
      );
      expect(deleted.ConfigurationId).toBe(id);
      const gone = failure(
        await server().client.GET('/api/posconfigurator/configuration/{id}', { params }),
        410,
      );
      expect(gone.Message).toMatch(/deleted/);
    });
  });
}
