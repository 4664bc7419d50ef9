import { defineConfig } from 'vitest/config';

const ALL = ['*/src/**/*.test.ts', '*/src/**/*.test.tsx', '*/test/**/*.test.ts'];
/**
 * `npm test` runs two lanes side by side (scripts/test.mjs), each one file at a time: the files
 * that drive Chromium, the render node and whole servers (the tests workspace and render-sim), and
 * the rest (domain, client, bff, migrations). TEST_LANE names one; without it every file runs.
 */
const BROWSER_LANE = ['tests/**/*.test.ts', 'render-sim/**/*.test.ts'];
const EXCLUDE = ['**/node_modules/**', '**/dist/**'];
const lane = process.env.TEST_LANE;
if (lane && lane !== 'browser' && lane !== 'server')
  throw new Error(`TEST_LANE must be 'browser' or 'server', not '${lane}'`);

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: lane === 'browser' ? BROWSER_LANE : ALL,
    exclude: lane === 'server' ? [...EXCLUDE, ...BROWSER_LANE] : EXCLUDE,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
