import { currentCatalogOrigin, importCatalogText, sha256 } from '../catalog/importCatalog.js';
import { generateSeedCatalog, serializeCatalog } from '../seed/generateSeedCatalog.js';
import type { DatabaseHandle } from './database.js';

export type SeedOutcome = 'seeded' | 'unchanged' | 'kept-imported-catalog' | 'updated-seed' | 'not-seeded';

export const SEED_SOURCE = 'seed';

/**
 * Brings a database to the current schema and makes sure it has a catalog. Configurations are
 * never touched. A catalog imported from a file is kept; a seed catalog from an older release is
 * replaced by the current seed.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options = { seed: true },
): Promise<SeedOutcome> {
  await handle.migrate();
  const origin = await currentCatalogOrigin(handle.db);
  if (origin && origin.source !== SEED_SOURCE) return 'kept-imported-catalog';
  if (!options.seed) return 'not-seeded';
  const text = serializeCatalog(generateSeedCatalog());
  if (origin && origin.sha256 === sha256(text)) return 'unchanged';
  await importCatalogText(handle.db, text, SEED_SOURCE);
  return origin ? 'updated-seed' : 'seeded';
}
