/**
 * CPU cost of one dry run beside the bare route, inside one process through `app.inject` (no
 * sockets, no load generator): microseconds of CPU per request for each, on embedded PGlite.
 *
 *   tsx --conditions=source bench/dryRunProfile.ts      PROFILE_REQUESTS=5000 by default;
 *   node --cpu-prof ... for where the time goes
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openDatabase } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API, DEFAULT_MODEL } from './loadFigures.js';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 5000);
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

async function cpuPerRequest(request: typeof dryRun | typeof bare, count: number): Promise<number> {
  const from = process.cpuUsage();
  for (let i = 0; i < count; i += 10) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(request)));
    for (const answer of answers) if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / count);
}
await cpuPerRequest(dryRun, 1000);
await cpuPerRequest(bare, 1000);
// PROFILE_CPU=FILE: the CPU profile of dry runs only (no start-up, no bare route).
const profileFile = process.env.PROFILE_CPU;
if (profileFile) {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  console.log(JSON.stringify({ dryRunMicros: await cpuPerRequest(dryRun, REQUESTS) }));
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  await app.close();
  await handle.close();
  process.exit(0);
}
for (let round = 0; round < 3; round++) {
  const d = await cpuPerRequest(dryRun, REQUESTS);
  const b = await cpuPerRequest(bare, REQUESTS);
  console.log(JSON.stringify({ dryRunMicros: d, bareMicros: b, ratio: Math.round((d / b) * 100) / 100 }));
}
await app.close();
await handle.close();
