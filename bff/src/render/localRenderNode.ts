import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import { BACKGROUND_NICENESS } from '@configurator/render-sim/chromium';

export interface LocalRenderNodeOptions {
  chromiumPath: string;
  ffmpegPath: string;
  /** Renders at once; 0 leaves it to the node. */
  capacity: number;
  /** Live 3D sessions at once; 0 or unset: none. */
  streams?: number;
  /**
   * Whether the live sessions' browser starts with the node and stays (a node of its own); false:
   * it starts when told that sessions are expected, or with the first, and closes 5 minutes after.
   */
  streamsWarm?: boolean;
  /** Run the node from its TypeScript source even where a build is there (benchmarks of the code as it is). */
  fromSource?: boolean;
  /** How long the node may take to listen. */
  startTimeoutMs?: number;
}

export interface LocalRenderNode {
  url: string;
  pid: number;
  /** Stops the node (and its Chromium with it). */
  close(): Promise<void>;
}

/** This server runs from its TypeScript source (tsx with the `source` condition: benches, harness). */
const serverFromSource = process.execArgv.some((arg) => arg === '--conditions=source');

/**
 * The node's entry: the compiled one beside a built server; from its TypeScript source under the
 * test runner or a server run from source (a build left from earlier would measure older code).
 */
function nodeCommand(fromSource: boolean): { args: string[] } {
  const compiled = join(repositoryRoot, 'render-sim', 'dist', 'node', 'main.js');
  const source = join(repositoryRoot, 'render-sim', 'src', 'node', 'main.ts');
  if (fromSource || serverFromSource || process.env.VITEST || !existsSync(compiled)) {
    return { args: ['--conditions=source', '--import', 'tsx', source] };
  }
  return { args: [compiled] };
}

/**
 * Starts a render node as a child process on a free port of 127.0.0.1. It is tied to this process
 * by its IPC channel: when this process ends, however it ends (kill -9 included), the channel
 * closes and the node stops, and its Chromium with it.
 */
export function startLocalRenderNode(options: LocalRenderNodeOptions): Promise<LocalRenderNode> {
  const { args } = nodeCommand(options.fromSource === true);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      RENDER_NODE_HOST: '127.0.0.1',
      RENDER_NODE_PORT: '0',
      CHROMIUM_PATH: options.chromiumPath,
      FFMPEG_PATH: options.ffmpegPath,
      ...(options.capacity > 0 ? { RENDER_NODE_CAPACITY: String(options.capacity) } : {}),
      RENDER_NODE_STREAMS: String(options.streams ?? 0),
      RENDER_NODE_STREAMS_WARM: options.streamsWarm === false ? '0' : '1',
    },
  });
  // Rendering (the warm-up above all) yields the CPU to the server's requests on a shared machine;
  // the node's Chromium, started later, inherits the priority.
  try {
    if (child.pid) setPriority(child.pid, BACKGROUND_NICENESS);
  } catch {
    // Not allowed here: the node runs at the server's priority.
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(stuck);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error('the local render node did not start in time'));
    }, options.startTimeoutMs ?? 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the local render node ended before it listened (${signal ?? code})`));
    });
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type !== 'listening' || typeof message.url !== 'string') return;
      clearTimeout(timer);
      // The node is not waited for by this process's event loop; its channel still ties it to us.
      child.unref();
      child.channel?.unref();
      resolve({ url: message.url, pid: child.pid ?? 0, close });
    });
  });
}
