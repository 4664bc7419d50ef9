import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const biome = join(repo, 'node_modules/.bin/biome');

/**
 * The import rule of the client's folders, checked the way `npm test` checks it: Biome with the
 * repository's biome.json, on files written into a scratch copy of the client's folder layout.
 */
describe('client folder boundaries (biome.json)', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
    cpSync(join(repo, 'biome.json'), join(scratch, 'biome.json'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The restricted-import diagnostics Biome reports for a file holding this one import. */
  async function restrictedImports(file: string, specifier: string): Promise<string> {
    const path = join(scratch, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `import { shared } from '${specifier}';\n\nexport const used = shared;\n`);
    const output = await run(biome, ['lint', '--vcs-enabled=false', '--max-diagnostics=none', file], {
      cwd: scratch,
    }).then(
      ({ stdout, stderr }) => stdout + stderr,
      (failed: { stdout: string; stderr: string }) => failed.stdout + failed.stderr,
    );
    rmSync(path);
    return output
      .split('\n')
      .filter((line) => line.includes('noRestrictedImports'))
      .join('\n');
  }

  const PART_ROW = 'client/src/features/parts/components/PartRow.tsx';
  const PARTS_TOP = 'client/src/features/parts/partLabels.ts';
  it.each([
    [PART_ROW, '../../configuration/components/VehiclePanel.js', 'refused'],
    [PARTS_TOP, '../summary/stores/summaryStore.js', 'refused'],
    [PART_ROW, '../../../app/DialogHost.js', 'refused'],
    ['client/src/stores/configurationStore.ts', '../features/parts/stores/partsStore.js', 'refused'],
    ['client/src/lib/configurationCalls.ts', '../app/ConfigurationScreen.js', 'refused'],
    [PART_ROW, '../stores/partsStore.js', 'allowed'],
    [PART_ROW, './PartMarkers.js', 'allowed'],
    [PART_ROW, '../../../stores/configurationStore.js', 'allowed'],
    [PART_ROW, '../../../lib/priceText.js', 'allowed'],
    [PART_ROW, '../../../ui/DialogFrame.js', 'allowed'],
    [PARTS_TOP, './stores/partsStore.js', 'allowed'],
    [PARTS_TOP, '../../stores/configurationStore.js', 'allowed'],
    ['client/src/app/ConfigurationScreen.tsx', '../features/parts/components/CategoryList.js', 'allowed'],
  ])('%s importing %s: %s', async (file, specifier, verdict) => {
    const diagnostics = await restrictedImports(file, specifier);
    if (verdict === 'refused') expect(diagnostics).toContain('noRestrictedImports');
    else expect(diagnostics).toBe('');
  });
});
