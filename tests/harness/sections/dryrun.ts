/**
 * Budgets, the dry run: `POST add-part` with `DryRun: true` at least half the requests per second
 * of a bare Fastify route answering a constant, in the same server and run (the bench server,
 * bff/bench/benchServer.ts), on PGlite and on the PostgreSQL server. The quick form runs a few
 * seconds only, too few for a ratio on a shared machine: it reports the ratio and checks errors.
 */
import { startBenchServer, stopBenchServer } from '../../../bff/bench/benchProcess.js';
import { DRY_RUN_TARGET_RATIO, dryRunBesideBare } from '../../../bff/bench/loadFigures.js';
import { serverDatabase } from '../budgets/benchServers.js';
import { atLeast, type Figure, type HarnessContext, none, reported, type Section } from '../figures.js';

const SECTION = 'budgets';

async function ratioOn(
  context: HarnessContext,
  label: string,
  kind: 'pglite' | 'postgres',
  url?: string,
): Promise<Figure[]> {
  const { base, child } = await startBenchServer(kind, url, { fromBuild: true });
  try {
    const turns = context.quick
      ? { connections: 20, duration: 4, rounds: 2 }
      : { connections: 50, duration: 20, rounds: 4 };
    const { figures, bare, ratio } = await dryRunBesideBare(base, turns);
    context.log(
      `${label}: dry run ${figures.requestsPerSec} req/s (p99 ${figures.p99Ms} ms, server CPU ${figures.server.cpuUserMs} ms), bare ${bare.requestsPerSec} req/s`,
    );
    const name = `${label}: dry run add-part / bare route, requests per second`;
    return [
      context.quick
        ? reported(SECTION, `${name} (quick: ${turns.duration} s, reported only)`, ratio)
        : atLeast(SECTION, name, ratio, DRY_RUN_TARGET_RATIO),
      reported(SECTION, `${label}: dry run requests per second`, figures.requestsPerSec, 'req/s'),
      reported(SECTION, `${label}: bare route requests per second`, bare.requestsPerSec, 'req/s'),
      reported(SECTION, `${label}: dry run p99`, figures.p99Ms, 'ms'),
      none(SECTION, `${label}: dry run errors and non-2xx answers`, figures.errors + figures.non2xx),
    ];
  } finally {
    await stopBenchServer(child);
  }
}

export const dryRunSection: Section = {
  name: 'dryrun',
  async run(context) {
    const figures = await ratioOn(context, 'PGlite', 'pglite');
    const database = await serverDatabase(context.postgresUrl);
    try {
      figures.push(...(await ratioOn(context, 'PostgreSQL', 'postgres', database.url)));
    } finally {
      await database.dispose();
    }
    return figures;
  },
};
