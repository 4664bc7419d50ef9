/**
 * kill -9 of the server under load and a restart on the same database: every command answered
 * 2xx (before the kill, and in the scenarios before it) is in the event store, the projections
 * rebuilt from the events equal the live ones, and how long the restart takes.
 */
import { openDatabase } from '@configurator/migrations/db/database';
import { type Figure, none, reported } from '../figures.js';
import { API, startConfigurators } from './configurators.js';
import { type FaultRun, secondsUntilReady } from './faultServer.js';
import { acknowledgedMissing, projectionDifferences } from './storeChecks.js';

export interface KillOptions {
  visitors: number;
  /** How long the load runs before the kill. */
  loadMs: number;
  log(message: string): void;
}

const SECTION = 'faults';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's server is killed and restarted, then stopped for the checks (PGlite is one process's). */
export async function killAndRestart(run: FaultRun, options: KillOptions): Promise<Figure[]> {
  const { label } = run;
  const load = startConfigurators({
    base: run.server.url,
    visitors: options.visitors,
    models: run.models,
    dealerAuthorization: run.dealerAuthorization,
  });
  await sleep(options.loadMs);
  const answeredBefore = load.log.answers.length;
  await run.server.kill('SIGKILL');
  await load.stop();
  run.acknowledged.push(...load.log.acknowledged);
  const serverErrors = load.log.answers.slice(0, answeredBefore).filter((a) => a.status >= 500).length;
  options.log(`${label}: killed after ${load.log.acknowledged.length} acknowledged commands`);

  const from = performance.now();
  run.server = await run.servers.start();
  const listening = (performance.now() - from) / 1000;
  const ready = await secondsUntilReady(run.server.url, from);
  // The last configurations written before the crash open after it.
  const created = load.log.acknowledged.filter((a) => a.type === 'ConfigurationCreated').slice(-5);
  let unreadable = 0;
  for (const { configurationId } of created) {
    const response = await fetch(`${run.server.url}${API}/configuration/${configurationId}`);
    if (response.status !== 200) unreadable++;
  }
  await run.server.stop();

  const handle = await openDatabase(run.target);
  let missing: Awaited<ReturnType<typeof acknowledgedMissing>>;
  let differences: Awaited<ReturnType<typeof projectionDifferences>>;
  try {
    missing = await acknowledgedMissing(handle.db, run.acknowledged);
    differences = await projectionDifferences(handle.db);
  } finally {
    await handle.close();
  }
  for (const m of missing.slice(0, 5)) options.log(`${label}: missing ${JSON.stringify(m)}`);
  for (const d of differences.slice(0, 5)) options.log(`${label}: differs ${JSON.stringify(d)}`);
  return [
    reported(
      SECTION,
      `${label} kill -9: commands acknowledged (2xx) before the kill`,
      load.log.acknowledged.length,
    ),
    none(SECTION, `${label} kill -9: acknowledged commands missing from the event store`, missing.length),
    none(
      SECTION,
      `${label} kill -9: projection rows unlike their rebuild from the events`,
      differences.length,
    ),
    none(SECTION, `${label} kill -9: configurations written before it that do not open after`, unreadable),
    none(SECTION, `${label} kill -9: 5xx under load before the kill`, serverErrors),
    reported(SECTION, `${label} restart after kill -9: listening after`, listening, 's'),
    reported(SECTION, `${label} restart after kill -9: ready (database reached) after`, ready, 's'),
  ];
}
