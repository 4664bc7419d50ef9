/**
 * Still and layer figures, one JSON object per line: a 1280x720 still rendered cold (a new
 * configuration), the layers of new configurations by role, and the renderer's peak memory
 * (Chromium and all its processes). The node keeps no cache: whoever asks caches the results.
 *
 *   npm run bench -w render-sim      BENCH_STILLS=12 by default
 */
import { memoryPeakSampler } from '../src/host/processMemory.js';
import { RendererHost } from '../src/host/rendererHost.js';
import type { LayerSpec } from '../src/protocol.js';
import type { StillSpec } from '../src/scene/stillSpec.js';
import { layerOfStill } from '../src/testing/stillSpecs.js';

const COUNT = Number(process.env.BENCH_STILLS ?? 12);

const PARTS = [
  { partId: 1, categories: ['EXHAUST'], name: 'Akrapovič "Slip-on Line"' },
  { partId: 2, categories: ['PROTECTION'], name: 'Crash bars' },
  { partId: 3, categories: ['LUGGAGE'], name: 'Aluminium side cases' },
  { partId: 4, categories: ['LIGHTS'], name: 'Auxiliary lights' },
  { partId: 5, categories: ['SEATS'], name: 'Ergo seat' },
  { partId: 6, categories: ['ERGONOMICS'], name: 'Hand guards' },
];

const FAMILIES = [
  { brand: 'KTM', family: 'naked', colorCode: 'FF6600' },
  { brand: 'KTM', family: 'travel', colorCode: 'EEEEEE' },
  { brand: 'HQV', family: 'offroad', colorCode: 'FFFFFF' },
  { brand: 'GG', family: 'supermoto', colorCode: 'CB0D25' },
  { brand: 'KTM', family: 'sport', colorCode: '222222' },
  { brand: 'KTM', family: 'car', colorCode: '1A1A1A' },
] as const;

/** The i-th spec: a different vehicle, colour, part set or perspective every time. */
function spec(i: number): StillSpec {
  const base = FAMILIES[i % FAMILIES.length] ?? FAMILIES[0];
  const perspectives = base.brand === 'HQV' ? [3, 4, 5, 6] : [0, 1, 2];
  return {
    modelId: `BENCH-${base.family}`,
    brand: base.brand,
    family: base.family,
    engineType: base.family === 'car' ? 'Car' : '4-Stroke',
    colorCode: base.colorCode,
    parts: PARTS.filter((_, k) => (i >> k) % 2 === 1 || k === i % PARTS.length),
    xbowColors: null,
    perspective: perspectives[i % perspectives.length] ?? perspectives[0] ?? 0,
    width: 1280,
    height: 720,
    format: 'webp',
    background: 'studio',
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** The layer of role `role` of the i-th spec's scene; part layers take one of its parts each. */
function layerOf(still: StillSpec, role: LayerSpec['role'], part = 0): LayerSpec {
  const parts =
    role === 'parts' ? [still.parts[part % still.parts.length] ?? (PARTS[0] as (typeof PARTS)[0])] : [];
  return layerOfStill(still, role, parts);
}

const summary = (values: number[]) => ({
  count: values.length,
  medianMs: round(median(values)),
  maxMs: round(Math.max(...values)),
});

async function main(): Promise<void> {
  const host = new RendererHost();
  const pid = await host.browserPid();
  const sampler = pid ? memoryPeakSampler(pid, { intervalMs: 250 }) : null;
  const time = async (work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    return performance.now() - t;
  };
  try {
    // Browser start and scene compilation are paid once per process, not per still.
    const startMs = await time(() => host.render({ ...spec(0), modelId: 'BENCH-WARMUP' }));

    const cold: number[] = [];
    for (let i = 0; i < COUNT; i++) cold.push(await time(() => host.render(spec(i))));

    // Each configuration a scene of its own (another colour), its layers in the order a page
    // asks for them: the background, the stock vehicle, then the groups of parts.
    const layers = {
      background: [] as number[],
      base: [] as number[],
      firstParts: [] as number[],
      moreParts: [] as number[],
      partsAlone: [] as number[],
    };
    for (let i = 0; i < COUNT; i++) {
      const still = { ...spec(i), colorCode: (0x100000 + i * 0x0a0b0c).toString(16).slice(-6).toUpperCase() };
      layers.background.push(await time(() => host.renderLayer(layerOf(still, 'background'))));
      layers.base.push(await time(() => host.renderLayer(layerOf(still, 'base'))));
      layers.firstParts.push(await time(() => host.renderLayer(layerOf(still, 'parts', 0))));
      layers.moreParts.push(await time(() => host.renderLayer(layerOf(still, 'parts', 1))));
      // A parts layer of a scene the page holds nothing of: the stock vehicle is painted too.
      const fresh = {
        ...still,
        perspective: still.brand === 'HQV' ? 6 : 2,
        modelId: `${still.modelId}-ALONE-${i}`,
      };
      layers.partsAlone.push(await time(() => host.renderLayer(layerOf(fresh, 'parts', 0))));
    }

    const peak = sampler?.stop() ?? { pss: 0, rss: 0 };
    const line = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
    line({ scenario: 'renderer start and first still', ms: round(startMs) });
    line({ scenario: 'still 1280x720 webp cold', ...summary(cold), target: 'median <= 400 ms' });
    line({ scenario: 'layer 1280x720 webp background (new scene)', ...summary(layers.background) });
    line({ scenario: 'layer 1280x720 webp base (studio kept)', ...summary(layers.base) });
    line({
      scenario: 'layer 1280x720 webp parts, first (stock vehicle kept)',
      ...summary(layers.firstParts),
    });
    line({ scenario: 'layer 1280x720 webp parts, next (stock vehicle kept)', ...summary(layers.moreParts) });
    line({ scenario: 'layer 1280x720 webp parts of a new scene', ...summary(layers.partsAlone) });
    line({
      scenario: 'renderer peak memory',
      peakPssMb: Math.round(peak.pss / 1024 / 1024),
      peakRssSumMb: Math.round(peak.rss / 1024 / 1024),
      target: 'RSS <= 600 MB',
      stats: host.stats(),
    });
  } finally {
    sampler?.stop();
    await host.close();
  }
}

await main();
