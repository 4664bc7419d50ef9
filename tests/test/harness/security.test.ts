import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../harness/figures.js';
import { securitySection } from '../../harness/sections/security.js';
import { inlineScripts } from '../../harness/security/headers.js';

describe('the security section, quick', () => {
  it('finds inline scripts and handlers in a page, not scripts loaded from files or JSON data', () => {
    const page = `<script type="module" src="/assets/index.js"></script><script type="application/json">{"a":1}</script>
      <script>alert(1)</script><button onclick="go()">x</button><a href="javascript:go()">y</a>`;
    expect(inlineScripts(page)).toEqual(['<script>alert(1)', 'onclick="go()"', 'href="javascript:go()"']);
  });

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
