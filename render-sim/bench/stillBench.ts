/**
 * Still figures, one JSON object per line: a 1280x720 still rendered cold (a new configuration)
 * and served from the cache, and the renderer's peak memory (Chromium and all its processes).
 *
 *   npm run bench -w render-sim      BENCH_STILLS=12 by default
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryPeakSampler } from '../src/host/processMemory.js';
import { RendererHost } from '../src/host/rendererHost.js';
import type { StillSpec } from '../src/scene/stillSpec.js';
import { StillCache } from '../src/stills/stillCache.js';

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

async function main(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'still-bench-'));
  const host = new RendererHost();
  const cache = new StillCache(directory, host);
  const pid = await host.browserPid();
  const sampler = pid ? memoryPeakSampler(pid, { intervalMs: 250 }) : null;
  try {
    // Browser start and scene compilation are paid once per process, not per still.
    const warm = performance.now();
    await host.render({ ...spec(0), modelId: 'BENCH-WARMUP' });
    const startMs = performance.now() - warm;

    const cold: number[] = [];
    for (let i = 0; i < COUNT; i++) {
      const t = performance.now();
      const still = await cache.get(spec(i));
      cold.push(performance.now() - t);
      if (still.cached) throw new Error('a cold still came from the cache');
    }
    const cached: number[] = [];
    for (let i = 0; i < COUNT * 5; i++) {
      const t = performance.now();
      const still = await cache.get(spec(i % COUNT));
      cached.push(performance.now() - t);
      if (!still.cached) throw new Error('a cached still was rendered again');
    }
    const peak = sampler?.stop() ?? { pss: 0, rss: 0 };
    const line = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
    line({ scenario: 'renderer start and first still', ms: round(startMs) });
    line({
      scenario: 'still 1280x720 webp cold',
      stills: cold.length,
      medianMs: round(median(cold)),
      maxMs: round(Math.max(...cold)),
      target: 'median <= 400 ms',
    });
    line({
      scenario: 'still 1280x720 webp cached',
      stills: cached.length,
      medianMs: round(median(cached)),
      maxMs: round(Math.max(...cached)),
      target: 'median <= 5 ms',
    });
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
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
