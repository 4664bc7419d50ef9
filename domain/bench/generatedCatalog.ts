import type { CatalogPart, CatalogRule, VehicleCatalog } from '../src/catalog/types.js';
import { RuleType } from '../src/catalog/types.js';
import { seededRandom } from '../src/random/seededRandom.js';

const CATEGORY_SIZE = 200;

/**
 * A large catalog shaped like a real one: parts grouped in categories and levels; within a
 * category, parts conflict with alternatives of their own level (one exhaust, one seat) and need
 * parts of lower levels (brackets, kits), with some mutual pairs among the base parts. 50,000 rules: 30,000 conflicting, 14,000 fixed
 * required, 5,000 choose-one, 1,000 forming mutual pairs.
 */
export function generateLargeCatalog(partCount = 10_000, ruleCount = 50_000, seed = 7): VehicleCatalog {
  const random = seededRandom(seed);
  const int = (max: number): number => Math.floor(random() * max);
  const parts: CatalogPart[] = [];
  for (let partId = 1; partId <= partCount; partId++) {
    parts.push({
      partId,
      code: `PP${String(partId).padStart(6, '0')}`,
      name: `Part ${partId}`,
      categories: [`Category ${Math.ceil(partId / CATEGORY_SIZE)}`],
      price: 1_000 + int(200_000),
      mainImage: `/images/parts/${partId}.png`,
      canBeRendered: random() < 0.8,
      racing: random() < 0.1,
      isColorPart: false,
    });
  }

  const categoryStart = (partId: number): number =>
    Math.floor((partId - 1) / CATEGORY_SIZE) * CATEGORY_SIZE + 1;
  const level = (partId: number): number => {
    const position = (partId - 1) % CATEGORY_SIZE;
    return position < 40 ? 0 : position < 100 ? 1 : position < 160 ? 2 : 3;
  };
  const levelStart = [0, 40, 100, 160, CATEGORY_SIZE];
  const sibling = (partId: number): number => {
    const from = levelStart[level(partId)] ?? 0;
    const to = levelStart[level(partId) + 1] ?? CATEGORY_SIZE;
    return categoryStart(partId) + from + int(to - from);
  };
  const below = (partId: number): number => {
    const top = levelStart[level(partId)] ?? 0;
    return categoryStart(partId) + int(top);
  };
  const upper = (): number => {
    const partId = 1 + int(partCount);
    return level(partId) === 0 ? upper() : partId;
  };
  const distinct = (count: number, draw: () => number, except: number): number[] => {
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < count && attempt < 20; attempt++) {
      const partId = draw();
      if (partId !== except && partId <= partCount) chosen.add(partId);
    }
    return [...chosen];
  };

  const rules: CatalogRule[] = [];
  const conflicting = Math.round(ruleCount * 0.6);
  const fixed = Math.round(ruleCount * 0.28);
  const choose = Math.round(ruleCount * 0.1);
  for (let index = 0; index < conflicting; index++) {
    const partId = upper();
    const others = distinct(1 + int(2), () => sibling(partId), partId);
    rules.push({ ruleType: RuleType.Conflicting, partId, parts: others, choosePart: false });
  }
  for (let index = 0; index < fixed; index++) {
    const partId = upper();
    rules.push({
      ruleType: RuleType.Required,
      partId,
      parts: distinct(1 + int(2), () => below(partId), partId),
      choosePart: false,
    });
  }
  for (let index = 0; index < choose; index++) {
    const partId = upper();
    rules.push({
      ruleType: RuleType.Required,
      partId,
      parts: distinct(2 + int(3), () => below(partId), partId),
      choosePart: true,
    });
  }
  while (rules.length < ruleCount) {
    const first = categoryStart(1 + int(partCount)) + int(40);
    const second = categoryStart(first) + int(40);
    if (first === second) continue;
    rules.push({ ruleType: RuleType.Required, partId: first, parts: [second], choosePart: false });
    rules.push({ ruleType: RuleType.Required, partId: second, parts: [first], choosePart: false });
  }
  rules.length = ruleCount;

  return {
    modelId: 'GENERATED-10K',
    brand: 'KTM',
    name: 'Generated large catalog',
    renderingEngine: 'Engine2D',
    currency: 'EUR',
    parts,
    rules,
    setups: [],
    variations: [
      { code: 'G1', colorCode: 'FF6600', price: 1_500_000 },
      { code: 'G2', colorCode: '000000', price: 1_550_000 },
    ],
    pictureIndex: { catalogTag: '00000000', renderableParts: parts.map((p) => p.partId) },
  };
}
