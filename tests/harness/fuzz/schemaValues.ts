/**
 * Values for the fuzzer from the OpenAPI document's JSON Schemas: `validValue` gives values the
 * schema accepts (most of the time: patterns are approximated), `invalidValue` values it refuses
 * (wrong types, nulls, huge strings, out-of-range numbers), both as fast-check arbitraries.
 */
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type Schemas = Record<string, JsonSchema>;

/** The schema behind a `$ref` to `#/components/schemas/...` (others as they are). */
export function resolve(schema: JsonSchema, schemas: Schemas): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    const name = current.$ref.split('/').pop() ?? '';
    current = schemas[name] ?? {};
  }
  return current;
}

/** Strings that tend to break things: unicode, control characters, markup, SQL, paths. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'ü€𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\u202e\u200b\ufeff',
  '👩‍👩‍👧‍👦',
  "' OR 1=1 --",
  '<script>window.__xss=1</script>',
  '../../../../etc/passwd',
  '%00',
  '{{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '\ud800',
];

/** A huge string (the body limit and column sizes get probed). */
export const hugeString = (length: number) =>
  fc.constantFrom('x', 'ä', '0', '<').map((c) => c.repeat(length));

const UUID_V4 = fc.uuid({ version: 4 });

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return UUID_V4;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    // Patterns are many and simple here: fast-check generates strings matching them.
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // an expression JavaScript cannot read: plain strings then
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e6);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts; `known` offers real values by property name (ids of the database). */
export function validValue(
  schema: JsonSchema,
  schemas: Schemas,
  known: Record<string, fc.Arbitrary<unknown>> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, schemas);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => validValue(o, schemas, known, depth + 1)));
  if (s.allOf?.length) return validValue(s.allOf[0] as JsonSchema, schemas, known, depth + 1);
  const arbitraries = typesOf(s).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringValue(s);
      case 'integer':
        return numberValue(s, true);
      case 'number':
        return numberValue(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(validValue(s.items ?? {}, schemas, known, depth + 1), {
              minLength: s.minItems ?? 0,
              maxLength: Math.min(s.maxItems ?? 4, 4),
            });
      case 'object':
        return depth > 4 ? fc.constant({}) : objectValue(s, schemas, known, depth);
      default:
        return fc.anything();
    }
  });
  return arbitraries.length ? fc.oneof(...arbitraries) : fc.jsonValue({ maxDepth: 2 });
}

function objectValue(
  s: JsonSchema,
  schemas: Schemas,
  known: Record<string, fc.Arbitrary<unknown>>,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const own = validValue(property, schemas, known, depth + 1);
    const real = known[name];
    record[name] = real ? fc.oneof({ arbitrary: real, weight: 3 }, own) : own;
  }
  return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
}

/** Values of the wrong kind for the schema: other types, null, huge or odd strings, out of range. */
export function invalidValue(schema: JsonSchema, schemas: Schemas): fc.Arbitrary<unknown> {
  const s = resolve(schema, schemas);
  const types = new Set(typesOf(s));
  const wrong: fc.Arbitrary<unknown>[] = [hugeString(70_000), fc.constantFrom(...NASTY_STRINGS)];
  if (!types.has('null')) wrong.push(fc.constant(null));
  if (!types.has('string')) wrong.push(fc.string({ maxLength: 12 }));
  if (!types.has('integer') && !types.has('number')) wrong.push(fc.integer());
  if (!types.has('boolean')) wrong.push(fc.boolean());
  if (!types.has('array')) wrong.push(fc.array(fc.integer(), { maxLength: 3 }));
  if (!types.has('object'))
    wrong.push(fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
  if (types.has('integer') || types.has('number'))
    wrong.push(
      fc.constantFrom(-1, -2147483649, 2 ** 53, 1.5, -0.000001, Number.MAX_SAFE_INTEGER * 10),
      fc.integer({ max: -1 }),
    );
  if (s.enum) wrong.push(fc.string({ maxLength: 8 }).filter((v) => !s.enum?.includes(v)));
  return fc.oneof(...wrong);
}
