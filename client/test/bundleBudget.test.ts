import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES, type InitialJs, initialJs } from '../tooling/bundleSize.js';
import { buildClient, type ClientBuild } from '../tooling/clientBuild.js';

describe('initial JavaScript of /main/motorcycles', () => {
  let build: ClientBuild | undefined;
  let initial: InitialJs;
  beforeAll(async () => {
    build = await buildClient();
    initial = await initialJs(build.dir);
  });
  afterAll(() => build?.dispose());

  it('stays within 170 KB gzip', () => {
    const kb = (initial.gzipBytes / 1024).toFixed(1);
    expect(initial.gzipBytes, `initial JS is ${kb} KB gzip`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    expect(initial.files.length).toBeGreaterThan(0);
  });

  it('loads the configuration, overview, preview, sandbox and not-found screens on demand', () => {
    const lazy = initial.lazySources.join('\n');
    for (const screen of [
      'ConfigurationScreen.tsx',
      'GuardedConfigurationRoute.tsx',
      'OverviewPage.tsx',
      'PreviewScreen.tsx',
      'SandboxScreen.tsx',
      'PageNotFound.tsx',
      // The dealer maps (and Leaflet with them) load only when a map shows.
      'LeafletDealerMap.tsx',
      'GoogleDealerMap.tsx',
    ]) {
      expect(lazy, screen).toContain(screen);
    }
  });
});
