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
import type { PartChangeAnswer } from './configurationSchemas.js';

type Question = NonNullable<PartChangeAnswer['RulesResult']>;

describe.each(testDatabases())('adding and removing parts on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let overview: VehicleOverview;
  let modelId: string;
  let variation: string;
  let free: number[];
  /** A part whose dry run asks for a fixed list of parts, and one that asks to choose one. */
  let fixed: { partId: number; question: Question };
  let choose: { partId: number; question: Question };
  /** Parts that, once applied, the dry run of `partId` offers to replace. */
  let conflict: { applied: number[]; partId: number };
  let foreignPart: number;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    api = new ConfigurationClient(t.app);
    const overviews = await Promise.all((await api.vehicles()).map((v) => api.overview(v.ModelId)));
    const chosen = overviews.find((o) => o.Vehicle.RenderingEngine === 'Engine2D' && o.Setups.length > 0);
    if (!chosen) throw new Error('the seeded catalog has no 2D model with setups');
    overview = chosen;
    modelId = chosen.Vehicle.ModelId;
    variation = chosen.Variations[0]!.Code;
    const own = new Set(chosen.Parts.map((p) => p.PartId));
    foreignPart = overviews.flatMap((o) => o.Parts).find((p) => !own.has(p.PartId))!.PartId;

    const probe = await api.create(modelId);
    const answers = await api.dryRuns(probe.ConfigurationId, overview.Parts);
    free = partsWithoutQuestions(answers);
    const questions = [...answers].flatMap(([partId, a]) =>
      a.RulesResult ? [{ partId, question: a.RulesResult }] : [],
    );
    fixed = questions.find((q) => q.question.RuleType === 1 && !q.question.ChoosePart)!;
    choose = questions.find((q) => q.question.ChoosePart && q.question.Parts.length > 1)!;
    expect(fixed && choose).toBeTruthy();

    // Applying free parts one after the other until a dry run offers to replace applied ones.
    const { ConfigurationId: id } = await api.create(modelId);
    const applied: number[] = [];
    for (const partId of free) {
      const dryRun = await api.change(id, 'add-part', { PartId: partId, DryRun: true });
      if (dryRun.RulesResult?.RuleType === 0) {
        conflict = { applied: dryRun.RulesResult.Parts, partId };
        break;
      }
      await api.change(id, 'add-part', { PartId: partId });
      applied.push(partId);
    }
    expect(conflict, 'no two parts of the model conflict').toBeDefined();
  });
  afterAll(() => t?.close());

  it('answers what a part needs on a dry run, writes nothing until the confirmed real request', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const asked = await api.change(id, 'add-part', { PartId: fixed.partId, DryRun: true });
    expect(asked.RulesResult).toEqual(fixed.question);
    expect(asked.RulesResult).toMatchObject({ RuleType: 1, Part: fixed.partId, ChoosePart: false });
    expect(asked.RulesResult!.Parts.length).toBeGreaterThan(0);
    expect(asked).toMatchObject({ DryRun: true, PartIds: [], AddedPartIds: [] });
    expect(await api.version(id)).toBe(1);

    const SelectedParts = asked.RulesResult!.Parts;
    const preview = await api.change(id, 'add-part', { PartId: fixed.partId, SelectedParts, DryRun: true });
    expect(preview.RulesResult).toBeNull();
    expect(preview.DryRun).toBe(true);
    expect(preview.AddedPartIds).toEqual([fixed.partId, ...SelectedParts]);
    expect(preview.PartIds).toEqual(preview.AddedPartIds);
    expectPrice(preview.Price, overview, variation, preview.PartIds);
    expect(await api.version(id)).toBe(1);
    expect((await api.load(id)).Configuration.SelectedPartIds).toEqual([]);

    const applied = await api.change(id, 'add-part', { PartId: fixed.partId, SelectedParts, DryRun: false });
    expect(applied.RulesResult).toBeNull();
    expect(applied.DryRun).toBe(false);
    expect(applied.PartIds).toEqual(preview.PartIds);
    expect(applied.Price).toEqual(preview.Price);
    expect(applied.FullImages).toEqual(preview.FullImages);
    const loaded = await api.load(id);
    expect(loaded.Configuration.StreamVersion).toBe(2);
    expect(loaded.Configuration.SelectedPartIds).toEqual(applied.PartIds);
    expect(loaded.Configuration.TotalPrice).toEqual(applied.Price);
    const added = (await streamEvents(t.app, id)).filter((e) => e.type === 'PartAdded');
    expect(added.map((e) => e.data)).toEqual([
      expect.objectContaining({ partId: fixed.partId, addedPartIds: applied.PartIds, removedPartIds: [] }),
    ]);
  });

  it('asks to choose one part of a list, and adds only the chosen one', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const asked = await api.change(id, 'add-part', { PartId: choose.partId, DryRun: true });
    expect(asked.RulesResult).toMatchObject({ RuleType: 1, Part: choose.partId, ChoosePart: true });
    const options = asked.RulesResult!.Parts;
    // The last option, not the preselected first one.
    const pick = options.at(-1)!;
    const { answer } = await api.settle(id, 'add-part', { PartId: choose.partId }, (q) =>
      q.Part === choose.partId ? pick : q.Parts[0]!,
    );
    expect(answer.PartIds).toContain(choose.partId);
    expect(answer.PartIds).toContain(pick);
    expect(options.filter((o) => answer.PartIds.includes(o))).toEqual([pick]);
    expectPrice(answer.Price, overview, variation, answer.PartIds);

    const other = await api.create(modelId);
    const wrong = free.find((p) => !options.includes(p))!;
    const refused = await api.post(`/configuration/${other.ConfigurationId}/add-part`, {
      PartId: choose.partId,
      SelectedParts: [wrong],
      DryRun: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toContain(String(wrong));
  });

  it('refuses a real request whose choices do not answer the rules, and changes nothing', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    await api.settle(id, 'add-part', { PartId: free[0]! });
    const before = await api.load(id);
    for (const body of [
      { PartId: fixed.partId },
      { PartId: fixed.partId, DryRun: false, SelectedParts: fixed.question.Parts.slice(1) },
      { PartId: choose.partId, DryRun: false },
      fixed.partId,
    ]) {
      const response = await api.post(`/configuration/${id}/add-part`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Message).toEqual(expect.any(String));
      expect(response.json().RulesResult).toMatchObject({ RuleType: 1 });
    }
    const after = await api.load(id);
    expect(after.Configuration.StreamVersion).toBe(before.Configuration.StreamVersion);
    expect(after.Configuration.SelectedPartIds).toEqual(before.Configuration.SelectedPartIds);
  });

  it('applies a bare PartId body as a real request', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/posconfigurator/configuration/${id}/add-part`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify(free[0]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ RulesResult: null, DryRun: false, PartIds: [free[0]] });
    expect(await api.version(id)).toBe(2);
  });

  it('replaces conflicting parts only once the replacement is confirmed', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    for (const partId of conflict.applied) await api.settle(id, 'add-part', { PartId: partId });
    const before = await api.load(id);
    const asked = await api.change(id, 'add-part', { PartId: conflict.partId, DryRun: true });
    expect(asked.RulesResult).toMatchObject({ RuleType: 0, Part: conflict.partId, ChoosePart: false });
    const replaced = asked.RulesResult!.Parts;
    expect(replaced).toEqual(expect.arrayContaining(conflict.applied));

    const unconfirmed = await api.post(`/configuration/${id}/add-part`, { PartId: conflict.partId });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().RulesResult).toEqual(asked.RulesResult);
    expect(await api.version(id)).toBe(before.Configuration.StreamVersion);

    const preview = await api.change(id, 'add-part', {
      PartId: conflict.partId,
      RemoveParts: replaced,
      DryRun: true,
    });
    expect(preview.RulesResult).toBeNull();
    expect(preview.RemovedPartIds).toEqual(replaced);
    const answer = await api.change(id, 'add-part', { PartId: conflict.partId, RemoveParts: replaced });
    expect(answer.PartIds).toContain(conflict.partId);
    for (const partId of replaced) expect(answer.PartIds).not.toContain(partId);
    expect(answer.PartIds).toEqual(preview.PartIds);
    expectPrice(answer.Price, overview, variation, answer.PartIds);
  });

  it('removes a part that others need only together with them, once confirmed', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    await api.settle(id, 'add-part', { PartId: free[0]! });
    const { answer: withFixed } = await api.settle(id, 'add-part', { PartId: fixed.partId });
    const needed = fixed.question.Parts[0]!;

    const asked = await api.change(id, 'remove-part', { PartId: needed, DryRun: true });
    expect(asked.RulesResult).toMatchObject({ RuleType: 1, Part: needed, ChoosePart: false });
    expect(asked.RulesResult!.Parts).toContain(fixed.partId);
    const unconfirmed = await api.post(`/configuration/${id}/remove-part`, { PartId: needed });
    expect(unconfirmed.statusCode).toBe(400);
    expect(await api.version(id)).toBe(3);

    const { answer } = await api.settle(id, 'remove-part', { PartId: needed });
    expect(answer.RemovedPartIds).toEqual([needed, ...asked.RulesResult!.Parts]);
    expect(answer.PartIds).toEqual(withFixed.PartIds.filter((p) => !answer.RemovedPartIds.includes(p)));
    expect(answer.PartIds).toContain(free[0]);
    expectPrice(answer.Price, overview, variation, answer.PartIds);

    const plain = await api.change(id, 'remove-part', { PartId: free[0]! });
    expect(plain.RulesResult).toBeNull();
    expect(plain.PartIds).not.toContain(free[0]);
    const notApplied = await api.post(`/configuration/${id}/remove-part`, { PartId: free[0] });
    expect(notApplied.statusCode).toBe(400);
    expect(notApplied.json().Message).toContain(String(free[0]));
  });

  it('refuses PartId 0, malformed ids and parts of another model, naming the field', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const cases: [unknown, RegExp][] = [
      [{ PartId: 0 }, /PartId/],
      [{ PartId: 'x' }, /PartId/],
      [{ PartId: 1.5 }, /PartId/],
      [{ PartId: foreignPart }, new RegExp(`PartId.*${foreignPart}`)],
      [{ PartId: free[0], SelectedParts: [foreignPart], DryRun: true }, new RegExp(String(foreignPart))],
      [{ PartId: free[0], SelectedParts: ['x'] }, /SelectedParts/],
      [{ SelectedParts: [] }, /PartId/],
    ];
    for (const [body, message] of cases) {
      const response = await api.post(`/configuration/${id}/add-part`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Message).toMatch(message);
    }
    const bareZero = await t.app.inject({
      method: 'POST',
      url: `/api/posconfigurator/configuration/${id}/add-part`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '0',
    });
    expect(bareZero.statusCode).toBe(400);
    expect(bareZero.json().Message).toMatch(/PartId/);
    const removal = await api.post(`/configuration/${id}/remove-part`, { PartId: 0 });
    expect(removal.statusCode).toBe(400);
    expect(removal.json().Message).toMatch(/PartId/);
    expect(await api.version(id)).toBe(1);
  });

  it('keeps the pictures for a part that cannot be rendered and changes them for one that can', async () => {
    const byId = new Map(overview.Parts.map((p) => [p.PartId, p]));
    const hidden = free.find((p) => !byId.get(p)!.CanBeRendered)!;
    const shown = free.find((p) => byId.get(p)!.CanBeRendered)!;
    const created = await api.create(modelId);
    const id = created.ConfigurationId;
    const notRendered = await api.change(id, 'add-part', { PartId: hidden });
    expect(notRendered.FullImages).toEqual(created.FullImages);
    const rendered = await api.change(id, 'add-part', { PartId: shown });
    expect(rendered.FullImages).toHaveLength(created.FullImages.length);
    rendered.FullImages.forEach((image, i) => {
      expect(image.Perspective).toBe(created.FullImages[i]!.Perspective);
      expect(image.Url).not.toBe(created.FullImages[i]!.Url);
    });
  });

  it('applies a setup through the same rules, and refuses an unknown one naming SetupId', async () => {
    const setup = overview.Setups[0]!;
    const { ConfigurationId: id } = await api.create(modelId);
    const { answer, preview } = await api.settle(id, 'apply-setup', { SetupId: setup.SetupId });
    expect(answer.PartIds).toEqual(preview.PartIds);
    expect(answer.PartIds).toEqual(expect.arrayContaining(setup.Parts));
    expectPrice(answer.Price, overview, variation, answer.PartIds);
    const loaded = await api.load(id);
    expect(loaded.Configuration).toMatchObject({
      AppliedSetupId: setup.SetupId,
      SelectedSetupId: setup.SetupId,
    });
    expect(loaded.Configuration.SelectedPartIds).toEqual(answer.PartIds);

    const unknown = await api.post(`/configuration/${id}/apply-setup`, { SetupId: 'NO-SUCH-SETUP' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toMatch(/SetupId/);
  });
});
