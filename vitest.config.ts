import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `npm test` runs two lanes side by side (scripts/test.mjs), each one file at a time: the files
 * that drive Chromium, the render node and whole servers with their browsers, and the rest
 * (domain, client, bff, migrations, scripts, and the tests workspace's checks that need only a
 * server and a database). TEST_LANE names one; without it every file runs.
 */
const BROWSER_LANE = [
  'tests/test/browser/**/*.test.ts',
  'tests/src/**/*.test.ts',
  'render-sim/**/*.test.ts',
  'tests/test/serverStart.test.ts',
  'tests/test/harness/load.test.ts',
  'tests/test/harness/accessibility.test.ts',
  'tests/test/harness/security.test.ts',
];
const CLIENT = ['client/src/**/*.test.ts', 'client/src/**/*.test.tsx', 'client/test/**/*.test.ts'];
const SERVER = [
  'domain/src/**/*.test.ts',
  'bff/src/**/*.test.ts',
  'migrations/src/**/*.test.ts',
  'scripts/test/**/*.test.ts',
  'tests/test/**/*.test.ts',
];
const EXCLUDE = ['**/node_modules/**', '**/dist/**'];

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The files of domain, bff, migrations, tests and render-sim share one process per lane, one
 * after another: a fresh process per file spent seconds importing the app and warming PGlite and
 * the serializers again, more than half of the server lane's time. A file that replaces a module
 * (vi.mock) runs in a process of its own, where the module is loaded after the replacement, in
 * the server lane; so do the client's files, which replace many and each build a DOM.
 */
function filesReplacingModules(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => join(folder, file))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}
const isolatedFiles = filesReplacingModules([
  'domain/src',
  'bff/src',
  'migrations/src',
  'scripts/test',
  'tests/src',
  'tests/test',
  'render-sim/src',
]);

const lane = process.env.TEST_LANE;
if (lane && lane !== 'browser' && lane !== 'server')
  throw new Error(`TEST_LANE must be 'browser' or 'server', not '${lane}'`);

const project = (name: string, include: string[], isolate: boolean, exclude: string[] = []) =>
  ({
    extends: true,
    test: { name, include, exclude: [...EXCLUDE, ...exclude], isolate },
  }) satisfies TestProjectInlineConfiguration;

const browser = [project('browser', BROWSER_LANE, false, isolatedFiles)];
const server = [
  project('server', SERVER, false, [...BROWSER_LANE, ...isolatedFiles]),
  project('isolated', [...CLIENT, ...isolatedFiles], true),
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: lane === 'browser' ? browser : lane === 'server' ? server : [...server, ...browser],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The suite's two lanes keep both cores busy: background rendering at its product niceness
    // (in a session group of its own) would wait behind them and its renders run out of time.
    env: { BACKGROUND_NICENESS: '0' },
    pool: 'forks',
    maxWorkers: 1,
  },
});
