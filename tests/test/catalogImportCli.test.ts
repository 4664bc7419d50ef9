import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@configurator/migrations/db/database';
import { parts, vehicles } from '@configurator/migrations/db/schema/catalog';
import { miniCatalog } from '@configurator/migrations/testing/miniCatalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { environmentFor } from '../src/serverProcess.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function catalogImport(file: string, env: NodeJS.ProcessEnv) {
  return spawnSync('npm', ['run', '--silent', 'catalog:import', '--', file], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe.each(testDatabases())('npm run catalog:import on $name', (database) => {
  it('imports a good file and rejects a broken one with path-named errors, changing nothing', async () => {
    const { target, dispose } = await database.createTarget();
    const folder = await mkdtemp(join(tmpdir(), 'catalog-files-'));
    try {
      const env = environmentFor(target);
      const good = join(folder, 'good.json');
      await writeFile(good, JSON.stringify(miniCatalog()));
      const imported = catalogImport(good, env);
      expect(imported.stderr).toBe('');
      expect(imported.status).toBe(0);
      expect(imported.stdout).toContain('1 vehicles, 5 parts, 5 rules');

      const catalog = miniCatalog();
      catalog.vehicles[0]!.rules!.push({ ruleType: 1, partId: 101, parts: [31337] });
      catalog.parts[4]!.prices = { EUR: -5 };
      const bad = join(folder, 'bad.json');
      await writeFile(bad, JSON.stringify(catalog));
      const rejected = catalogImport(bad, env);
      expect(rejected.status).not.toBe(0);
      expect(rejected.stderr).toContain('parts[4].prices.EUR');

      catalog.parts[4]!.prices = { EUR: 500 };
      await writeFile(bad, JSON.stringify(catalog));
      const rejectedRule = catalogImport(bad, env);
      expect(rejectedRule.status).not.toBe(0);
      expect(rejectedRule.stderr).toContain('vehicles[0].rules[5].parts[0]: unknown part 31337');

      const handle = await openDatabase(target);
      expect((await handle.db.select({ n: count() }).from(vehicles))[0]?.n).toBe(1);
      expect((await handle.db.select({ n: count() }).from(parts))[0]?.n).toBe(5);
      await handle.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
      await dispose();
    }
  });
});
