import { readXbowColors } from '@configurator/domain/catalog/xbowColors';
import { layerGroups } from '@configurator/domain/rendering/layerGroups';
import { familyOfSegment } from '@configurator/domain/rendering/vehicleFamily';
import type { CatalogInput } from '@configurator/migrations/catalog/catalogFormat';
import { generateSeedCatalog } from '@configurator/migrations/seed/generateSeedCatalog';
import { createRandom, type Random } from '@configurator/migrations/seed/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedLayer, RendererHost } from '../host/rendererHost.js';
import type { LayerSpec } from '../protocol.js';
import { decodePng, type RgbaPicture } from '../testing/png.js';
import type { ScenePart, StillSpec, XbowColors } from './stillSpec.js';

/**
 * Stacking the layers of a configuration (background, base, every group of parts furthest first)
 * gives the picture of the whole configuration: at most 1 % of the pixels differ by more than
 * 16/255 in a channel.
 */
const CONFIGURATIONS = 30;
const WIDTH = 640;
const HEIGHT = 360;
const TOLERANCE = 16;
const MAX_DIFFERING_SHARE = 0.01;

/** A travel bike full of luggage, a naked bike of the other camera range, and the car. */
const MODELS = ['KTM-890-ADVENTURE-R-2025', 'HUSQVARNA-SVARTPILEN-801-2025', 'KTM-X-BOW-GT-XR-2025'];

type Vehicle = CatalogInput['vehicles'][number];
type Part = CatalogInput['parts'][number];

interface Configuration {
  label: string;
  scene: Omit<LayerSpec, 'role' | 'parts' | 'format'>;
  parts: ScenePart[];
}

function xbowColorsOf(vehicle: Vehicle, random: Random): XbowColors {
  return readXbowColors(
    (name) => {
      const options = (vehicle.colorOptions ?? []).filter((o) => o.slot === name);
      return options.length && random.chance(0.8) ? random.pick(options).renderColorCode : null;
    },
    () => (random.chance(0.5) ? 'Matte' : 'Glossy'),
  );
}

/** Random configurations of the models: colours, perspective and two to ten parts each. */
function configurations(catalog: CatalogInput): Configuration[] {
  const random = createRandom(0x1a7e5);
  const parts = new Map(catalog.parts.map((p) => [p.partId, p]));
  return Array.from({ length: CONFIGURATIONS }, (_, index) => {
    const vehicle = catalog.vehicles.find((v) => v.modelId === MODELS[index % MODELS.length]) as Vehicle;
    const family = familyOfSegment(vehicle.segment, vehicle.engineType);
    const renderable = vehicle.parts
      .map((id) => parts.get(id))
      .filter((p): p is Part => p?.canBeRendered === true && !p.colorSlot)
      .map((p) => ({ partId: p.partId, categories: [...p.categories], name: p.name.en }));
    const brand = vehicle.brand as StillSpec['brand'];
    const perspective = random.pick(brand === 'HQV' ? [3, 4, 5, 6] : [0, 1, 2]);
    return {
      label: `${vehicle.modelId} #${index}`,
      scene: {
        modelId: vehicle.modelId,
        brand,
        family,
        engineType: vehicle.engineType,
        colorCode: random.pick(vehicle.variations).colorCode,
        xbowColors: family === 'car' ? xbowColorsOf(vehicle, random) : null,
        perspective,
        width: WIDTH,
        height: HEIGHT,
      },
      parts: random.sample(renderable, random.int(2, 10)),
    };
  });
}

/** Later pictures over earlier ones; a layer's pixel is either opaque or transparent. */
function stack(pictures: readonly RgbaPicture[]): Uint8Array {
  const out = new Uint8Array(WIDTH * HEIGHT * 4);
  for (const picture of pictures) {
    const { data } = picture;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      out[i] = data[i] as number;
      out[i + 1] = data[i + 1] as number;
      out[i + 2] = data[i + 2] as number;
      out[i + 3] = 255;
    }
  }
  return out;
}

function differingShare(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs((a[i] as number) - (b[i] as number)) > TOLERANCE ||
      Math.abs((a[i + 1] as number) - (b[i + 1] as number)) > TOLERANCE ||
      Math.abs((a[i + 2] as number) - (b[i + 2] as number)) > TOLERANCE
    ) {
      differing++;
    }
  }
  return differing / (a.length / 4);
}

describe('picture layers stacked', () => {
  let host: RendererHost;

  beforeAll(() => {
    host = new RendererHost({ maxConcurrent: 2 });
  });
  afterAll(async () => {
    await host.close();
  });

  it(`give the picture of the whole configuration (${CONFIGURATIONS} configurations)`, {
    timeout: 600_000,
  }, async () => {
    const catalog = generateSeedCatalog();
    const results: { label: string; share: number; layers: number }[] = [];

    const check = async ({ label, scene, parts }: Configuration) => {
      const layer = (role: LayerSpec['role'], group: ScenePart[] = []): Promise<RenderedLayer> =>
        host.renderLayer({ ...scene, role, parts: group, format: 'png' });
      const whole = await host.render({
        ...scene,
        parts,
        format: 'png',
        background: 'studio',
        layer: 'full',
      });
      const background = await layer('background');
      const base = await layer('base');
      const groups: RenderedLayer[] = [];
      for (const group of layerGroups(parts, scene.family)) groups.push(await layer('parts', group));
      groups.sort((a, b) => (b.meta.depth as number) - (a.meta.depth as number));
      const stacked = stack([background, base, ...groups].map((l) => decodePng(l.bytes)));
      results.push({
        label,
        share: differingShare(stacked, decodePng(whole).data),
        layers: groups.length + 2,
      });
    };

    const queue = configurations(catalog);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(next);
    };
    await Promise.all([worker(), worker()]);

    const worst = results.reduce((a, b) => (b.share > a.share ? b : a));
    const mean = results.reduce((sum, r) => sum + r.share, 0) / results.length;
    console.info(
      `layers stacked vs whole picture, ${results.length} configurations at ${WIDTH}x${HEIGHT}: ` +
        `worst ${(worst.share * 100).toFixed(3)} % (${worst.label}, ${worst.layers} layers), ` +
        `mean ${(mean * 100).toFixed(3)} % of pixels differ by more than ${TOLERANCE}/255`,
    );
    expect(results).toHaveLength(CONFIGURATIONS);
    for (const result of results) expect(result.share, result.label).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
  });
});
