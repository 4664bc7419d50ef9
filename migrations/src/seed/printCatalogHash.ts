/** Prints the SHA-256 of the serialised seed catalog, to compare generations across processes and machines. */
import { createHash } from 'node:crypto';
import { generateSeedCatalog, serializeCatalog } from './generateSeedCatalog.js';

const hash = createHash('sha256').update(serializeCatalog(generateSeedCatalog())).digest('hex');
process.stdout.write(`${hash}\n`);
