import type { ApiOverview, ApiPart, ConfigurationApi } from '../../src/browser/configurationApi.js';

/** What a walk through one brand needs from its catalog, found by dry runs on scratch configurations. */
export interface BrandPlan {
  brand: string;
  /** The model's segment, as the model list names it. */
  segment: string;
  overview: ApiOverview;
  /** A part whose adding asks to choose one of several parts (ChoosePart). */
  choosing: ApiPart;
  /** A part that needs exactly one other part (added with it), and that part. */
  needing: ApiPart | null;
  needed: ApiPart | null;
  /** A 3D model (not the X-Bow): its screen starts with the login panel. */
  threeD: string | null;
}

/** The plan of the brand's first 2D model with a ChoosePart part; the needing part when it has one. */
export async function planFor(api: ConfigurationApi, brand: string): Promise<BrandPlan> {
  const models = await api.models(brand);
  const threeD = models.find((model) => model.engine === 'Engine3D' && !/bow/i.test(model.name));
  for (const model of models) {
    if (model.engine !== 'Engine2D') continue;
    const overview = await api.overview(model.modelId);
    const scratch = await api.create(model.modelId);
    let choosing: ApiPart | null = null;
    let needing: ApiPart | null = null;
    let needed: ApiPart | null = null;
    for (const part of overview.Parts.filter((candidate) => !candidate.IsColorPart)) {
      const rules = await api.dryRun(scratch, 'add', part.PartId);
      if (!choosing && rules?.ChoosePart && rules.Part === part.PartId && rules.Parts.length >= 2)
        choosing = part;
      if (!needing && rules?.RuleType === 1 && !rules.ChoosePart && rules.Parts.length === 1) {
        needing = part;
        needed = overview.Parts.find((candidate) => candidate.PartId === rules.Parts[0]) ?? null;
      }
      if (choosing && needing) break;
    }
    if (choosing) {
      const { segment } = model;
      return { brand, segment, overview, choosing, needing, needed, threeD: threeD?.modelId ?? null };
    }
  }
  throw new Error(`${brand} has no 2D model with a part asking for a choice`);
}
