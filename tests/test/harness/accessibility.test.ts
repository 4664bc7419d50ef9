import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibility } from '../../harness/sections/accessibility.js';

/**
 * The accessibility section's short form: axe on the main screens and dialogs at desktop (KTM)
 * and phone (HQV) sizes, 0 serious or critical findings, and the dialogs met on the way
 * keyboard-complete. The app runs on PGlite: the section needs no PostgreSQL server.
 */
describe('the accessibility section, quick', () => {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'harness-accessibility-'));
  afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

  it('finds no serious or critical axe finding and keyboard-complete dialogs', {
    timeout: 300_000,
  }, async () => {
    const figures = await accessibility.run({
      quick: true,
      postgresUrl: process.env.TEST_DATABASE_URL ?? '',
      soakMinutes: 0,
      artifactsDir,
      log: (message) => console.log(`  [accessibility] ${message}`),
    });
    const missed = figures.filter((figure) => figure.ok === false);
    expect(
      missed,
      `${JSON.stringify(missed, null, 2)}\n${readFileSync(join(artifactsDir, 'findings.jsonl'), 'utf8')}`,
    ).toEqual([]);
    // The walk reached the screens and dialogs it names, at both sizes.
    const names = figures.map((figure) => figure.name);
    for (const kind of ['model selection', '2D configuration', 'summary', 'dialog conflictWhileAddPart'])
      expect(names).toContain(`axe serious+critical: ${kind} (2 scans)`);
    expect(names).toContain('keyboard-complete dialog: conflictWhileAddPart');
  });
});
