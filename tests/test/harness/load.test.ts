import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTest, runQuick } from '../../harness/load/testPostgres.js';
import { loadSection } from '../../harness/sections/load.js';

/**
 * The load section's short form: 20 virtual configurators for 10 s on PGlite and on the PostgreSQL
 * server, every call answered and every process ended. Its timings (page and API p99, event-loop
 * delay) are speed targets: `npm run harness` holds them to their targets, this test only logs them.
 */
describe('the load section, quick', () => {
  let postgres: { url: string; stop(): void };
  beforeAll(async () => {
    postgres = await postgresForTest();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('answers every call of the visitors and leaves no process behind', { timeout: 400_000 }, async () => {
    const { figures } = await runQuick(loadSection, postgres.url);
    console.log(figures.map((f) => `${f.name}: ${f.value} ${f.unit} (${f.target})`).join('\n'));
    const missed = figures.filter((f) => f.unit !== 'ms' && f.ok === false);
    expect(missed, JSON.stringify(missed, null, 2)).toEqual([]);
    for (const label of ['PGlite', 'PostgreSQL']) {
      expect(figures.find((f) => f.name === `${label}: errors`)?.ok).toBe(true);
      expect(figures.find((f) => f.name === `${label}: processes left after the stop`)?.ok).toBe(true);
    }
  });
});
