import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, the same from `src/` and from `dist/`. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where embedded PGlite keeps its files unless PGLITE_DATA_DIR says otherwise. */
export function defaultPgliteDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repositoryRoot, env.DATA_DIR?.trim() || 'data', 'pglite');
}
