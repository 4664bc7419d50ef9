import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Figure, HarnessContext } from '../../harness/figures.js';
import { postgresForTest } from '../../harness/load/testPostgres.js';
import { dryRunSection } from '../../harness/sections/dryrun.js';
import { pdfMemorySection } from '../../harness/sections/pdfmemory.js';

const context = (name: string, postgresUrl = ''): HarnessContext => ({
  quick: true,
  postgresUrl,
  soakMinutes: 1,
  artifactsDir: '',
  log: (message) => console.log(`  [${name}] ${message}`),
});

const missed = (figures: Figure[]) => figures.filter((f) => f.ok === false);

/**
 * The budgets' short forms. The dry run's ratio to the bare route is reported only (4 s of load on
 * a shared machine say little about a ratio); its mechanism and its errors are checked. The PDF
 * tree's memory under 20 concurrent PDFs is held to the budget.
 */
describe('the budget sections, quick', () => {
  let postgres: { url: string; stop(): void };
  beforeAll(async () => {
    postgres = await postgresForTest();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('measures the dry run beside the bare route on PGlite and PostgreSQL, without errors', {
    timeout: 300_000,
  }, async () => {
    const figures = await dryRunSection.run(context('dryrun', postgres.url));
    expect(missed(figures), JSON.stringify(missed(figures), null, 2)).toEqual([]);
    for (const label of ['PGlite', 'PostgreSQL']) {
      const ratio = figures.find((f) => f.name.startsWith(`${label}: dry run add-part / bare route`));
      expect(ratio?.value).toBeGreaterThan(0);
      expect(figures.find((f) => f.name === `${label}: dry run errors and non-2xx answers`)?.ok).toBe(true);
    }
  });

  it('keeps the process tree within the memory budget under concurrent PDFs, and reports it at rest', {
    timeout: 400_000,
  }, async () => {
    const figures = await pdfMemorySection.run(context('pdfmemory'));
    expect(missed(figures), JSON.stringify(missed(figures), null, 2)).toEqual([]);
    expect(figures.some((f) => f.name.includes('at rest, after the burst'))).toBe(true);
    expect(figures.find((f) => f.name.includes('peak RSS'))?.ok).toBe(true);
  });
});
