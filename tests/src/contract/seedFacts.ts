import { generateSeedCatalog } from '@configurator/migrations/seed/generateSeedCatalog';

/** What the contract tests need to know of one seeded model: its rules decide the answers. */
export interface SeedModel {
  modelId: string;
  variationCodes: string[];
  /** A part that requires exactly `requiredPart`, neither of them in any other rule. */
  requiringPart: number;
  requiredPart: number;
  /** Parts offered without any rule: adding one never asks a question. */
  partsWithoutRules: number[];
  setups: { setupId: string; parts: number[] }[];
}

/** The seeded catalog's view of a model, from the same generator that seeds the test databases. */
export function seedModel(modelId: string): SeedModel {
  const catalog = generateSeedCatalog();
  const vehicle = catalog.vehicles.find((v) => v.modelId === modelId);
  if (!vehicle) throw new Error(`the seed has no model ${modelId}`);
  const rules = vehicle.rules ?? [];
  const mentions = (partId: number) =>
    rules.filter((rule) => rule.partId === partId || rule.parts.includes(partId)).length;
  const simple = rules.find(
    (rule) =>
      rule.ruleType === 1 &&
      !rule.choosePart &&
      rule.parts.length === 1 &&
      mentions(rule.partId) === 1 &&
      mentions(rule.parts[0]!) === 1,
  );
  if (!simple) throw new Error(`${modelId} has no simple Required rule`);
  const colorParts = new Set(catalog.parts.filter((part) => part.isColorPart).map((part) => part.partId));
  return {
    modelId,
    variationCodes: vehicle.variations.map((variation) => variation.code),
    requiringPart: simple.partId,
    requiredPart: simple.parts[0]!,
    partsWithoutRules: vehicle.parts.filter((partId) => mentions(partId) === 0 && !colorParts.has(partId)),
    setups: (vehicle.setups ?? []).map((setup) => ({ setupId: setup.setupId, parts: [...setup.parts] })),
  };
}
