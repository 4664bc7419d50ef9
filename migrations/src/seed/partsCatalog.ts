import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
/**
 * Turns the accessory ranges into catalog parts and decides which parts each model offers.
 * Parts that fit a whole brand or product family are created once and shared; fitment parts
 * (exhausts, seats, wheels...) are created per platform, i.e. for the models sharing a frame and engine.
 */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { type BrandCode, type PartFamily, segmentFamily } from './brands.js';
import { flatPrices, pricesFromEur } from './markets.js';
import type { ModelSpec } from './models.js';
import { categorySpec } from './partCategories.js';
import { MOTORCYCLE_TEMPLATES, type PartTemplate } from './partTemplates.js';
import { type Random, randomFor } from './random.js';
import { CORE_PART_KEYS } from './ruleSpecs.js';
import {
  APPROVAL_RACING,
  APPROVAL_ROAD,
  ATTRIBUTE_LABELS,
  combine,
  formatDecimal,
  INSTALLATION_VALUES,
  MATERIALS,
  mapLocalized,
  PART_BULLETS,
} from './texts.js';
import { XBOW_TEMPLATES } from './xbowParts.js';

type Part = CatalogInput['parts'][number];
type Attribute = NonNullable<Part['attributes']>[number];

/** Every model offers at least this many parts. */
export const MIN_PARTS_PER_MODEL = 62;

export interface ModelParts {
  /** Accessory key → part id. */
  byKey: ReadonlyMap<string, number>;
  /** Part ids in catalogue order. */
  partIds: readonly number[];
  family: PartFamily;
}

export interface PartsCatalog {
  parts: Part[];
  byModel: ReadonlyMap<string, ModelParts>;
  partById: ReadonlyMap<number, Part>;
  /** Accessory key of every part built from a template. */
  keyOf: ReadonlyMap<number, string>;
}

const BRAND_CODE_PREFIX: Readonly<Record<BrandCode, string>> = { KTM: '93', HQV: '81', GG: '79' };
const FAMILY_SCOPE: Readonly<Record<PartFamily, number>> = {
  street: 901,
  travel: 902,
  offroad: 903,
  car: 904,
};
const CODE_SUFFIXES = ['000', '044', '030', '033', '010', '041'];
const PRICE_FACTORS = [0.9, 1, 1, 1.1, 1.2];
const FIRST_PART_ID = 10001;

function fitsEngine(template: PartTemplate, engineType: string): boolean {
  switch (template.engines) {
    case 'all':
      return true;
    case 'combustion':
      return engineType !== 'Electric';
    case 'fourStroke':
      return engineType === '4-Stroke';
    case 'electric':
      return engineType === 'Electric';
  }
}

function templatesFor(model: ModelSpec, family: PartFamily): PartTemplate[] {
  if (family === 'car') return [...XBOW_TEMPLATES];
  return MOTORCYCLE_TEMPLATES.filter(
    (template) => template.families.includes(family) && fitsEngine(template, model.engineType),
  );
}

/** All templates that fit the model, less a few optional ones chosen at random. */
function chooseTemplates(model: ModelSpec, family: PartFamily): PartTemplate[] {
  const candidates = templatesFor(model, family);
  const random = randomFor(`parts:${model.modelId}`);
  const optional = candidates.filter((template) => !CORE_PART_KEYS.has(template.key) && !template.free);
  const dropCount = random.int(0, Math.max(0, Math.min(4, candidates.length - MIN_PARTS_PER_MODEL)));
  const dropped = new Set(random.sample(optional, dropCount).map((template) => template.key));
  return candidates.filter((template) => !dropped.has(template.key));
}

function partAttributes(template: PartTemplate, random: Random): Attribute[] {
  const attributes: Attribute[] = [];
  const material = template.material ? MATERIALS[template.material] : undefined;
  if (template.material && material) {
    attributes.push({
      key: 'MATERIAL',
      classificationCategory: 'PART_DATA',
      description: ATTRIBUTE_LABELS.MATERIAL,
      values: [{ key: template.material, description: material }],
    });
  }
  const weight = template.weightKg;
  if (weight) {
    attributes.push({
      key: 'WEIGHT',
      classificationCategory: 'PART_DATA',
      description: ATTRIBUTE_LABELS.WEIGHT,
      values: [{ key: weight, description: combine((language) => `${formatDecimal(weight, language)} kg`) }],
    });
  }
  if (random.chance(0.5) || attributes.length === 0) {
    const workshop = template.categories.some((code) =>
      ['CHASSIS', 'ENGINE', 'EXHAUST', 'WHEELS'].includes(code),
    );
    const value = workshop ? 'WORKSHOP' : 'PLUG_AND_PLAY';
    attributes.push({
      key: 'INSTALLATION',
      classificationCategory: 'PART_DATA',
      description: ATTRIBUTE_LABELS.INSTALLATION,
      values: [{ key: value, description: INSTALLATION_VALUES[value] ?? ATTRIBUTE_LABELS.INSTALLATION }],
    });
  }
  return attributes;
}

function buildPart(
  template: PartTemplate,
  partId: number,
  code: string,
  free: boolean,
  random: Random,
): Part {
  const mainCategory = categorySpec(template.categories[0] ?? 'STYLING');
  const euros = Math.max(9, Math.round(template.priceEur * random.pick(PRICE_FACTORS)));
  const bullets = random.sample(PART_BULLETS, 2);
  const otherImages = random.int(1, 3);
  return {
    partId,
    code,
    name: template.name,
    description: combine((language) => {
      const items = bullets.map((bullet) => `<li>${bullet[language]}</li>`).join('');
      return `<p><strong>${escapeHtml(template.name[language])}</strong> – ${mainCategory.sentence[language]}</p><ul>${items}</ul>`;
    }),
    categories: [...template.categories],
    prices: free ? flatPrices(0) : pricesFromEur(euros * 100 - 10, 'part'),
    images: {
      main: `/catalog/parts/${code}/main.png`,
      other: Array.from(
        { length: otherImages },
        (_, index) => `/catalog/parts/${code}/detail-${index + 1}.png`,
      ),
    },
    canBeRendered: template.renderable,
    racing: template.racing,
    approvalInfo: template.approval
      ? mapLocalized(APPROVAL_ROAD, (text) => text.replace('{reg}', mainCategory.regulation))
      : template.racing
        ? APPROVAL_RACING
        : null,
    isColorPart: false,
    attributes: partAttributes(template, random),
  };
}

/** Builds all template parts and the part list of every model, in a fixed order. */
export function buildPartsCatalog(models: readonly ModelSpec[]): PartsCatalog {
  const parts: Part[] = [];
  const keyOf = new Map<number, string>();
  const partIdByScope = new Map<string, number>();
  const byModel = new Map<string, ModelParts>();
  const platformNumbers = new Map<string, number>();
  const platformsPerBrand = new Map<BrandCode, number>();

  for (const model of models) {
    const family = segmentFamily(model.brand, model.segmentKey);
    let number = platformNumbers.get(model.platform);
    if (number === undefined) {
      number = (platformsPerBrand.get(model.brand) ?? 0) + 1;
      platformsPerBrand.set(model.brand, number);
      platformNumbers.set(model.platform, number);
    }
    const byKey = new Map<string, number>();
    for (const template of chooseTemplates(model, family)) {
      const scope =
        template.scope === 'brand'
          ? `${model.brand}:${template.key}`
          : template.scope === 'family'
            ? `${model.brand}:${family}:${template.key}`
            : `${model.platform}:${template.key}`;
      let partId = partIdByScope.get(scope);
      if (partId === undefined) {
        partId = FIRST_PART_ID + parts.length;
        const random = randomFor(`part:${scope}`);
        const scopeNumber =
          template.scope === 'brand' ? 0 : template.scope === 'family' ? FAMILY_SCOPE[family] : number;
        const code = `${BRAND_CODE_PREFIX[model.brand]}${String(scopeNumber).padStart(3, '0')}${String(
          template.number,
        ).padStart(3, '0')}${random.pick(CODE_SUFFIXES)}`;
        parts.push(buildPart(template, partId, code, template.free && model.brand === 'KTM', random));
        keyOf.set(partId, template.key);
        partIdByScope.set(scope, partId);
      }
      byKey.set(template.key, partId);
    }
    if (byKey.size < MIN_PARTS_PER_MODEL) {
      throw new Error(`${model.modelId} offers only ${byKey.size} parts`);
    }
    byModel.set(model.modelId, { byKey, partIds: [...byKey.values()], family });
  }
  return { parts, byModel, partById: new Map(parts.map((part) => [part.partId, part])), keyOf };
}
