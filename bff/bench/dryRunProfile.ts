/**
 * Where a dry run's CPU goes. Two ways:
 *
 *   tsx --conditions=source bench/dryRunProfile.ts
 *       inside one process through `app.inject` (no sockets, no load generator): µs of CPU per dry
 *       run and per bare-route request (the median of 20 turns each), on embedded PGlite.
 *       PROFILE_REQUESTS=10000 by default;
 *       PROFILE_CPU=FILE writes the CPU profile of dry runs only (PROFILE_BARE=1: of the bare route).
 *   PROFILE_HTTP=FILE tsx --conditions=source bench/dryRunProfile.ts
 *       the bench server (bench/benchServer.ts) under autocannon's dry runs for PROFILE_SECONDS
 *       (10), its CPU profile of those seconds only written to FILE (PROFILE_BARE=1: of the bare route).
 *       BENCH_DATABASE(_URL) as there.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openDatabase } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startBenchServer, stopBenchServer } from './benchProcess.js';
import { API, DEFAULT_MODEL, dryRunOfFirstFreePart, load } from './loadFigures.js';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 10_000);
const ROUNDS = 20;

async function profileOverHttp(file: string): Promise<void> {
  const kind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  const { base, child } = await startBenchServer(kind, process.env.BENCH_DATABASE_URL);
  try {
    const request = await dryRunOfFirstFreePart(base);
    await load(base, { connections: 10, duration: 2, requests: [request] });
    await fetch(`${base}/bench/cpu-profile/start`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const result = await autocannon({
      url: process.env.PROFILE_BARE ? `${base}/bench/constant` : base,
      connections: 50,
      duration: Number(process.env.PROFILE_SECONDS ?? 10),
      ...(process.env.PROFILE_BARE ? {} : { requests: [request] }),
    });
    const stopped = await fetch(`${base}/bench/cpu-profile/stop`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    writeFileSync(file, await stopped.text());
    console.log(
      JSON.stringify({
        requestsPerSec: Math.round(result.requests.average),
        requests: result.requests.total,
        non2xx: result.non2xx,
      }),
    );
  } finally {
    await stopBenchServer(child);
  }
}

async function profileInjected(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PREPARE_CLIPS: 'false',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    RATE_LIMIT_DRY_RUNS_PER_MINUTE: '100000000',
  });
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle);
  const app = await buildApp(config, { database: handle });
  app.get('/bench/constant', async () => ({ ok: true }));
  await app.ready();

  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const created = await app.inject({
    method: 'POST',
    url: `${API}/configuration/create`,
    headers,
    payload: { ModelId: DEFAULT_MODEL },
  });
  const id = created.json().ConfigurationId as string;
  const overview = (await app.inject({ method: 'GET', url: `${API}/vehicles/${DEFAULT_MODEL}` })).json();
  let partId: number | undefined;
  for (const part of overview.Parts as { PartId: number; IsColorPart: boolean }[]) {
    if (part.IsColorPart) continue;
    const answer = await app.inject({
      method: 'POST',
      url: `${API}/configuration/${id}/add-part`,
      headers,
      payload: { PartId: part.PartId, DryRun: true },
    });
    if (answer.json().RulesResult === null) {
      partId = part.PartId;
      break;
    }
  }
  const dryRun = {
    method: 'POST' as const,
    url: `${API}/configuration/${id}/add-part`,
    headers,
    payload: JSON.stringify({ PartId: partId, DryRun: true }),
  };
  const bare = { method: 'GET' as const, url: '/bench/constant' };

  const cpuPerRequest = async (request: typeof dryRun | typeof bare, count: number): Promise<number> => {
    const from = process.cpuUsage();
    for (let i = 0; i < count; i += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(request)));
      for (const answer of answers) if (answer.statusCode !== 200) throw new Error(answer.body);
    }
    const used = process.cpuUsage(from);
    return Math.round((used.user + used.system) / count);
  };
  await cpuPerRequest(dryRun, 1000);
  await cpuPerRequest(bare, 1000);

  const profileFile = process.env.PROFILE_CPU;
  if (profileFile) {
    const inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    const profiled = process.env.PROFILE_BARE ? bare : dryRun;
    console.log(JSON.stringify({ micros: await cpuPerRequest(profiled, REQUESTS) }));
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  } else {
    // Short turns of each, many times: the median turn says more than one long run on a busy machine.
    const dryRuns: number[] = [];
    const bares: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      dryRuns.push(await cpuPerRequest(dryRun, REQUESTS / ROUNDS));
      bares.push(await cpuPerRequest(bare, REQUESTS / ROUNDS));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const d = median(dryRuns);
    const b = median(bares);
    console.log(JSON.stringify({ dryRunMicros: d, bareMicros: b, ratio: Math.round((d / b) * 100) / 100 }));
  }
  await app.close();
  await handle.close();
}

if (process.env.PROFILE_HTTP) await profileOverHttp(process.env.PROFILE_HTTP);
else await profileInjected();
