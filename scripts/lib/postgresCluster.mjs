import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './systemPackages.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary; as root through the postgres user, since the server refuses root. */
function pgExec(binDir, tool, args) {
  const command = [join(binDir, tool), ...args];
  if (isRoot()) {
    const quoted = command.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(command[0], command.slice(1), { stdio: 'pipe' });
  }
}

/**
 * Starts a throwaway cluster on a free loopback port; `stop()` ends it with its own pg_ctl.
 * Tests run it without fsync; `durable` keeps the server's default (fsync on), as benchmarks want.
 * `pause()` stops the server (fast shutdown: sessions are ended, as in a restart) and `resume()`
 * starts it again on the same data directory and port, so clients find it where it was.
 */
export async function startPostgresCluster({ durable = false } = {}) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found (Debian package "postgresql").');
  const dir = mkdtempSync(join(tmpdir(), 'configurator-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  pgExec(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${durable ? '' : '-c fsync=off '}-c max_connections=200`;
  const start = () =>
    pgExec(binDir, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  start();
  let stopped = false;
  let paused = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    /** Stops the server, keeping its data; connections are refused until `resume()`. */
    pause() {
      if (stopped || paused) return;
      pgExec(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      paused = true;
    },
    /** Starts the paused server again on the same data directory and port. */
    resume() {
      if (stopped || !paused) return;
      start();
      paused = false;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!paused) pgExec(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
