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
import { call, JSON_XHR, startBenchServer } from './benchProcess.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Turns the bare route and a ratio scenario take (see besideBare). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MODEL = process.env.BENCH_MODEL ?? 'KTM-890-ADVENTURE-R-2025';
const API = '/api/posconfigurator';
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIOS ?? 'overview,dryrun,persisted,crowded').split(',').map((s) => s.trim()),
);

interface Figures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** What the server saw of the run (bench/benchServer.ts). */
  server: Record<string, number>;
}

async function load(
  url: string,
  requests: Request[] | undefined,
  path = '/',
  headers: Record<string, string> = {},
  duration = DURATION,
): Promise<Figures> {
  await fetch(`${url}/bench/server-figures`);
  const result = await autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration,
    headers,
    ...(requests ? { requests } : {}),
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    server: (await (await fetch(`${url}/bench/server-figures`)).json()) as Record<string, number>,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Slices of one figure taken in turns with another, as one figure. */
function combined(slices: Figures[]): Figures {
  const sum = (pick: (f: Figures) => number) => slices.reduce((total, f) => total + pick(f), 0);
  return {
    requestsPerSec: Math.round(sum((f) => f.requestsPerSec) / slices.length),
    p50Ms: median(slices.map((f) => f.p50Ms)),
    p99Ms: Math.max(...slices.map((f) => f.p99Ms)),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
    server: {
      serverP50Ms: median(slices.map((f) => f.server.serverP50Ms ?? 0)),
      serverP99Ms: Math.max(...slices.map((f) => f.server.serverP99Ms ?? 0)),
      gcPauseMs: sum((f) => f.server.gcPauseMs ?? 0),
    },
  };
}

/**
 * The speed of a shared machine drifts within seconds, so a ratio of two runs taken one after the
 * other says as much about the drift as about the server: the bare route and the scenario take
 * turns, ROUNDS slices each, and their totals are compared. p99 is the worst slice's.
 */
async function besideBare(
  url: string,
  scenario: (duration: number) => Promise<Figures>,
): Promise<{ figures: Figures; bare: Figures }> {
  const bare: Figures[] = [];
  const measured: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await load(url, undefined, '/bench/constant', {}, DURATION / ROUNDS));
    measured.push(await scenario(DURATION / ROUNDS));
  }
  return { figures: combined(measured), bare: combined(bare) };
}

async function createConfiguration(base: string): Promise<string> {
  return (await call(base, 'POST', `${API}/configuration/create`, { ModelId: MODEL })).ConfigurationId;
}

/**
 * Parts that need no confirmation alone and none among each other, whatever the order they are
 * added in: adding them forwards and backwards on fresh configurations both succeed.
 */
async function freeParts(base: string): Promise<number[]> {
  const overview = await call(base, 'GET', `${API}/vehicles/${MODEL}`);
  const probe = await createConfiguration(base);
  const candidates: number[] = [];
  for (const part of overview.Parts as { PartId: number; IsColorPart: boolean }[]) {
    if (part.IsColorPart) continue;
    const answer = await call(base, 'POST', `${API}/configuration/${probe}/add-part`, {
      PartId: part.PartId,
      DryRun: true,
    });
    if (answer.RulesResult === null) candidates.push(part.PartId);
  }
  const addAll = async (order: number[]) => {
    const id = await createConfiguration(base);
    const kept: number[] = [];
    for (const partId of order) {
      const answer = await call(base, 'POST', `${API}/configuration/${id}/add-part`, {
        PartId: partId,
        DryRun: true,
      });
      if (answer.RulesResult !== null || answer.RemovedPartIds.length > 0) continue;
      await call(base, 'POST', `${API}/configuration/${id}/add-part`, { PartId: partId });
      kept.push(partId);
    }
    return kept;
  };
  const forwards = await addAll(candidates);
  const backwards = new Set(await addAll([...forwards].reverse()));
  return forwards.filter((partId) => backwards.has(partId));
}

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
        ...extra,
      }),
    );

  try {
    const parts = await freeParts(base);
    if (parts.length < 2) throw new Error(`only ${parts.length} free parts on ${MODEL}`);
    const dryRunTarget = await createConfiguration(base);
    // Warm-up: JIT, connection pools, the catalog in memory.
    await autocannon({ url: `${base}${API}/vehicles/${MODEL}`, connections: 10, duration: 2 });

    if (SCENARIOS.has('overview')) {
      // As browsers ask for it: the overview is served compressed.
      const { figures: overview, bare } = await besideBare(base, (duration) =>
        load(base, undefined, `${API}/vehicles/${MODEL}`, BROWSER_ENCODINGS, duration),
      );
      print('GET /vehicles/{modelId}', overview, bare, {
        rounds: ROUNDS,
        target: '>= 0.5 of bare',
        acceptEncoding: 'gzip, br',
      });
    }

    if (SCENARIOS.has('dryrun')) {
      const request: Request = {
        method: 'POST',
        path: `${API}/configuration/${dryRunTarget}/add-part`,
        headers: JSON_XHR,
        body: JSON.stringify({ PartId: parts[0], DryRun: true }),
      };
      const { figures: dryRun, bare } = await besideBare(base, (duration) =>
        load(base, [request], '/', {}, duration),
      );
      print('POST add-part DryRun', dryRun, bare, { rounds: ROUNDS, target: '>= 0.3 of bare' });
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
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(stuck);
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
