import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTest, runQuick } from '../../harness/load/testPostgres.js';
import { soakSection } from '../../harness/sections/soak.js';

/** The soak's short form: one minute of the load mix on the PostgreSQL server. */
describe('the soak section, quick', () => {
  let postgres: { url: string; stop(): void };
  beforeAll(async () => {
    postgres = await postgresForTest();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('grows neither file descriptors nor Chromium processes', { timeout: 400_000 }, async () => {
    const { figures, missed } = await runQuick(soakSection, postgres.url);
    expect(missed, JSON.stringify(missed, null, 2)).toEqual([]);
    expect(figures.some((f) => f.name.startsWith('bff: memory slope'))).toBe(true);
  });
});
