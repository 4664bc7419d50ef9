import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogJsonSchemaPath, catalogJsonSchemaText } from './catalogJsonSchema.js';

describe('catalog.schema.json', () => {
  it('is the schema generated from the zod format (run `npm run catalog:schema` after changing it)', () => {
    expect(readFileSync(catalogJsonSchemaPath, 'utf8')).toBe(catalogJsonSchemaText());
  });
});
