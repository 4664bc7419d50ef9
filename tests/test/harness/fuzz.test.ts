import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../harness/figures.js';
import { fuzzSection } from '../../harness/sections/fuzz.js';

describe('the fuzz section, quick', () => {
  it('answers generated REST requests and stream messages with no 5xx and a Message naming the field', async () => {
    const lines: string[] = [];
    const figures = await fuzzSection.run({
      quick: true,
      // PGlite in memory: the quick form checks the answers, the database kind does not change them.
      postgresUrl: '',
      soakMinutes: 0,
      artifactsDir: mkdtempSync(join(tmpdir(), 'harness-fuzz-')),
      log: (message) => lines.push(message),
    });
    const table = `${formatTable(figures)}\n${lines.join('\n')}`;
    console.log(table);
    expect(figures.length, table).toBeGreaterThanOrEqual(6);
    expect(
      figures.filter((f) => f.ok === false),
      table,
    ).toEqual([]);
  }, 180_000);
});
