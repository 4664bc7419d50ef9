import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules } from './lib/dependencies.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await ensureNodeModules(root);
await buildAll(root);
