import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
/** Builds kept for their sources, newest first; older ones are removed. */
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'client-builds');
const KEEP = 3;

export interface ClientBuild {
  /** The built client: index.html, assets/ and .vite/manifest.json. */
  dir: string;
  dispose(): Promise<void>;
}

/** What a build is made of: the client's own files, the domain sources it bundles and the lockfile. */
const INPUTS = [join(CLIENT_DIR, 'src'), join(CLIENT_DIR, 'tooling'), join(ROOT, 'domain', 'src')];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
  .map((name) => join(CLIENT_DIR, name))
  .concat(join(ROOT, 'package-lock.json'));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every file the build reads: equal sources, equal build. */
export async function clientSourcesHash(): Promise<string> {
  const files = [
    ...(await Promise.all(INPUTS.map(filesUnder))).flat(),
    ...INPUT_FILES.filter(existsSync),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(relative(ROOT, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function viteBuild(outDir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: CLIENT_DIR,
      // A test runner's NODE_ENV=test would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}

/** Removes all but the `KEEP` builds used last, and builds a stopped process left half written. */
async function pruneCache(): Promise<void> {
  const names = await readdir(CACHE_DIR).catch(() => [] as string[]);
  const dated = await Promise.all(
    names.map(async (name) => ({ name, used: (await stat(join(CACHE_DIR, name))).mtimeMs })),
  );
  const abandoned = dated.filter(({ name, used }) => name.startsWith('.') && Date.now() - used > 600_000);
  const builds = dated.filter(({ name }) => !name.startsWith('.')).sort((a, b) => b.used - a.used);
  for (const { name } of [...abandoned, ...builds.slice(KEEP)]) {
    await rm(join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

/**
 * A production build of the client for tests, benchmarks and the harness, made once per version of
 * its sources and then read by all of them: a build is written to a folder of its own and renamed
 * into the cache complete, so that nothing ever reads a build being written. Nobody writes into a
 * build once it is there; `dispose` leaves it for the next reader.
 */
export async function buildClient(): Promise<ClientBuild> {
  const key = await clientSourcesHash();
  const dir = join(CACHE_DIR, key);
  if (existsSync(join(dir, 'index.html'))) {
    const now = new Date();
    await utimes(dir, now, now);
    return { dir, dispose: async () => {} };
  }
  await mkdir(CACHE_DIR, { recursive: true });
  const fresh = await mkdtemp(join(CACHE_DIR, '.building-'));
  try {
    await viteBuild(fresh);
    // Another reader may have finished the same build first: theirs stays, this one goes.
    await rename(fresh, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(join(dir, 'index.html'))) throw error;
      await rm(fresh, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  await pruneCache();
  return { dir, dispose: async () => {} };
}
