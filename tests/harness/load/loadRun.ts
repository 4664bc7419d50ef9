import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CUSTOMER } from '@configurator/bff/identity/accounts';
import { discoveryOf, logIn } from '@configurator/bff/testing/oidcLogin';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { killMarkedProcesses, markedProcesses, RUN_MARKER_VARIABLE } from '../../src/markedProcesses.js';
import { environmentFor, startServer } from '../../src/serverProcess.js';
import { loadCatalog } from './catalog.js';
import { startPageProber } from './pageProber.js';
import { sampleProcesses, sumByKind, type TreeSample } from './processTree.js';
import { Recorder } from './recorder.js';
import { openBusyStreams } from './streams.js';
import { API, Visitor } from './visitor.js';

const preload = fileURLToPath(new URL('./loopDelayPreload.mjs', import.meta.url));

export interface LoadRunOptions {
  database: 'pglite' | 'postgres';
  postgresUrl: string;
  visitors: number;
  durationS: number;
  /** The share of visitor actions that ask for a PDF. */
  pdfShare?: number;
  /** Layers warming (RENDER_WARM_UP), pictures loaded after changes, and this many 3D streams. */
  renderer?: { streams: number };
  /** Samples the process tree every so many seconds (the soak). */
  sampleEveryS?: number;
  /**
   * One PDF before the load: the render node, its Chromium and the printer's Chromium start on
   * first use, and a soak compares the tree with itself once everything is up.
   */
  startEverything?: boolean;
  log(message: string): void;
}

export interface LoadRunResult {
  recorder: Recorder;
  /** Latencies of the plain page (GET /main) asked for during the load. */
  page: number[];
  pageErrors: string[];
  /** The server's event-loop delay over the load (null when the preload wrote nothing). */
  loopDelay: { p50Ms: number; p99Ms: number; maxMs: number } | null;
  /** The process tree every `sampleEveryS` seconds under load. */
  samples: TreeSample[];
  /** The tree once the load stopped and idle connections closed (with `sampleEveryS`). */
  settled: TreeSample | null;
  streamsStarted: number;
  streamFrames: number;
  /** Processes of the run still alive after the server stopped (should be none). */
  leftOver: number;
}

async function printOnePdf(base: string, modelId: string): Promise<void> {
  const created = await fetch(`${base}${API}/configuration/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ ModelId: modelId }),
  });
  const { ConfigurationId } = (await created.json()) as { ConfigurationId: string };
  // A cold render node may take longer than a request waits: the product then asks to come back.
  for (let attempt = 1; ; attempt++) {
    const pdf = await fetch(`${base}${API}/configuration/${ConfigurationId}/pdf?c=en-GB`, {
      signal: AbortSignal.timeout(180_000),
    });
    const body = await pdf.arrayBuffer();
    if (pdf.ok) return;
    if (pdf.status !== 503 || attempt === 5)
      throw new Error(`the first PDF: ${pdf.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

async function readLoopDelay(dir: string): Promise<LoadRunResult['loopDelay']> {
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.json')) continue;
    const figures = JSON.parse(await readFile(join(dir, file), 'utf8'));
    if ((figures.argv as string[]).some((arg) => /bff[/\\]dist[/\\]server\.js$/.test(arg)))
      return { p50Ms: figures.p50Ms, p99Ms: figures.p99Ms, maxMs: figures.maxMs };
  }
  return null;
}

/**
 * A fresh built server on a fresh database under the load of `visitors` virtual configurators for
 * `durationS` seconds, with the page prober beside them; everything it started is ended, also when
 * it fails.
 */
export async function runLoad(options: LoadRunOptions): Promise<LoadRunResult> {
  const [database] = testDatabases(
    options.database === 'pglite'
      ? { TEST_DATABASES: 'pglite' }
      : { TEST_DATABASES: 'postgres', TEST_DATABASE_URL: options.postgresUrl },
  ).filter((d) => d.name === options.database);
  if (!database) throw new Error(`no ${options.database} database`);
  const { target, dispose } = await database.createTarget();
  const loopDir = await mkdtemp(join(tmpdir(), 'harness-loop-'));
  const marker = randomUUID();
  const log = options.log;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const result: LoadRunResult = {
    recorder: new Recorder(),
    page: [],
    pageErrors: [],
    loopDelay: null,
    samples: [],
    settled: null,
    streamsStarted: 0,
    streamFrames: 0,
    leftOver: 0,
  };
  try {
    server = await startServer(
      {
        ...environmentFor(target),
        [RUN_MARKER_VARIABLE]: marker,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
        HARNESS_LOOP_DELAY_DIR: loopDir,
        RENDER_WARM_UP: options.renderer ? 'true' : 'false',
        // Every virtual visitor comes from 127.0.0.1: a limit per address would count them as one.
        RATE_LIMIT_DRY_RUNS_PER_MINUTE: '1000000',
        // A shared machine may take minutes to start it.
      },
      240_000,
    );
    const base = server.url;
    log(`${options.database}: server at ${base}`);
    const { models, model3d } = await loadCatalog(base);
    const origin = base.replace('127.0.0.1', 'localhost');
    const token = (await logIn(origin, await discoveryOf(origin), 'configurator', DEMO_CUSTOMER)).accessToken;
    if (options.startEverything) await printOnePdf(base, models[0]?.modelId ?? '');
    const streams =
      options.renderer && model3d
        ? await openBusyStreams(base, token, model3d, options.renderer.streams, log)
        : null;

    const bff = (await sampleProcesses(marker)).find((p) => p.kind === 'bff');
    if (bff) process.kill(bff.pid, 'SIGUSR2');
    const from = performance.now();
    const until = from + options.durationS * 1000;
    const stopProber = await startPageProber(base);
    const sampleEvery = options.sampleEveryS;
    const sample = async () =>
      result.samples.push(sumByKind((performance.now() - from) / 60_000, await sampleProcesses(marker)));
    const sampler = sampleEvery ? setInterval(() => void sample(), sampleEvery * 1000) : null;
    // Visitors arrive over the first two seconds, not all in the same millisecond.
    await Promise.all(
      Array.from({ length: options.visitors }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (2000 * i) / options.visitors));
        // Three in ten visitors are signed in and save to their account.
        const signedIn = i % 10 < 3;
        await new Visitor({
          base,
          recorder: result.recorder,
          models,
          ...(signedIn ? { token } : {}),
          pdfShare: options.pdfShare ?? 0.02,
          thinkMs: [200, 600],
          pictures: options.renderer !== undefined,
        }).run(until);
      }),
    );
    if (sampler) clearInterval(sampler);
    const probes = await stopProber();
    result.page.push(...probes.latencies);
    result.pageErrors.push(...probes.errors);
    if (sampleEvery) {
      // Past the clients' keep-alive (4 s): what remains open is held by the server itself.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      result.settled = sumByKind((performance.now() - from) / 60_000, await sampleProcesses(marker));
    }
    log(
      `${options.database}: ${result.recorder.calls()} calls in ${Math.round((performance.now() - from) / 1000)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    result.loopDelay = await readLoopDelay(loopDir);
    result.streamsStarted = streams?.started ?? 0;
    result.streamFrames = streams?.frames() ?? 0;
    streams?.close();
  } finally {
    const code = await server?.stop();
    if (server && code !== 0) log(`the server ended with ${code}:\n${server.output().slice(-2000)}`);
    // The server stops its render node and Chromium; whatever outlives it by 10 s is counted and ended.
    for (let waited = 0; waited < 10_000; waited += 250) {
      result.leftOver = (await markedProcesses(marker)).length;
      if (result.leftOver === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await killMarkedProcesses(marker);
    await rm(loopDir, { recursive: true, force: true });
    await dispose();
  }
  return result;
}
