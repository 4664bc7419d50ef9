import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  STREET_MODEL_IDS,
  XBOW_COLOR_PARTS,
  XBOW_DEALER_QUALIFICATION,
  XBOW_VARIATION_CODE,
} from '@configurator/domain';
import { describe, expect, it } from 'vitest';
import { type Catalog, catalogSchema } from '../catalog/catalogFormat.js';
import { validateCatalog } from '../catalog/validateCatalog.js';
import { generateSeedCatalog, serializeCatalog } from './generateSeedCatalog.js';

type Vehicle = Catalog['vehicles'][number];
type Rule = Vehicle['rules'][number];

const input = generateSeedCatalog();
const serialized = serializeCatalog(input);
const catalog: Catalog = catalogSchema.parse(input);
const partById = new Map(catalog.parts.map((part) => [part.partId, part]));
const segmentName = new Map(catalog.segments.map((segment) => [segment.code, segment.name]));
const xbow = catalog.vehicles.find((vehicle) => segmentName.get(vehicle.segment) === 'X-BOW');
const motorcycles = catalog.vehicles.filter((vehicle) => vehicle !== xbow);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function requiredEdges(rules: readonly Rule[]): Map<number, number[]> {
  const edges = new Map<number, number[]>();
  for (const rule of rules.filter((r) => r.ruleType === 1 && !r.choosePart)) {
    edges.set(rule.partId, [...(edges.get(rule.partId) ?? []), ...rule.parts]);
  }
  return edges;
}

/** Parts in the longest chain of plain requirements (A requires B requires C is 3). */
function longestChain(rules: readonly Rule[]): number {
  const edges = requiredEdges(rules);
  const walk = (part: number, visiting: Set<number>): number => {
    let best = 1;
    for (const next of edges.get(part) ?? []) {
      if (!visiting.has(next)) best = Math.max(best, 1 + walk(next, new Set([...visiting, next])));
    }
    return best;
  };
  return Math.max(...[...edges.keys()].map((part) => walk(part, new Set([part]))));
}

function hasMutualPair(rules: readonly Rule[]): boolean {
  const edges = requiredEdges(rules);
  return [...edges].some(([part, needs]) => needs.some((other) => edges.get(other)?.includes(part)));
}

/** The rules a selection breaks: a missing requirement or two conflicting parts. */
function brokenRules(rules: readonly Rule[], selection: readonly number[]): Rule[] {
  const selected = new Set(selection);
  return rules.filter((rule) => {
    if (!selected.has(rule.partId)) return false;
    if (rule.ruleType === 0) return rule.parts.some((part) => selected.has(part));
    if (rule.choosePart) return !rule.parts.some((part) => selected.has(part));
    return rule.parts.some((part) => !selected.has(part));
  });
}

/** Everything a part drags in: plain requirements and the first option of each choice. */
function closure(rules: readonly Rule[], start: readonly number[]): number[] {
  const selected = new Set(start);
  for (let changed = true; changed; ) {
    changed = false;
    for (const rule of rules) {
      if (rule.ruleType !== 1 || !selected.has(rule.partId)) continue;
      const adds = rule.choosePart
        ? rule.parts.some((part) => selected.has(part))
          ? []
          : rule.parts.slice(0, 1)
        : rule.parts;
      for (const part of adds) {
        if (!selected.has(part)) {
          selected.add(part);
          changed = true;
        }
      }
    }
  }
  return [...selected];
}

describe('seed catalog', () => {
  it('parses with the catalog schema and passes the importer cross-checks', () => {
    expect(catalogSchema.safeParse(input).success).toBe(true);
    expect(validateCatalog(catalog)).toEqual([]);
  });

  it('has the three brands, their companies and one default company', () => {
    expect(catalog.brands.map((b) => [b.code, b.name, b.productName, b.accentColor, b.link])).toEqual([
      ['KTM', 'KTM', 'ktm', 'ff6600', 'https://www.ktm.com/'],
      ['HQV', 'Husqvarna', 'husqvarna', 'FFED00', 'https://www.husqvarna-motorcycles.com/'],
      ['GG', 'GASGAS', 'gasgas', 'CB0D25', 'https://www.gasgas.com/'],
    ]);
    const defaults = catalog.companies.filter((company) => company.isDefault);
    expect(defaults.map((company) => company.id)).toEqual(['6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01']);
    expect(defaults[0]?.brands).toEqual(['KTM', 'HQV', 'GG']);
    for (const brand of catalog.brands) {
      expect(catalog.companies.filter((c) => !c.isDefault && c.brands.includes(brand.code))).toHaveLength(1);
    }
  });

  it('covers currencies, price lists and at least twelve countries', () => {
    const codes = catalog.currencies.map((currency) => currency.code);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'GBP', 'CHF', 'USD', 'JPY']));
    expect(catalog.currencies.find((currency) => currency.code === 'JPY')?.decimals).toBe(0);
    for (const code of codes) expect(catalog.priceLists.some((list) => list.currency === code)).toBe(true);
    expect(catalog.markets.flatMap((market) => market.countries).length).toBeGreaterThanOrEqual(12);
    expect(catalog.finance.financeServiceUrl).toBe('/finance/simulator.js');
  });

  it('offers at least eight models per brand over three segments and two engine types', () => {
    for (const brand of catalog.brands) {
      const models = motorcycles.filter((vehicle) => vehicle.brand === brand.code);
      expect(models.length).toBeGreaterThanOrEqual(8);
      expect(new Set(models.map((vehicle) => vehicle.segment)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(models.map((vehicle) => vehicle.engineType)).size).toBeGreaterThanOrEqual(2);
      expect(models.some((vehicle) => vehicle.renderingEngine === 'Engine3D')).toBe(true);
    }
    for (const segment of catalog.segments) expect(segment.name).toBe(segment.name.toUpperCase());
    for (const vehicle of motorcycles) {
      const numbers = vehicle.name
        .split(/\s+/)
        .map((token) => Number.parseInt(token, 10))
        .filter(Number.isFinite);
      const year = numbers.find((value) => value > 2000);
      expect(year, vehicle.name).toBeGreaterThanOrEqual(2023);
      expect(year, vehicle.name).toBeLessThanOrEqual(2025);
      expect(
        numbers.some((value) => value > 0 && value < 2000),
        vehicle.name,
      ).toBe(true);
    }
  });

  it('contains the four street models in the naked bike segment', () => {
    const street = STREET_MODEL_IDS.map((id) => catalog.vehicles.find((vehicle) => vehicle.modelId === id));
    expect(street.map((vehicle) => vehicle?.name)).toEqual([
      'KTM 125 DUKE 2024',
      'KTM 390 DUKE 2024',
      'KTM 990 DUKE 2024',
      'KTM 1390 SUPER DUKE R 2024',
    ]);
    for (const vehicle of street) expect(segmentName.get(vehicle?.segment ?? '')).toBe('NAKED BIKE');
  });

  it('describes the X-Bow with its colour parts, colour options and colour menu', () => {
    if (!xbow) throw new Error('no X-Bow');
    expect(xbow.brand).toBe('KTM');
    expect(xbow.renderingEngine).toBe('Engine3D');
    expect(xbow.variations.map((variation) => variation.code)).toEqual([XBOW_VARIATION_CODE]);
    for (const [slot, partId] of Object.entries(XBOW_COLOR_PARTS)) {
      const part = partById.get(partId);
      expect(xbow.parts).toContain(partId);
      expect(part).toMatchObject({
        isColorPart: true,
        colorSlot: slot,
        racing: true,
        canBeRendered: true,
        prices: {},
      });
      expect(xbow.colorOptions.some((option) => option.slot === slot)).toBe(true);
    }
    const body = xbow.colorOptions.filter((option) => option.slot === 'body');
    expect(new Set(body.map((option) => option.isMatte))).toEqual(new Set([true, false]));
    const rimSizes = xbow.colorOptions.filter((o) => o.slot === 'rims').map((o) => o.rimSize);
    expect(new Set(rimSizes)).toEqual(new Set([19, 20]));
    const selection = xbow.renderSettings.ColorSelection;
    expect(selection?.PreDefined.map((entry) => entry.Category)).toEqual(Object.keys(XBOW_COLOR_PARTS));
    expect(selection?.Categories.map((entry) => entry.PartId)).toEqual(Object.values(XBOW_COLOR_PARTS));
    expect(selection).toMatchObject({ Command: 'confopt', FinishOptions: ['Matte', 'Glossy'] });
    expect(xbow.renderSettings.Sound.Enabled).toBe(false);
    for (const vehicle of motorcycles) {
      expect(vehicle.renderSettings.ColorSelection).toBeNull();
      expect(vehicle.renderSettings.Sound.Enabled).toBe(true);
      expect(vehicle.parts.some((partId) => partById.get(partId)?.isColorPart)).toBe(false);
    }
  });

  it('offers at least sixty parts in eight categories per model, with varied part data', () => {
    for (const vehicle of catalog.vehicles) {
      expect(vehicle.parts.length, vehicle.modelId).toBeGreaterThanOrEqual(60);
      const categories = new Set(vehicle.parts.flatMap((partId) => partById.get(partId)?.categories ?? []));
      expect(categories.size, vehicle.modelId).toBeGreaterThanOrEqual(8);
    }
    const parts = catalog.parts.filter((part) => !part.isColorPart);
    expect(parts.some((part) => part.categories.length > 1)).toBe(true);
    expect(parts.some((part) => part.racing)).toBe(true);
    expect(parts.some((part) => !part.canBeRendered)).toBe(true);
    expect(parts.some((part) => part.approvalInfo === null)).toBe(true);
    expect(parts.some((part) => part.approvalInfo?.en.includes('ECE'))).toBe(true);
    const free = parts.filter((part) => Object.values(part.prices).every((price) => price === 0));
    expect(free).toHaveLength(1);
    expect(parts.filter((part) => Object.values(part.prices).some((price) => price === 0))).toHaveLength(1);
    for (const part of parts) {
      expect(part.code).toMatch(/^\d{11}$/);
      expect(part.partId).toBeGreaterThan(0);
      expect(part.images.main).toBe(`/catalog/parts/${part.code}/main.png`);
      expect(part.images.other.length).toBeGreaterThanOrEqual(1);
      expect(part.images.other.length).toBeLessThanOrEqual(3);
      expect(part.attributes.length).toBeGreaterThan(0);
    }
  });

  it('gives every model at least thirty rules of every kind, with chains and a mutual pair', () => {
    for (const vehicle of catalog.vehicles) {
      const { rules, modelId } = vehicle;
      expect(rules.length, modelId).toBeGreaterThanOrEqual(30);
      expect(
        rules.some((rule) => rule.ruleType === 1 && !rule.choosePart),
        modelId,
      ).toBe(true);
      expect(
        rules.some((rule) => rule.ruleType === 0),
        modelId,
      ).toBe(true);
      const choices = rules.filter((rule) => rule.choosePart);
      expect(choices.length, modelId).toBeGreaterThan(0);
      for (const rule of choices) expect(rule.parts.length).toBeGreaterThanOrEqual(2);
      expect(longestChain(rules), modelId).toBeGreaterThanOrEqual(3);
      expect(hasMutualPair(rules), modelId).toBe(true);
    }
  });

  it('never lets a part require a part it conflicts with, and keeps every choice possible', () => {
    for (const vehicle of catalog.vehicles) {
      for (const partId of vehicle.parts) {
        expect(
          brokenRules(vehicle.rules, closure(vehicle.rules, [partId])),
          `${vehicle.modelId} ${partId}`,
        ).toEqual([]);
      }
      for (const rule of vehicle.rules.filter((r) => r.choosePart)) {
        for (const option of rule.parts) {
          const selection = closure(vehicle.rules, [rule.partId, option]);
          expect(
            brokenRules(vehicle.rules, selection),
            `${vehicle.modelId} ${rule.partId}/${option}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('has at least two setups per model that break no rule', () => {
    for (const vehicle of catalog.vehicles) {
      expect(vehicle.setups.length, vehicle.modelId).toBeGreaterThanOrEqual(2);
      for (const setup of vehicle.setups) {
        expect(brokenRules(vehicle.rules, setup.parts), `${vehicle.modelId} ${setup.setupId}`).toEqual([]);
        for (const rule of vehicle.rules.filter((r) => r.choosePart && setup.parts.includes(r.partId))) {
          expect(
            rule.parts.filter((part) => setup.parts.includes(part)),
            setup.setupId,
          ).toHaveLength(1);
        }
      }
    }
  });

  it('varies colours, prices, offers and test rides between models', () => {
    const counts = catalog.vehicles.map((vehicle) => vehicle.variations.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    expect(counts.filter((count) => count === 1).length).toBeGreaterThanOrEqual(2);
    const variations = motorcycles.flatMap((vehicle) => vehicle.variations);
    for (const variation of variations) expect(variation.code).toMatch(/^[A-Z]\d{4}V\d$/);
    expect(variations.some((variation) => variation.finance === null)).toBe(true);
    expect(variations.some((variation) => variation.finance !== null)).toBe(true);
    expect(catalog.vehicles.filter((vehicle) => !vehicle.showPricesInConfigurator)).toHaveLength(1);
    const offers = catalog.vehicles.filter((vehicle) => vehicle.showOfferButton).length;
    expect(offers).toBeGreaterThanOrEqual(3);
    expect(offers).toBeLessThan(catalog.vehicles.length);
    expect(catalog.vehicles.some((vehicle) => vehicle.testRide === null)).toBe(true);
    expect(catalog.vehicles.some((vehicle) => vehicle.testRide?.status === true)).toBe(true);
    expect(catalog.vehicles.some((vehicle) => vehicle.testRide?.status === false)).toBe(true);
  });

  it('gives every model technical data, fast facts, a hero and render settings', () => {
    for (const vehicle of catalog.vehicles) {
      const keys = vehicle.attributes.map((attribute) => attribute.key);
      const size = vehicle.engineType === 'Electric' ? 'BATTERY_CAPACITY' : 'DISPLACEMENT';
      expect(keys).toEqual([size, 'DRYWEIGHT', 'POWER_KW', 'TORQUE']);
      expect(vehicle.attributes.every((a) => a.classificationCategory === 'TECHNICAL_DATA')).toBe(true);
      expect(vehicle.fastFacts.length).toBeGreaterThanOrEqual(3);
      expect(vehicle.fastFacts.length).toBeLessThanOrEqual(4);
      expect(vehicle.hero.imageUrl).toBe(`/catalog/models/${vehicle.modelId}/hero.png`);
      const render = vehicle.renderSettings;
      const rendered = vehicle.parts.filter(
        (id) => partById.get(id)?.canBeRendered && !partById.get(id)?.isColorPart,
      );
      expect(render.PowerParts.List.map((entry) => entry.Id)).toEqual(rendered);
      expect(render.PowerParts.List.some((entry) => entry.Category.includes(','))).toBe(true);
      expect(render.Tools.Environments.length).toBeGreaterThanOrEqual(3);
      expect(render.Tools.Environments.length).toBeLessThanOrEqual(4);
      expect(render.Tools.Lighting).toEqual({
        Command: 'lightng',
        Min: 12,
        Max: 22,
        Initial: 12,
        Fraction: 1 / 23,
        Default: 0.25,
      });
      expect(render.Tools.Tiltshift).toEqual({ Command: 'tiltsft', Enabled: true });
    }
  });

  it('seeds at least sixty dealers in the seeded countries, some selling the X-Bow', () => {
    const countries = new Set(
      catalog.markets.flatMap((market) => market.countries.map((country) => country.code)),
    );
    expect(catalog.dealers.length).toBeGreaterThanOrEqual(60);
    for (const dealer of catalog.dealers) expect(countries.has(dealer.countryCode)).toBe(true);
    const xbowDealers = catalog.dealers.filter((dealer) =>
      dealer.qualifications.includes(XBOW_DEALER_QUALIFICATION),
    );
    expect(xbowDealers.length).toBeGreaterThan(0);
    for (const dealer of xbowDealers) expect(dealer.brands).toContain('KTM');
  });

  it('stays small', () => {
    expect(Buffer.byteLength(serialized)).toBeLessThan(8 * 1024 * 1024);
  });

  it('produces the same bytes in separate processes', async () => {
    const run = promisify(execFile);
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    const script = fileURLToPath(new URL('./printCatalogHash.ts', import.meta.url));
    const runs = await Promise.all(
      [1, 2].map(() => run('npx', ['tsx', '--conditions=source', script], { cwd: repoRoot })),
    );
    const hashes = runs.map((result) => result.stdout.trim());
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[0]).toBe(sha256(serialized));
    expect(sha256(serializeCatalog(generateSeedCatalog()))).toBe(sha256(serialized));
  });
});
