import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`the render node exited before it listened:\n${output}`);
    }),
  ])) as [{ type: string; url: string; pid: number }];
  if (message.type !== 'listening')
    throw new Error(`unexpected message from the render node: ${JSON.stringify(message)}`);
  return { url: message.url, pid: child.pid as number, child, output: () => output };
}
