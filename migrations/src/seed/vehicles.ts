/** Assembles the catalog vehicles: texts, variations, offered parts, rules, setups and render settings. */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { BRANDS, segmentCode } from './brands.js';
import type { ModelSpec } from './models.js';
import type { PartsCatalog } from './partsCatalog.js';
import { buildRenderSettings } from './renderSettings.js';
import { MOTORCYCLE_RULES, XBOW_RULES } from './ruleSpecs.js';
import { buildRules, ruleConsistencyProblems } from './rules.js';
import { buildSetups } from './setups.js';
import { buildVariations } from './variations.js';
import { fastFacts, hero, vehicleAttributes } from './vehicleTexts.js';
import { buildXbowColorOptions, buildXbowColorSelection } from './xbowColors.js';

type Vehicle = CatalogInput['vehicles'][number];
type Part = CatalogInput['parts'][number];

const COMPETITION_SEGMENTS = new Set(['MX', 'TRIAL']);

function testRide(model: ModelSpec): Vehicle['testRide'] {
  if (!model.testRide) return null;
  const brand = BRANDS.find((entry) => entry.code === model.brand);
  if (!brand) throw new Error(`unknown brand ${model.brand}`);
  return { url: `${brand.link}test-ride?model=${model.modelId}`, status: model.testRide === 'bookable' };
}

/**
 * Builds one vehicle. `modelNumber` is the model's position in the line-up; `colorParts` are
 * added to the X-Bow's offer.
 */
export function buildVehicle(
  model: ModelSpec,
  modelNumber: number,
  catalog: PartsCatalog,
  colorParts: readonly Part[],
): Vehicle {
  const modelParts = catalog.byModel.get(model.modelId);
  if (!modelParts) throw new Error(`no parts for ${model.modelId}`);
  const isCar = modelParts.family === 'car';
  const rules = buildRules(isCar ? XBOW_RULES : MOTORCYCLE_RULES, modelParts.byKey);
  const problems = ruleConsistencyProblems(modelParts.partIds, rules);
  if (problems.length > 0) throw new Error(`inconsistent rules for ${model.modelId}: ${problems.join('; ')}`);

  const partOf = (partId: number): Part => {
    const part = catalog.partById.get(partId);
    if (!part) throw new Error(`unknown part ${partId}`);
    return part;
  };
  const setups = buildSetups(
    model.modelId,
    modelParts.family,
    modelParts,
    rules,
    (partId) => partOf(partId).name,
  );
  if (setups.length < 2) throw new Error(`${model.modelId} has fewer than two setups`);

  const offered = [...modelParts.partIds.map(partOf), ...(isCar ? colorParts : [])];
  const colorOptions = isCar ? buildXbowColorOptions() : [];
  return {
    modelId: model.modelId,
    brand: model.brand,
    segment: segmentCode(model.brand, model.segmentKey),
    name: model.name,
    engineType: model.engineType,
    renderingEngine: model.engine3D ? 'Engine3D' : 'Engine2D',
    hero: hero(model),
    showPricesInConfigurator: model.showPrices,
    showOfferButton: model.showOfferButton,
    fastFacts: fastFacts(model, COMPETITION_SEGMENTS.has(model.segmentKey)),
    testRide: testRide(model),
    variations: buildVariations(model, modelNumber, isCar),
    parts: offered.map((part) => part.partId),
    rules,
    setups,
    attributes: vehicleAttributes(model),
    colorOptions,
    renderSettings: buildRenderSettings({
      modelId: model.modelId,
      family: modelParts.family,
      parts: offered,
      keyOf: catalog.keyOf,
      colorSelection: isCar ? buildXbowColorSelection(colorOptions) : null,
    }),
  };
}
