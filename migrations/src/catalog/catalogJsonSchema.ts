import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { catalogSchema } from './catalogFormat.js';

export const catalogJsonSchemaPath = fileURLToPath(new URL('../../catalog.schema.json', import.meta.url));

/** The JSON Schema of the catalog format, as committed beside the package. */
export function catalogJsonSchemaText(): string {
  const schema = z.toJSONSchema(catalogSchema, { target: 'draft-2020-12', io: 'input' });
  return `${JSON.stringify({ ...schema, title: 'Vehicle configurator catalog', $id: 'catalog.schema.json' }, null, 2)}\n`;
}
