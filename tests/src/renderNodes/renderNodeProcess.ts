import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeListening } from '@configurator/render-sim/testing/nodeListening';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The built node, as a deployment runs it; `npm test` builds before the tests run. */
export const RENDER_NODE_ENTRY = fileURLToPath(
  new URL('../../../render-sim/dist/node/main.js', import.meta.url),
);

export interface RenderNodeProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
}

/**
 * Starts a built render node on a free port of 127.0.0.1 and waits until it listens. Its IPC
 * channel ties it to this process: if the test process dies, the node and its Chromium go too.
 */
export async function startRenderNodeProcess(env: NodeJS.ProcessEnv = {}): Promise<RenderNodeProcess> {
  if (!existsSync(RENDER_NODE_ENTRY)) {
    throw new Error(`${RENDER_NODE_ENTRY} is missing: build first (npx tsc -b tsconfig.build.json)`);
  }
  const child = spawn(process.execPath, [RENDER_NODE_ENTRY], {
    cwd: repositoryRoot,
    env: { ...process.env, RENDER_NODE_HOST: '127.0.0.1', RENDER_NODE_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const { message, output } = await nodeListening(child);
  if (message.type !== 'listening')
    throw new Error(`unexpected message from the render node: ${JSON.stringify(message)}`);
  return { url: message.url, pid: child.pid as number, child, output };
}
