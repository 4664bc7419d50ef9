import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../harness/figures.js';
import { securitySection } from '../../harness/sections/security.js';

describe('the security section, quick', () => {
  it('leaks no file, accepts no forged token, limits rates, sends the security headers and keeps stored markup inert', async () => {
    const lines: string[] = [];
    const figures = await securitySection.run({
      quick: true,
      // PGlite in memory: the quick form checks the answers, the database kind does not change them.
      postgresUrl: '',
      soakMinutes: 0,
      artifactsDir: mkdtempSync(join(tmpdir(), 'harness-security-')),
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
