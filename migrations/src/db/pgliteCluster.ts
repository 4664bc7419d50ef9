import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAlive } from './dataDirLock.js';

/** PostgreSQL writes it into every cluster it creates: a data directory holding it is a database. */
const CLUSTER_MARK = 'PG_VERSION';

/** Whether `dataDir` holds a database already. */
export function hasCluster(dataDir: string): boolean {
  return existsSync(join(dataDir, CLUSTER_MARK));
}

/**
 * Creates the embedded database's cluster in `dataDir` (which must be empty) from a process of its
 * own, which ends when it is done. Creating a cluster runs PostgreSQL's initdb in WebAssembly, and
 * the process that ran it keeps about 450 MB more resident for as long as it lives (initdb's memory
 * and the files it wrote, held in memory on the way): the server then opens the finished cluster
 * like any later start does. The cluster is made beside `dataDir` and moved in with its
 * `PG_VERSION` last, so that a creation cut short leaves no half-made database behind.
 */
export async function createClusterApart(dataDir: string): Promise<void> {
  const leftover = readdirSync(dataDir);
  if (leftover.length > 0)
    throw new Error(
      `The embedded database's directory ${dataDir} holds files but no database (no ${CLUSTER_MARK}): empty it, or set PGLITE_DATA_DIR to another directory.`,
    );
  const prefix = `.${basename(dataDir)}.creating-`;
  removeAbandoned(dirname(dataDir), prefix);
  const making = join(dirname(dataDir), `${prefix}${process.pid}`);
  rmSync(making, { recursive: true, force: true });
  try {
    await runCreation(making);
    const entries = readdirSync(making).filter((entry) => entry !== CLUSTER_MARK);
    for (const entry of [...entries, CLUSTER_MARK]) renameSync(join(making, entry), join(dataDir, entry));
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
}

/** Clusters left half made by a server that died while making them (its pid no longer runs). */
function removeAbandoned(parent: string, prefix: string): void {
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid))
      rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * The creating process: PGlite started on `dir` (a new cluster), then closed. Tied to this process
 * by its IPC channel: if this one dies, it stops too.
 */
function runCreation(dir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = [
    `const { PGlite } = await import(${JSON.stringify(pglite)});`,
    `const pg = new PGlite({ dataDir: ${JSON.stringify(dir)} });`,
    "process.on('disconnect', () => process.exit(1));",
    'await pg.waitReady;',
    'await pg.close();',
    'process.exit(0);',
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && existsSync(join(dir, CLUSTER_MARK))) resolve();
      else
        reject(
          new Error(
            `Creating the embedded database in ${dir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no message'}`,
          ),
        );
    });
  });
}
