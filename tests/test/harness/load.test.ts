import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTest, runQuick } from '../../harness/load/testPostgres.js';
import { loadSection } from '../../harness/sections/load.js';

/**
 * The load section's short form: 20 virtual configurators for 10 s on PGlite and on the PostgreSQL
 * server; every figure with a target meets it.
 */
describe('the load section, quick', () => {
  let postgres: { url: string; stop(): void };
  beforeAll(async () => {
    postgres = await postgresForTest();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('answers every call and keeps the page and the event loop responsive', {
    timeout: 400_000,
  }, async () => {
    const { figures, missed } = await runQuick(loadSection, postgres.url);
    expect(missed, JSON.stringify(missed, null, 2)).toEqual([]);
    for (const label of ['PGlite', 'PostgreSQL'])
      expect(figures.find((f) => f.name === `${label}: errors`)?.ok).toBe(true);
  });
});
