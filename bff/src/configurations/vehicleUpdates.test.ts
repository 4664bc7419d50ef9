import { COLOR_FIELD_BY_SLOT, COLOR_SLOTS, XBOW_COLOR_PARTS } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import {
  ConfigurationClient,
  expectPrice,
  partsWithoutQuestions,
  streamEvents,
} from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

const pascal = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

describe.each(testDatabases())('variation and vehicle settings updates on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  /** A model whose variations differ in price, and the X-Bow. */
  let bike: VehicleOverview;
  let xbow: VehicleOverview;
  let bikePart: number;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    const overviews = await Promise.all(vehicles.map((v) => api.overview(v.ModelId)));
    bike = overviews.find((o) => o.Variations.some((v) => v.Price.Value !== o.Variations[0]!.Price.Value))!;
    const xbowModel = vehicles.find((v) => v.Name.toUpperCase().includes('X-BOW'))!;
    xbow = overviews.find((o) => o.Vehicle.ModelId === xbowModel.ModelId)!;
    expect(bike && xbow).toBeTruthy();
    const probe = await api.create(bike.Vehicle.ModelId);
    bikePart = partsWithoutQuestions(await api.dryRuns(probe.ConfigurationId, bike.Parts))[0]!;
  });
  afterAll(() => t?.close());

  const update = (id: string, body: unknown, headers: Record<string, string> = {}, extra = '') =>
    api.put(`/configuration/update/${id}${extra}`, body, headers);

  it('changes the variation with its price and pictures; a dry run previews it and writes nothing', async () => {
    const created = await api.create(bike.Vehicle.ModelId);
    const id = created.ConfigurationId;
    const { answer: before } = await api.settle(id, 'add-part', { PartId: bikePart });
    const other = bike.Variations.find((v) => v.Price.Value !== bike.Variations[0]!.Price.Value)!;

    const preview = await update(id, { VariationCode: other.Code, DryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().DryRun).toBe(true);
    expectPrice(preview.json().Price, bike, other.Code, [bikePart]);
    expect(await api.version(id)).toBe(2);

    const changed = await update(id, { VariationCode: other.Code });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json();
    expect(answer).toMatchObject({ DryRun: false, PartIds: [bikePart], RulesResult: null });
    expectPrice(answer.Price, bike, other.Code, [bikePart]);
    expect(answer.Price).not.toEqual(before.Price);
    expect(answer.Price).toEqual(preview.json().Price);
    expect(answer.FullImages).toEqual(preview.json().FullImages);
    answer.FullImages.forEach((image: { Url: string }, i: number) => {
      expect(image.Url).not.toBe(before.FullImages[i]!.Url);
      expect(image.Url).toContain(other.Code);
    });
    const loaded = await api.load(id);
    expect(loaded.Configuration.VariationCode).toBe(other.Code);
    expect(loaded.Configuration.TotalPrice).toEqual(answer.Price);
    expect(loaded.Configuration.StreamVersion).toBe(3);
  });

  it('writes nothing on a dry run that changes variation and settings together', async () => {
    const { ConfigurationId: id } = await api.create(bike.Vehicle.ModelId);
    const other = bike.Variations.at(-1)!;
    const preview = await update(id, {
      VariationCode: other.Code,
      VehicleSettings: { ToolsConfiguration: { Lighting: 16 } },
      DryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().DryRun).toBe(true);
    expectPrice(preview.json().Price, bike, other.Code, []);
    expect((await streamEvents(t.app, id)).map((e) => e.type)).toEqual(['ConfigurationCreated']);
    const loaded = await api.load(id);
    expect(loaded.Configuration.VariationCode).toBe(bike.Variations[0]!.Code);
    expect(loaded.Configuration.VehicleSettings.ToolsConfiguration.Lighting).toBeNull();
  });

  it("keeps tools the vehicle's renderer offers and refuses others, naming the field and the choices", async () => {
    const { ConfigurationId: id } = await api.create(bike.Vehicle.ModelId);
    const tools = bike.RenderSettings.Tools;
    for (const [ToolsConfiguration, field] of [
      [{ Lighting: 999 }, /Lighting must be from 12 to 22, not 999/],
      [{ Environments: 'moon' }, /Environments must be one of studio/],
      [{ Perspectives: 'underneath' }, /Perspectives must be one of/],
      [{ Cinematics: 'envilvl city' }, /Cinematics must be one of intro/],
      [{ Animations: ['moonwalk'] }, /Animations must name views of/],
    ] as const) {
      const refused = await update(id, { VehicleSettings: { ToolsConfiguration } });
      expect(refused.statusCode, JSON.stringify(ToolsConfiguration)).toBe(400);
      expect(refused.json().Message).toMatch(field);
    }
    expect((await streamEvents(t.app, id)).map((e) => e.type)).toEqual(['ConfigurationCreated']);
    const chosen = {
      Environments: tools.Environments.at(-1)!.Id,
      Lighting: tools.Lighting.Max,
      Perspectives: tools.Perspectives[0]!.Id,
      Cinematics: tools.Cinematics[0]!.Id,
      Animations: [tools.Views[0]!.Id],
    };
    const kept = await update(id, { VehicleSettings: { ToolsConfiguration: chosen } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await api.load(id)).Configuration.VehicleSettings.ToolsConfiguration).toMatchObject(chosen);
  });

  it('refuses a bad variation or an empty update naming the field, and changes nothing', async () => {
    const { ConfigurationId: id } = await api.create(bike.Vehicle.ModelId);
    for (const [body, field] of [
      [{ VariationCode: 'NO-SUCH-VARIATION' }, /VariationCode/],
      [{}, /VariationCode/],
      [{ VariationCode: '' }, /VariationCode/],
      [{ VehicleSettings: { ToolsConfiguration: { Animations: 'spin' } } }, /Animations/],
      [
        { VehicleSettings: { CustomColorConfiguration: { SelectedBodyColor: 'FF0000' } } },
        /SelectedBodyColor/,
      ],
    ] as const) {
      const response = await update(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Message).toMatch(field);
    }
    expect(await api.version(id)).toBe(1);
  });

  it('applies the colour part of each X-Bow colour slot set, keeps colours and finish, and clears them', async () => {
    const colorParts = xbow.Parts.filter((p) => p.IsColorPart).map((p) => p.PartId);
    expect(colorParts.sort()).toEqual(Object.values(XBOW_COLOR_PARTS).sort());
    const created = await api.create(xbow.Vehicle.ModelId);
    const id = created.ConfigurationId;
    const variation = created.VariationCode;
    const colors = Object.fromEntries(
      COLOR_SLOTS.map((slot) => {
        const option = xbow.ColorOptions.find((o) => o.Slot === slot)!;
        return [pascal(COLOR_FIELD_BY_SLOT[slot]), option.FrontendColorCode.toLowerCase()];
      }),
    );
    const body = { VehicleSettings: { CustomColorConfiguration: { ...colors, BodyFinish: 'Matte' } } };

    const preview = await update(id, { ...body, DryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await api.version(id)).toBe(1);
    const colored = await update(id, body);
    expect(colored.statusCode, colored.body).toBe(200);
    const answer = colored.json();
    expect([...answer.PartIds].sort()).toEqual(colorParts.sort());
    expectPrice(answer.Price, xbow, variation, answer.PartIds);
    expect(answer.PartIds).toEqual(preview.json().PartIds);
    expect(answer.FullImages).toEqual(preview.json().FullImages);
    expect(answer.FullImages).not.toEqual(created.FullImages);

    const loaded = await api.load(id);
    const stored = loaded.Configuration.VehicleSettings.CustomColorConfiguration;
    for (const [field, color] of Object.entries(colors)) {
      expect(stored[field as keyof typeof stored]).toBe(color.toUpperCase());
    }
    expect(stored.BodyFinish).toBe('Matte');
    expect(loaded.FullImages).toEqual(answer.FullImages);

    const glossy = await update(id, {
      VehicleSettings: { CustomColorConfiguration: { BodyFinish: 'Glossy' } },
    });
    expect(glossy.statusCode).toBe(200);
    expect(glossy.json().FullImages).not.toEqual(answer.FullImages);
    expect(glossy.json().PartIds).toEqual(answer.PartIds);

    const cleared = await update(id, {
      VehicleSettings: { CustomColorConfiguration: { SelectedBodyColor: null } },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().PartIds).not.toContain(XBOW_COLOR_PARTS.body);
    const after = (await api.load(id)).Configuration.VehicleSettings.CustomColorConfiguration;
    expect(after.SelectedBodyColor).toBeNull();
    expect(after.SelectedRimsColor).toBe(colors.SelectedRimsColor!.toUpperCase());
  });

  it('refuses malformed colours and finishes naming the field, and colour parts as plain parts', async () => {
    const { ConfigurationId: id } = await api.create(xbow.Vehicle.ModelId);
    for (const [colorConfiguration, field] of [
      [{ SelectedBodyColor: 'GG0000' }, /SelectedBodyColor/],
      [{ SelectedRimsColor: '#FF0000' }, /SelectedRimsColor/],
      [{ SelectedCaliperColor: 'FFF' }, /SelectedCaliperColor/],
      [{ SelectedStitchingColor: 123456 }, /SelectedStitchingColor/],
      [{ BodyFinish: 'Shiny' }, /BodyFinish/],
    ] as const) {
      const response = await update(id, {
        VehicleSettings: { CustomColorConfiguration: colorConfiguration },
      });
      expect(response.statusCode, JSON.stringify(colorConfiguration)).toBe(400);
      expect(response.json().Message).toMatch(field);
    }
    const asPart = await api.post(`/configuration/${id}/add-part`, { PartId: XBOW_COLOR_PARTS.body });
    expect(asPart.statusCode).toBe(400);
    expect(asPart.json().Message).toContain(String(XBOW_COLOR_PARTS.body));
    expect(await api.version(id)).toBe(1);
  });

  describe('the update bound to an account', () => {
    async function expectRefused(id: string, headers: Record<string, string>, extra: string, status: number) {
      const response = await update(id, { VariationCode: bike.Variations.at(-1)!.Code }, headers, extra);
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json().Message).toEqual(expect.any(String));
    }

    it('needs a valid bearer token of the account named in the path', async () => {
      const { ConfigurationId: id } = await api.create(bike.Vehicle.ModelId);
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      await expectRefused(id, {}, '/user-1', 401);
      await expectRefused(id, bearer('not-a-token'), '/user-1', 401);
      await expectRefused(id, bearer(await identity.token({ sub: 'user-2' })), '/user-1', 403);
      await expectRefused(
        id,
        bearer(await identity.token({ sub: 'user-1' }, { expiresIn: '-1m' })),
        '/user-1',
        401,
      );
      const foreign = await identity.token({ sub: 'user-1' }, { issuer: 'https://issuer.example.com' });
      await expectRefused(id, bearer(foreign), '/user-1', 401);
      const otherAudience = await identity.token({ sub: 'user-1' }, { audience: 'another-client' });
      await expectRefused(id, bearer(otherAudience), '/user-1', 401);
      const [header, payload] = (await identity.token({ sub: 'user-1' })).split('.');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await expectRefused(id, bearer(`${none}.${payload}.`), '/user-1', 401);
      expect(header).not.toBe(none);
      expect(await api.version(id)).toBe(1);

      const accepted = await update(
        id,
        { VariationCode: bike.Variations.at(-1)!.Code },
        bearer(await identity.token({ sub: 'user-1' })),
        '/user-1',
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      expectPrice(accepted.json().Price, bike, bike.Variations.at(-1)!.Code, []);
      const stored = await streamEvents(t.app, id);
      expect(stored.map((e) => e.type)).toEqual(['ConfigurationCreated', 'VariationChanged']);
      expect(stored[1]?.metadata).toMatchObject({ actor: { userId: 'user-1' } });
    });
  });
});
