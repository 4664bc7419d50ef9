/**
 * Two bff instances on one PostgreSQL database (issue 21, item 3): concurrent commands on one
 * configuration through both lose no update, and a login made through one instance holds on the
 * other and after a restart. Figures: lost updates (0), version gaps or duplicates (0), server
 * errors (0), the login checks (hold); commands answered and refused, and their times, reported.
 */
import { openDatabase } from '@configurator/migrations/db/database';
import { type Figure, none, percentile, reported, type Section } from '../figures.js';
import { type CommandRound, commandRound, eventReader, roundModel } from '../instances/concurrentCommands.js';
import { sharedLogin } from '../instances/sharedLogin.js';
import { startTwoServers } from '../instances/twoServers.js';

const SECTION = 'instances';

/** A seeded generator (mulberry32): the same orders of commands on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function commandFigures(rounds: CommandRound[], log: (message: string) => void): Figure[] {
  const all = <K extends 'lost' | 'serverErrors' | 'refused'>(key: K) => rounds.flatMap((r) => r[key]);
  for (const line of [...all('lost'), ...all('serverErrors'), ...all('refused')].slice(0, 12)) log(line);
  const durations = rounds.flatMap((r) => r.durations);
  return [
    none(SECTION, 'lost updates', all('lost').length),
    none(
      SECTION,
      'version gaps or duplicates',
      rounds.reduce((sum, r) => sum + r.versionFaults, 0),
    ),
    none(SECTION, 'server errors (5xx) of concurrent commands', all('serverErrors').length),
    reported(
      SECTION,
      'concurrent commands answered 2xx',
      `${rounds.reduce((sum, r) => sum + r.acknowledged, 0)} of ${rounds.reduce((sum, r) => sum + r.commands, 0)}`,
    ),
    reported(SECTION, 'concurrent commands refused (4xx, or a question)', all('refused').length),
    reported(SECTION, 'concurrent command p50', percentile(durations, 50), 'ms'),
    reported(SECTION, 'concurrent command p99', percentile(durations, 99), 'ms'),
  ];
}

export const instancesSection: Section = {
  name: SECTION,
  async run(context) {
    const servers = await startTwoServers(context.postgresUrl, context.log);
    const database = await openDatabase({ kind: 'postgres', url: servers.databaseUrl, poolSize: 2 });
    try {
      const model = await roundModel(servers.url('A'), context.quick ? 8 : 16);
      const count = context.quick ? 2 : 10;
      context.log(`${count} rounds of ${model.partIds.length * 2} commands at once on ${model.modelId}`);
      const random = seeded(21);
      const rounds: CommandRound[] = [];
      for (let i = 0; i < count; i++) {
        rounds.push(await commandRound((name) => servers.url(name), model, eventReader(database.db), random));
      }
      return [...commandFigures(rounds, context.log), ...(await sharedLogin(servers, context.log))];
    } finally {
      await database.close();
      await servers.dispose();
    }
  },
};
