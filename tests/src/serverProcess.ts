import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '@configurator/migrations/db/database';
import { serverEnvironment } from '../../scripts/lib/serverEnvironment.mjs';

const serverEntry = fileURLToPath(new URL('../../bff/dist/server.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function environmentFor(target: DatabaseTarget): NodeJS.ProcessEnv {
  return target.kind === 'postgres'
    ? { DATABASE_URL: target.url }
    : { PGLITE_DATA_DIR: target.dataDir ?? '', DATABASE_URL: '' };
}

export interface RunningServer {
  url: string;
  /** The server's process id: the root of the tree it starts (render node, Chromium). */
  pid: number;
  output(): string;
  /** Sends SIGINT (as Ctrl-C does) and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends a signal (SIGKILL: a crash) and resolves once the process has ended. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server (`bff/dist/server.js`) as `npm start` does, and waits until it prints its
 * URL.
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningServer> {
  // A port chosen beforehand (env.PORT) lets PUBLIC_URL, and so the built-in login, name it.
  const port = Number(env.PORT) || (await freePort());
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    // No waiting-room clips recorded in the background unless a test asks for them.
    env: serverEnvironment({
      PREPARE_CLIPS: 'false',
      // Nor every model's picture layers: a test renders what it shows.
      RENDER_WARM_UP: 'false',
      // Tests send far more writes per minute than a visitor.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_LOGINS_PER_MINUTE: '1000000',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const check = setInterval(() => {
      if (output.includes(`http://127.0.0.1:${port}`)) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => output,
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}
