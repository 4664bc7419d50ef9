import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `npm test` runs two lanes side by side (scripts/test.mjs), each one file at a time: the files
 * that drive Chromium, the render node and whole servers (the tests workspace and render-sim), and
 * the rest (domain, client, bff, migrations). TEST_LANE names one; without it every file runs.
 */
const BROWSER_LANE = ['tests/**/*.test.ts', 'render-sim/**/*.test.ts'];
const CLIENT = ['client/src/**/*.test.ts', 'client/src/**/*.test.tsx', 'client/test/**/*.test.ts'];
const SERVER = ['domain/src/**/*.test.ts', 'bff/src/**/*.test.ts', 'migrations/src/**/*.test.ts'];
const EXCLUDE = ['**/node_modules/**', '**/dist/**'];

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The files of domain, bff, migrations, tests and render-sim share one process per lane, one
 * after another: a fresh process per file spent seconds importing the app and warming PGlite and
 * the serializers again, more than half of the server lane's time. A file that replaces a module
 * (vi.mock) runs in a process of its own, where the module is loaded after the replacement; so
 * do the client's files, which replace many and each build a DOM.
 */
function filesReplacingModules(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => join(folder, file))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}
const isolatedServerFiles = filesReplacingModules(['domain/src', 'bff/src', 'migrations/src']);
const isolatedBrowserFiles = filesReplacingModules(['tests/src', 'tests/test', 'render-sim/src']);

const lane = process.env.TEST_LANE;
if (lane && lane !== 'browser' && lane !== 'server')
  throw new Error(`TEST_LANE must be 'browser' or 'server', not '${lane}'`);

const project = (name: string, include: string[], isolate: boolean, exclude: string[] = []) =>
  ({
    extends: true,
    test: { name, include, exclude: [...EXCLUDE, ...exclude], isolate },
  }) satisfies TestProjectInlineConfiguration;

const browser = [
  project('browser', BROWSER_LANE, false, isolatedBrowserFiles),
  ...(isolatedBrowserFiles.length ? [project('browser-isolated', isolatedBrowserFiles, true)] : []),
];
const server = [
  project('server', SERVER, false, isolatedServerFiles),
  project('isolated', [...CLIENT, ...isolatedServerFiles], true),
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: lane === 'browser' ? browser : lane === 'server' ? server : [...server, ...browser],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
