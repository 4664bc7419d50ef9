import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRenderNode } from '@configurator/bff/render/localRenderNode';
import { freePort } from '@configurator/bff/testing/oidcLogin';
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
  /**
   * A real render node (Chromium drawing the scene) with this many live 3D sessions, for the 3D
   * screen's streams; by default a stub node answers pictures and streams nothing.
   */
  streams?: number;
}

/** The stub node, or a real one (its Chromium) where the test needs the 3D stream. */
async function startRenderNode(
  streams: number | undefined,
): Promise<{ url: string; close(): Promise<void> }> {
  if (!streams) return startStubRenderNode();
  return startLocalRenderNode({
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ffmpegPath: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
    capacity: 1,
    streams,
  });
}

export async function startShellServer(
  clientDir: string,
  options: ShellServerOptions = {},
): Promise<ShellServer> {
  const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });
  if (!pglite) throw new Error('no PGlite test database');
  const cacheDir = await mkdtemp(join(tmpdir(), 'configurator-stills-'));
  const node = await startRenderNode(options.streams);
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

/**
 * The whole app as `startShellServer` gives it, with the built-in login: the provider's issuer and
 * the client's redirect URI name the port, so a free port is chosen first and the server's
 * addresses (PORT, PUBLIC_URL, the issuer) follow it. More environment may be a function of that
 * origin (e.g. a tile map served from the server's own address).
 */
export async function startShellServerWithLogin(
  clientDir: string,
  env: NodeJS.ProcessEnv | ((origin: string) => NodeJS.ProcessEnv) = {},
  streams?: number,
): Promise<ShellServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const more = typeof env === 'function' ? env(origin) : env;
  return startShellServer(clientDir, {
    port,
    env: { PORT: String(port), PUBLIC_URL: origin, OIDC_ISSUER: `${origin}/oidc`, ...more },
    ...(streams ? { streams } : {}),
  });
}
