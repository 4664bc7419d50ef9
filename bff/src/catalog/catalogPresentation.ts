import {
  type CatalogPart,
  type RuleStep as DomainRuleStep,
  type RenderTools,
  unavailableParts,
  type VehicleCatalog,
} from '@configurator/domain';
import type { CatalogInput, Localized } from '@configurator/migrations/catalog/catalogFormat';
import type { SupportedLanguage } from '../http/requestContext.js';
import { catalogTag } from '../images/partSetCode.js';
import type { CatalogSnapshot, PartRow, VehicleEntry } from './catalogSnapshot.js';
import type {
  Attribute,
  Part,
  Price,
  RenderSettings,
  ResolvedContext,
  RuleStep,
  VehicleListItem,
  VehicleOverview,
} from './catalogTypes.js';
import { sanitizeHtml } from './sanitizeHtml.js';

/** The catalog as one market and language see it: what every presentation below takes. */
export interface Presentation {
  snapshot: CatalogSnapshot;
  language: SupportedLanguage;
  context: ResolvedContext;
  /** The deployment's global price switch. */
  allowPrices: boolean;
}

export function localized(text: Localized | null | undefined, language: SupportedLanguage): string {
  if (!text) return '';
  return text[language] ?? text.en;
}

const LANGUAGE_KEYS = ['de', 'en', 'es', 'fr', 'it'];

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return keys.length === 5 && keys.sort().every((k, i) => k === LANGUAGE_KEYS[i]);
}

/** Render settings keep their structure; every localised text in them becomes the request's language. */
export function localizeDeep(value: unknown, language: SupportedLanguage): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, language));
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return localized(value, language);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeDeep(v, language)]));
  }
  return value;
}

export function restPrice(minorUnits: number, context: ResolvedContext): Price {
  return {
    Value: minorUnits / 10 ** context.currencyDecimals,
    CurrencySymbol: context.currencySymbol,
    Currency: context.currency,
  };
}

/** A part's price in the context's price list; colour parts are free. Missing: not sold in this market. */
export function partMinorPrice(part: PartRow, priceList: string): number | undefined {
  if (part.isColorPart) return 0;
  return part.prices[priceList];
}

function attributesOf(p: Presentation, productCode: string): Attribute[] {
  return (p.snapshot.attributes.get(productCode) ?? []).map((a) => ({
    Key: a.key,
    ClassificationCategory: a.classificationCategory,
    Description: localized(a.description, p.language),
    Values: a.values.map((v) => ({ Key: v.key, Description: localized(v.description, p.language) })),
  }));
}

function categoryNames(p: Presentation, codes: readonly string[]): string[] {
  return codes.map((code) => localized(p.snapshot.partCategories.get(code)?.name, p.language) || code);
}

/** The parts of a model that are sold in the context's market, in catalog order. */
export function offeredParts(p: Presentation, entry: VehicleEntry): { row: PartRow; price: number }[] {
  const offered: { row: PartRow; price: number }[] = [];
  for (const partId of entry.partIds) {
    const row = p.snapshot.parts.get(partId);
    const price = row && partMinorPrice(row, p.context.priceList);
    if (row && price !== undefined) offered.push({ row, price });
  }
  return offered;
}

const RULE_NAMES = {
  needs: 'Needs',
  needsOneOf: 'NeedsOneOf',
  conflictsWith: 'ConflictsWith',
  notOffered: 'NotOffered',
} as const satisfies Record<DomainRuleStep['rule'], RuleStep['Rule']>;

/** A chain of rules as the API writes it. */
export function restRuleSteps(steps: readonly DomainRuleStep[]): RuleStep[] {
  return steps.map((step) => ({ Part: step.part, Rule: RULE_NAMES[step.rule], Parts: [...step.parts] }));
}

export function restPart(
  p: Presentation,
  row: PartRow,
  price: number,
  unavailable: readonly DomainRuleStep[] | undefined,
): Part {
  const names = categoryNames(p, row.categories);
  return {
    PartId: row.partId,
    Code: row.code,
    Name: localized(row.name, p.language),
    CategoryName: names[0] ?? '',
    Category: names.join(','),
    Price: restPrice(price, p.context),
    Images: { Main: row.images.main, Other: [...row.images.other] },
    Description: sanitizeHtml(localized(row.description, p.language)),
    Attributes: attributesOf(p, String(row.partId)),
    CanBeRendered: row.canBeRendered,
    Racing: row.racing,
    ApprovalInfo: row.approvalInfo ? localized(row.approvalInfo, p.language) : null,
    IsColorPart: row.isColorPart,
    Unavailable: unavailable ? restRuleSteps(unavailable) : null,
  };
}

/** The model's price in the market: its first variation's. Undefined when the market has no price. */
export function basePrice(entry: VehicleEntry, priceList: string): number | undefined {
  return entry.variations[0]?.prices[priceList];
}

export function vehicleListItem(p: Presentation, entry: VehicleEntry, price: number): VehicleListItem {
  const v = entry.vehicle;
  return {
    ModelId: v.modelId,
    Name: v.name,
    EngineType: v.engineType,
    RenderingEngine: v.renderingEngine as VehicleListItem['RenderingEngine'],
    Hero: {
      ImageUrl: v.hero.imageUrl,
      Title: localized(v.hero.title, p.language),
      Intro: localized(v.hero.intro, p.language),
      Description: sanitizeHtml(localized(v.hero.description, p.language)),
      Price: restPrice(price, p.context),
    },
    ShowPricesInConfigurator: p.allowPrices && v.showPricesInConfigurator,
    ShowOfferButton: v.showOfferButton,
  };
}

/** `catalog`: the domain catalog the commands decide against, so that what is shown unavailable is refused. */
export function vehicleOverview(
  p: Presentation,
  entry: VehicleEntry,
  price: number,
  catalog: VehicleCatalog,
): VehicleOverview {
  const v = entry.vehicle;
  const unavailable = unavailableParts(catalog);
  const parts = offeredParts(p, entry).map(({ row, price }) =>
    restPart(p, row, price, unavailable.get(row.partId)),
  );
  const variations = entry.variations.filter((x) => x.prices[p.context.priceList] !== undefined);
  return {
    Vehicle: vehicleListItem(p, entry, price),
    FastFacts: v.fastFacts.map((f) => ({
      Key: f.key,
      Label: localized(f.label, p.language),
      Value: f.value,
    })),
    Setups: entry.setups.map((s) => ({
      SetupId: s.setupId,
      Name: localized(s.name, p.language),
      Description: sanitizeHtml(localized(s.description, p.language)),
      ImageUrl: s.imageUrl,
      Parts: [...s.parts],
    })),
    Categories: [...new Set(parts.flatMap((part) => part.Category.split(',')))]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, p.language)),
    Parts: parts,
    Variations: variations.map((x) => ({
      Code: x.code,
      ColorCode: x.colorCode,
      ColorName: localized(x.colorName, p.language),
      Price: restPrice(x.prices[p.context.priceList] ?? 0, p.context),
      PriceNote: localized(x.priceNote, p.language),
      MontageNote: localized(x.montageNote, p.language),
    })),
    Attributes: [{ ProductCode: v.modelId, Attributes: attributesOf(p, v.modelId) }],
    Finance: {
      FinanceData: variations.flatMap((x) => {
        const f = p.snapshot.finance.get(x.code);
        return f ? [{ Variation: x.code, Key: f.key, Available: f.available }] : [];
      }),
      FinanceConfiguration: { FinanceServiceUrl: p.snapshot.financeServiceUrl },
    },
    ColorOptions: v.colorOptions.map((c) => ({
      Slot: c.slot,
      ColorName: localized(c.colorName, p.language),
      FrontendColorCode: c.frontendColorCode,
      RenderColorCode: c.renderColorCode,
      IsMatte: c.isMatte,
      RimSize: c.rimSize ?? null,
    })),
    TestRideData: v.testRide
      ? { Data: { Url: v.testRide.url }, Status: { Success: v.testRide.status } }
      : null,
    RenderSettings: localizeDeep(entry.renderSettings, p.language) as RenderSettings,
  };
}

/** The domain's view of one model in one market: integer prices, localised names. */
/** Every part of a model that pictures show, ascending; one list per snapshot and model. */
const renderableIndex = new WeakMap<CatalogSnapshot, Map<string, readonly number[]>>();

export function renderablePartsOf(snapshot: CatalogSnapshot, entry: VehicleEntry): readonly number[] {
  let byModel = renderableIndex.get(snapshot);
  if (!byModel) {
    byModel = new Map();
    renderableIndex.set(snapshot, byModel);
  }
  let list = byModel.get(entry.vehicle.modelId);
  if (!list) {
    list = [...new Set(entry.partIds)]
      .filter((id) => {
        const part = snapshot.parts.get(id);
        return !!part && part.canBeRendered && !part.isColorPart;
      })
      .sort((a, b) => a - b);
    byModel.set(entry.vehicle.modelId, list);
  }
  return list;
}

type StoredRenderSettings = CatalogInput['vehicles'][number]['renderSettings'];

/** The renderer's tools of a vehicle, for checking the tools a configuration saves. */
function renderToolsOf(entry: VehicleEntry): RenderTools | null {
  // Stored as imported (names per language): only the Ids and the range are read.
  const tools = (entry.renderSettings as Partial<StoredRenderSettings> | null)?.Tools;
  if (!tools) return null;
  const ids = (items: readonly { Id: string }[]) => items.map((item) => item.Id);
  return {
    environments: ids(tools.Environments),
    lighting: { min: tools.Lighting.Min, max: tools.Lighting.Max },
    cinematics: ids(tools.Cinematics),
    perspectives: ids(tools.Perspectives),
    views: ids(tools.Views),
  };
}

export function domainCatalog(p: Presentation, entry: VehicleEntry): VehicleCatalog {
  const v = entry.vehicle;
  const parts: CatalogPart[] = offeredParts(p, entry).map(({ row, price }) => ({
    partId: row.partId,
    code: row.code,
    name: localized(row.name, p.language),
    categories: row.categories,
    price,
    mainImage: row.images.main,
    canBeRendered: row.canBeRendered,
    racing: row.racing,
    isColorPart: row.isColorPart,
  }));
  return {
    modelId: v.modelId,
    brand: v.brand as VehicleCatalog['brand'],
    name: v.name,
    renderingEngine: v.renderingEngine as VehicleCatalog['renderingEngine'],
    currency: p.context.currency,
    parts,
    rules: entry.rules.map((r) => ({
      ruleType: r.ruleType as 0 | 1,
      partId: r.partId,
      parts: r.parts,
      choosePart: r.choosePart,
    })),
    setups: entry.setups.map((s) => ({
      setupId: s.setupId,
      name: localized(s.name, p.language),
      parts: s.parts,
    })),
    renderTools: renderToolsOf(entry),
    pictureIndex: {
      catalogTag: catalogTag(p.snapshot.sha256),
      renderableParts: renderablePartsOf(p.snapshot, entry),
    },
    variations: entry.variations.flatMap((x) => {
      const price = x.prices[p.context.priceList];
      return price === undefined ? [] : [{ code: x.code, colorCode: x.colorCode, price }];
    }),
  };
}
