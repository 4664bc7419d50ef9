/**
 * PDF figures, one JSON object per line: the warm print (stills rendered, PDF not cached) median
 * and p95, the cached answer, PDFs per second through the pool under 50 concurrent requests with
 * the peak memory of the server (Node and every Chromium process under it), and memory across
 * 500 prints. The server runs in a process of its own (bench/benchServer.ts, embedded PGlite).
 *
 *   npm run bench -w bff            BENCH_PDF_CONCURRENT=50 BENCH_PDF_SERIES=500 by default
 */
import { memoryPeakSampler, processTreeMemory } from '@configurator/render-sim/host/processMemory';
import { startBenchServer, stopBenchServer } from './benchProcess.js';
import { DEFAULT_MODEL } from './loadFigures.js';
import {
  concurrentPdfs,
  freshPdfs,
  getPdf,
  PDF_TREE_RSS_TARGET_MB,
  type PdfAnswer,
  pdfConfigurations,
} from './pdfLoad.js';

const MODEL = process.env.BENCH_MODEL ?? DEFAULT_MODEL;
const CONCURRENT = Number(process.env.BENCH_PDF_CONCURRENT ?? 50);
const SERIES = Number(process.env.BENCH_PDF_SERIES ?? 500);
const CONFIGURATIONS = 8;
const MB = 1024 * 1024;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] as number);
}

/** The median and 95th percentile of durations in milliseconds. */
function timings(ms: number[]): { medianMs: number; p95Ms: number } {
  return { medianMs: percentile(ms, 50), p95Ms: percentile(ms, 95) };
}

function peakMb(peak: { rss: number; pss: number }) {
  return { peakRssMb: Math.round(peak.rss / MB), peakPssMb: Math.round(peak.pss / MB) };
}

async function main(): Promise<void> {
  const { base, child } = await startBenchServer('pglite', undefined, { onDisk: true });
  const pid = child.pid as number;
  const print = (scenario: string, figures: Record<string, unknown>) =>
    console.log(JSON.stringify({ database: 'pglite', scenario, model: MODEL, ...figures }));
  try {
    const ids = await pdfConfigurations(base, CONFIGURATIONS, MODEL);
    /** A configuration and culture not asked for before: the PDF is printed, not cached. */
    const fresh = freshPdfs(ids);

    // Cold: the first PDF of each configuration renders its stills (and starts the browsers).
    const cold: number[] = [];
    for (const id of ids) cold.push((await getPdf(base, id, 'de-AT')).ms);
    print('PDF cold (stills rendered first)', {
      count: cold.length,
      medianMs: percentile(cold, 50),
      maxMs: percentile(cold, 100),
    });

    const warm: PdfAnswer[] = [];
    for (let i = 0; i < 40; i++) {
      const { id, culture } = fresh();
      warm.push(await getPdf(base, id, culture));
    }
    if (warm.some((a) => a.cache !== 'miss')) throw new Error('a warm request was answered from the cache');
    print('PDF warm (stills cached, PDF printed)', {
      count: warm.length,
      ...timings(warm.map((a) => a.ms)),
      target: 'median <= 400 ms',
      pdfBytesMedian: percentile(
        warm.map((a) => a.bytes),
        50,
      ),
    });

    const cached: number[] = [];
    for (let i = 0; i < 40; i++) cached.push((await getPdf(base, ids[0] as string, 'de-AT')).ms);
    print('PDF cached', {
      count: cached.length,
      ...timings(cached),
    });

    const before = processTreeMemory(pid);
    const sampler = memoryPeakSampler(pid);
    const { answers: burst, pdfsPerSec } = await concurrentPdfs(base, fresh, CONCURRENT);
    print(`PDF ${CONCURRENT} concurrent requests`, {
      printed: burst.filter((a) => a.cache === 'miss').length,
      pdfsPerSec,
      target: '>= 3 PDFs/s',
      memoryTarget: `peak RSS of the process tree <= ${PDF_TREE_RSS_TARGET_MB} MB (PSS beside it)`,
      ...timings(burst.map((a) => a.ms)),
      rssBeforeMb: Math.round(before.rss / MB),
      ...peakMb(sampler.stop()),
    });

    // Memory across a long series, eight requests in flight: the tree's size after every 100.
    const checkpoints: { pdfs: number; rssMb: number; pssMb: number }[] = [];
    let done = 0;
    let worker = 0;
    const seriesStarted = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        worker++;
        while (done < SERIES) {
          const n = ++done;
          const { id, culture } = fresh();
          await getPdf(base, id, culture);
          if (n % 100 === 0) {
            const memory = processTreeMemory(pid);
            checkpoints.push({
              pdfs: n,
              rssMb: Math.round(memory.rss / MB),
              pssMb: Math.round(memory.pss / MB),
            });
          }
        }
      }),
    );
    print(`PDF memory across ${SERIES} PDFs`, {
      workers: worker,
      pdfsPerSec: Math.round((SERIES / ((performance.now() - seriesStarted) / 1000)) * 10) / 10,
      checkpoints,
      note: 'includes the PDF memory cache (PDF_CACHE_MB, default 64) filling up',
    });
  } finally {
    await stopBenchServer(child);
  }
}

await main();
