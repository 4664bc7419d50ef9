/**
 * The server under load for the HTTP benchmark, in a process of its own so that the load
 * generator never shares its event loop: the app as `server.ts` builds it, plus a bare route
 * answering a constant. Prints `{"port":N}` once it listens; SIGTERM closes it.
 *
 *   BENCH_DATABASE=pglite | postgres (with BENCH_DATABASE_URL), DATABASE_POOL_SIZE as the server's
 */
import { openDatabase } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const kind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
// One address sends all the load: the per-address write limit would measure itself.
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PREPARE_CLIPS: 'false',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  ...(process.env.PDF_CONCURRENCY ? { PDF_CONCURRENCY: process.env.PDF_CONCURRENCY } : {}),
});
const handle = await openDatabase(
  kind === 'postgres'
    ? { kind, url: process.env.BENCH_DATABASE_URL ?? '', poolSize: config.DATABASE_POOL_SIZE }
    : { kind },
);
await prepareDatabase(handle);
const app = await buildApp(config, { database: handle });
app.get('/bench/constant', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
