import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStubRenderNode } from '@configurator/bff/testing/stubRenderNode';
import { startTestApp } from '@configurator/bff/testing/testApp';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';

export interface ShellServer {
  /** http://127.0.0.1:{port} */
  url: string;
  close(): Promise<void>;
}

/**
 * The whole app on embedded PGlite, listening on a free port and serving the given client build.
 * Pictures come from a stub render node: the shell's pages never wait for Chromium to draw a motorcycle.
 */
export interface ShellServerOptions {
  /** More environment for the server, e.g. CDC_ENABLED=false. */
  env?: NodeJS.ProcessEnv;
  /**
   * The port to listen on (default: any free one). The built-in identity provider needs it known
   * before the start: its issuer and redirect URI name it.
   */
  port?: number;
}

export async function startShellServer(
  clientDir: string,
  options: ShellServerOptions = {},
): Promise<ShellServer> {
  const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });
  if (!pglite) throw new Error('no PGlite test database');
  const cacheDir = await mkdtemp(join(tmpdir(), 'configurator-stills-'));
  const node = await startStubRenderNode();
  const test = await startTestApp(pglite, {
    CLIENT_DIST_DIR: clientDir,
    RENDER_CACHE_DIR: cacheDir,
    RENDER_NODES: node.url,
    RENDER_LOCAL_NODE: 'false',
    ...options.env,
  });
  try {
    await test.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  } catch (error) {
    await test.close();
    await node.close();
    throw error;
  }
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error(`unexpected server address ${address}`);
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await test.close();
      await node.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
