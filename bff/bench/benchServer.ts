/**
 * The server under load for the HTTP benchmark, in a process of its own so that the load
 * generator never shares its event loop: the app as `server.ts` builds it, plus a bare route
 * answering a constant. Prints `{"port":N}` once it listens; SIGTERM closes it.
 *
 *   BENCH_DATABASE=pglite | postgres (with BENCH_DATABASE_URL), DATABASE_POOL_SIZE as the server's
 *   BENCH_PGLITE_DATA_DIR: PGlite's cluster there (created if missing) instead of in memory
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { openDatabase } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';

/**
 * BENCH_FROM_BUILD=1: the compiled server (`bff/dist`, as `npm start` runs it; the workspace
 * packages then resolve to their builds too), else its TypeScript source.
 */
const fromBuild = process.env.BENCH_FROM_BUILD === '1';
const { buildApp }: typeof import('../src/app.js') = await import(
  fromBuild ? '../dist/app.js' : '../src/app.js'
);
const { loadConfig }: typeof import('../src/config.js') = await import(
  fromBuild ? '../dist/config.js' : '../src/config.js'
);

const kind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
// One address sends all the load: the per-address write and dry-run limits would measure themselves
// (answers of 429 instead of the work asked for).
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PREPARE_CLIPS: 'false',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  RATE_LIMIT_DRY_RUNS_PER_MINUTE: '100000000',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  ...(process.env.PDF_CONCURRENCY ? { PDF_CONCURRENCY: process.env.PDF_CONCURRENCY } : {}),
});
const handle = await openDatabase(
  kind === 'postgres'
    ? { kind, url: process.env.BENCH_DATABASE_URL ?? '', poolSize: config.DATABASE_POOL_SIZE }
    : { kind, ...(process.env.BENCH_PGLITE_DATA_DIR ? { dataDir: process.env.BENCH_PGLITE_DATA_DIR } : {}) },
);
await prepareDatabase(handle);
const app = await buildApp(config, { database: handle });
app.get('/bench/constant', async () => ({ ok: true }));

// The server's own view of a run, to tell its time from the load generator's and the kernel's:
// from the request's first byte parsed to the response handed to the socket, the event loop's
// delay, and garbage collection pauses. GET /bench/server-figures answers them and starts anew.
const started = new WeakMap<object, bigint>();
let durations: number[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
let gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });
app.addHook('onRequest', async (request) => {
  started.set(request.raw, process.hrtime.bigint());
});
app.addHook('onResponse', async (request) => {
  const from = started.get(request.raw);
  if (from !== undefined && !request.url.startsWith('/bench/'))
    durations.push(Number(process.hrtime.bigint() - from) / 1e6);
});
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10
  );
};
let cpuFrom = process.cpuUsage();
app.get('/bench/server-figures', async () => {
  const cpu = process.cpuUsage(cpuFrom);
  cpuFrom = process.cpuUsage();
  const figures = {
    cpuUserMs: Math.round(cpu.user / 1000),
    cpuSystemMs: Math.round(cpu.system / 1000),
    serverP50Ms: percentile(durations, 50),
    serverP99Ms: percentile(durations, 99),
    loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    loopDelayMaxMs: Math.round(loopDelay.max / 1e5) / 10,
    gcPauses: gcPauses.length,
    gcPauseMs: Math.round(gcPauses.reduce((a, b) => a + b, 0)),
    gcPauseMaxMs: Math.round(Math.max(0, ...gcPauses) * 10) / 10,
  };
  durations = [];
  gcPauses = [];
  loopDelay.reset();
  return figures;
});
// The CPU profile of one stretch of a run, e.g. the dry runs only (bench/dryRunProfile.ts):
// POST /bench/cpu-profile/start, then POST /bench/cpu-profile/stop answers the profile.
let profiler: Session | null = null;
app.post('/bench/cpu-profile/start', async () => {
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
  return { ok: true };
});
app.post('/bench/cpu-profile/stop', async (_request, reply) => {
  if (!profiler) return reply.code(409).send({ Message: 'no profile started' });
  const { profile } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = null;
  return reply.type('application/json').send(JSON.stringify(profile));
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

// BENCH_HEAP_PROF=FILE: where the server allocates, collected objects included (sampled).
const heapProfile = process.env.BENCH_HEAP_PROF;
const inspector = heapProfile ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 65536,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}

process.once('SIGTERM', async () => {
  if (inspector && heapProfile) {
    const { profile } = await inspector.post('HeapProfiler.stopSampling');
    writeFileSync(heapProfile, JSON.stringify(profile));
  }
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
