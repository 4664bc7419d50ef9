/**
 * PostgreSQL stopped and started again under load, the server left running: while the database
 * is away every API answer is a 503 with Retry-After (never another 5xx, never silence), the
 * readiness probe says so, and once it is back the same server answers again without a restart;
 * nothing acknowledged is lost and the projections still equal their rebuild from the events.
 */
import { openDatabase } from '@configurator/migrations/db/database';
import type { PostgresCluster } from '../../../scripts/lib/postgresCluster.mjs';
import { type Figure, holds, none, reported } from '../figures.js';
import { type Answer, startConfigurators } from './configurators.js';
import type { FaultRun } from './faultServer.js';
import { acknowledgedMissing, projectionDifferences } from './storeChecks.js';

export interface OutageOptions {
  visitors: number;
  /** Load before the stop, the outage itself, and load after the start. */
  beforeMs: number;
  downMs: number;
  afterMs: number;
  log(message: string): void;
}

const SECTION = 'faults';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readiness(base: string): Promise<{ status: number; database: string }> {
  try {
    const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { database?: string };
    return { status: response.status, database: body.database ?? '' };
  } catch {
    return { status: 0, database: 'no answer' };
  }
}

const describeStatuses = (answers: readonly Answer[]) => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}: ${n}`).join(', ') || 'none';
};

/** PostgreSQL under the run's server is stopped and started again; the server is left running. */
export async function postgresRestart(
  run: FaultRun,
  cluster: Pick<PostgresCluster, 'pause' | 'resume'>,
  options: OutageOptions,
): Promise<Figure[]> {
  const server = run.server;
  const load = startConfigurators({
    base: server.url,
    visitors: options.visitors,
    models: run.models,
    dealerAuthorization: run.dealerAuthorization,
  });
  let downAt: number;
  let upAt: number;
  let readyWhileDown: { status: number; database: string };
  try {
    await sleep(options.beforeMs);
    downAt = performance.now();
    cluster.pause();
    options.log(`PostgreSQL stopped after ${load.log.acknowledged.length} acknowledged commands`);
    readyWhileDown = await readiness(server.url);
    await sleep(options.downMs);
    cluster.resume();
    upAt = performance.now();
    options.log('PostgreSQL started again');
    await sleep(options.afterMs);
  } finally {
    await load.stop();
    run.acknowledged.push(...load.log.acknowledged);
  }
  const answers = load.log.answers;
  const readyAfter = await readiness(server.url);

  // Answered while the database was away (sent before it came back).
  const duringOutage = answers.filter((a) => a.answeredAt >= downAt && a.sentAt < upAt);
  options.log(`answers during the outage: ${describeStatuses(duringOutage)}`);
  const otherServerErrors = duringOutage.filter((a) => a.status >= 500 && a.status !== 503).length;
  const unanswered = duringOutage.filter((a) => a.status === 0).length;
  const unavailable = answers.filter((a) => a.status === 503);
  const withoutRetryAfter = unavailable.filter((a) => !a.retryAfter).length;
  const unclear = unavailable.filter((a) => !/database/i.test(a.message)).length;
  const firstSuccess = answers
    .filter((a) => a.write && a.status >= 200 && a.status < 300 && a.sentAt >= upAt)
    .sort((a, b) => a.answeredAt - b.answeredAt)[0];
  const otherServerErrorsAtAll = answers.filter((a) => a.status >= 500 && a.status !== 503).length;

  // The load has stopped; the server still runs, so the database is read beside it.
  const handle = await openDatabase(run.target);
  let missing: number;
  let differences: number;
  try {
    missing = (await acknowledgedMissing(handle.db, run.acknowledged)).length;
    differences = (await projectionDifferences(handle.db)).length;
  } finally {
    await handle.close();
  }
  return [
    reported(SECTION, 'PostgreSQL restart: commands acknowledged (2xx)', load.log.acknowledged.length),
    none(SECTION, 'PostgreSQL restart: acknowledged commands lost', missing),
    none(SECTION, 'PostgreSQL restart: 5xx other than 503 while it was down', otherServerErrors),
    none(SECTION, 'PostgreSQL restart: requests left unanswered while it was down', unanswered),
    none(SECTION, 'PostgreSQL restart: 503 without Retry-After', withoutRetryAfter),
    none(SECTION, 'PostgreSQL restart: 503 whose Message does not name the database', unclear),
    reported(SECTION, 'PostgreSQL restart: 503 answers while it was down', unavailable.length),
    holds(
      SECTION,
      'PostgreSQL restart: readiness says the database is down while it is',
      readyWhileDown.status === 503 && readyWhileDown.database === 'down',
      `${readyWhileDown.status} ${readyWhileDown.database}`,
    ),
    holds(
      SECTION,
      'PostgreSQL restart: the same server recovers, no restart',
      firstSuccess !== undefined && readyAfter.status === 200,
      firstSuccess ? `ready ${readyAfter.status}` : 'no write succeeded after the start',
    ),
    reported(
      SECTION,
      'PostgreSQL restart: seconds to the first success after it is back',
      firstSuccess ? (firstSuccess.answeredAt - upAt) / 1000 : Number.NaN,
      's',
    ),
    none(SECTION, 'PostgreSQL restart: 5xx other than 503 before, during or after', otherServerErrorsAtAll),
    holds(
      SECTION,
      'PostgreSQL restart: projections equal their rebuild from the events',
      differences === 0,
      `${differences} rows differ`,
    ),
  ];
}
