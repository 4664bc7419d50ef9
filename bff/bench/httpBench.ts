/**
 * HTTP figures of the server, one JSON object per line: GET /vehicles/{id}, dry-run add-part and
 * persisted add-part, each beside a bare Fastify route answering a constant in the same server
 * and run. The server runs in a process of its own (bench/benchServer.ts); the load comes from this one. On embedded PGlite and on a PostgreSQL server (DATABASE_URL, or a throwaway cluster
 * when the server binaries are installed).
 *
 *   npm run bench -w bff            BENCH_DURATION=10 BENCH_CONNECTIONS=50 by default;
 *                                   BENCH_DATABASES=pglite or postgres for one database only;
 *                                   BENCH_CPU_PROF=DIR for the server's CPU profile;
 *                                   BENCH_SCENARIOS=overview,dryrun,persisted,crowded for some only
 */
import autocannon, { type Request } from 'autocannon';
import { JSON_XHR, startBenchServer, stopBenchServer } from './benchProcess.js';
import {
  API,
  besideBare,
  createConfiguration as create,
  DEFAULT_MODEL,
  DRY_RUN_TARGET_RATIO,
  dryRunBesideBare,
  type Figures,
  freeParts as free,
  load as loadWith,
} from './loadFigures.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Turns the bare route and a ratio scenario take (see besideBare). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MODEL = process.env.BENCH_MODEL ?? DEFAULT_MODEL;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIOS ?? 'overview,dryrun,persisted,crowded').split(',').map((s) => s.trim()),
);
const TURNS = { connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS };

const load = (
  url: string,
  requests: Request[] | undefined,
  path = '/',
  headers: Record<string, string> = {},
  duration = DURATION,
) => loadWith(url, { connections: CONNECTIONS, duration, path, headers, ...(requests ? { requests } : {}) });
const createConfiguration = (base: string) => create(base, MODEL);
const freeParts = (base: string) => free(base, MODEL);

/** User CPU of the server per answer, in µs: runs of a figure last DURATION seconds in all. */
const cpuMicros = (figures: Figures) =>
  Math.round(((figures.server.cpuUserMs ?? 0) * 1000) / Math.max(1, figures.requestsPerSec * DURATION));

async function benchOn(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const { base, child } = await startBenchServer(kind, url);
  const print = (scenario: string, figures: Figures, bare: Figures, extra: Record<string, unknown> = {}) =>
    console.log(
      JSON.stringify({
        database: kind,
        scenario,
        connections: CONNECTIONS,
        durationSec: DURATION,
        ...figures,
        bareRequestsPerSec: bare.requestsPerSec,
        ratioToBare: Math.round((figures.requestsPerSec / bare.requestsPerSec) * 100) / 100,
        // The server's CPU (user time) per answer, the figure the ratio follows on a busy machine.
        cpuMicrosPerRequest: cpuMicros(figures),
        bareCpuMicrosPerRequest: cpuMicros(bare),
        ...extra,
      }),
    );

  try {
    const parts = await freeParts(base);
    if (parts.length < 2) throw new Error(`only ${parts.length} free parts on ${MODEL}`);
    // Warm-up: JIT, connection pools, the catalog in memory.
    await autocannon({ url: `${base}${API}/vehicles/${MODEL}`, connections: 10, duration: 2 });

    if (SCENARIOS.has('overview')) {
      // As browsers ask for it: the overview is served compressed.
      const { figures: overview, bare } = await besideBare(base, TURNS, (duration) =>
        load(base, undefined, `${API}/vehicles/${MODEL}`, BROWSER_ENCODINGS, duration),
      );
      print('GET /vehicles/{modelId}', overview, bare, {
        rounds: ROUNDS,
        target: '>= 0.5 of bare',
        acceptEncoding: 'gzip, br',
      });
    }

    if (SCENARIOS.has('dryrun')) {
      const { figures: dryRun, bare } = await dryRunBesideBare(base, { ...TURNS, model: MODEL });
      print('POST add-part DryRun', dryRun, bare, {
        rounds: ROUNDS,
        target: `>= ${DRY_RUN_TARGET_RATIO} of bare`,
      });
    }

    // Persisted, as 50 visitors would: each configuration has one writer at a time. Request n adds
    // part floor(n / C) % P to configuration n % C, so a configuration's next change comes C
    // requests later and every configuration fills up with parts that never need confirmation.
    // Enough fresh configurations for 5,000 writes a second: none may run out of parts to add.
    const configurationsNeeded = Math.ceil((DURATION * 5000) / parts.length);
    const persistedRequests = (nextConfiguration: (i: number) => string, partOf: (i: number) => number) => {
      let n = 0;
      return [
        {
          method: 'POST' as const,
          headers: JSON_XHR,
          setupRequest: (request: Request) => {
            const i = n++;
            return {
              ...request,
              path: `${API}/configuration/${nextConfiguration(i)}/add-part`,
              body: JSON.stringify({ PartId: parts[partOf(i)] }),
            };
          },
        },
      ];
    };
    if (SCENARIOS.has('persisted')) {
      const pool: string[] = [];
      for (let i = 0; i < configurationsNeeded; i++) pool.push(await createConfiguration(base));
      const bare = await load(base, undefined, '/bench/constant');
      const persisted = await load(
        base,
        persistedRequests(
          (i) => pool[i % pool.length] as string,
          (i) => Math.floor(i / pool.length) % parts.length,
        ),
      );
      print('POST add-part persisted', persisted, bare, {
        target: kind === 'postgres' ? 'p99 <= 50 ms' : 'none (the target is on the server)',
        writersPerConfiguration: 1,
        freeParts: parts.length,
      });
    }

    if (SCENARIOS.has('crowded')) {
      // The worst case, for comparison: consecutive requests pile onto the same configuration, so
      // about P of the connections wait in one configuration's queue (commands of a stream run one
      // at a time).
      const crowded: string[] = [];
      for (let i = 0; i < configurationsNeeded; i++) crowded.push(await createConfiguration(base));
      const bare = await load(base, undefined, '/bench/constant');
      const queued = await load(
        base,
        persistedRequests(
          (i) => crowded[Math.floor(i / parts.length) % crowded.length] as string,
          (i) => i % parts.length,
        ),
      );
      print('POST add-part persisted, one configuration per P requests', queued, bare, {
        target: 'none (comparison)',
        writersPerConfiguration: parts.length,
        freeParts: parts.length,
      });
    }
  } finally {
    await stopBenchServer(child);
  }
}

async function main(): Promise<void> {
  // BENCH_DATABASES=postgres (or pglite) measures on one database only.
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') await benchOn('pglite');
  if (only === 'pglite') return;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    await benchOn('postgres', serverUrl);
    return;
  }
  const { startPostgresCluster } = await import('../../scripts/lib/postgresCluster.mjs');
  let cluster: { url: string; stop(): void };
  try {
    cluster = await startPostgresCluster({ durable: true });
  } catch (error) {
    console.log(JSON.stringify({ database: 'postgres', skipped: (error as Error).message }));
    return;
  }
  try {
    await benchOn('postgres', cluster.url);
  } finally {
    cluster.stop();
  }
}

await main();
