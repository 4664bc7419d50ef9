import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** Routes declare a zod schema, or `{ properties: zodSchema }` as fastify-type-provider-zod allows. */
function zodOf(schema: unknown): z.ZodType {
  if (isZodSchema(schema)) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (isZodSchema(properties)) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The JSON schema of what a route answers, as the OpenAPI document describes it (zod's output
 * side): shared components (`.meta({ id })`) become local definitions, `z.undefined()` null.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (context) => {
      const definition = (context.zodSchema as { _zod: { def: { type: string } } })._zod.def;
      if (definition.type === 'undefined') context.jsonSchema.type = 'null';
      if (definition.type === 'date') {
        context.jsonSchema.type = 'string';
        context.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const UNIONS = ['anyOf', 'oneOf'] as const;

/** The one branch of a union with null that is not null, when that is all the union is. */
function nullableBranch(branches: unknown[]): Node | null {
  if (branches.length !== 2 || !branches.every(isNode)) return null;
  const others = (branches as Node[]).filter((branch) => branch.type !== 'null');
  return others.length === 1 ? (others[0] as Node) : null;
}

/**
 * The same answer shape without the unions the serializer would need a validator for: `X or
 * null` becomes X marked `nullable` (a shared component X through a nullable copy of it), and a
 * choice of constants of one type becomes that type. fast-json-stringify picks a union's branch
 * by validating the value with ajv on every answer, and compiles those validators first: about
 * five seconds of every start, and a validation of every such field in every answer.
 */
export function serializerSchema(schema: JsonSchema): JsonSchema {
  const root = structuredClone(schema) as Node;
  const definitions = (isNode(root.definitions) ? root.definitions : {}) as Record<string, Node>;
  const nullableCopies = new Set<string>();
  const nullableRef = (ref: string): string | null => {
    const name = ref.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : null;
    const target = name === null ? undefined : definitions[name];
    if (!target || target.$ref || UNIONS.some((key) => key in target) || target.allOf) return null;
    nullableCopies.add(name as string);
    return `#/definitions/${name}__nullable`;
  };
  const simplify = (node: Node): Node => {
    for (const key of UNIONS) {
      const branches = node[key];
      if (!Array.isArray(branches)) continue;
      const { [key]: _union, ...rest } = node;
      const branch = nullableBranch(branches);
      if (branch && typeof branch.$ref === 'string') {
        const ref = nullableRef(branch.$ref);
        if (ref) return { ...rest, $ref: ref };
      } else if (branch && typeof branch.type === 'string' && !UNIONS.some((k) => k in branch)) {
        return { ...rest, ...branch, nullable: true };
      }
      const types = new Set(branches.map((b) => (isNode(b) && b.const !== undefined ? b.type : null)));
      const [type] = types;
      if (types.size === 1 && typeof type === 'string') return { ...rest, type };
    }
    return node;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isNode(value)) return value;
    const node = simplify(value);
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  for (const name of Object.keys(definitions)) definitions[name] = walk(definitions[name]) as Node;
  const { definitions: _definitions, ...body } = root;
  const walked = walk(body) as Node;
  for (const name of nullableCopies)
    definitions[`${name}__nullable`] = { ...definitions[name], nullable: true };
  return { ...walked, definitions };
}

type Stringify = (data: unknown) => string;
/** Serializers by schema: many routes answer the same shape, and tests start many apps. */
const compiled = new Map<string, Stringify>();

/**
 * Answers shaped by Fastify's schema-driven serializer (fast-json-stringify compiled from the
 * route's response schema) rather than parsed by zod on every answer: the same fields in the same
 * order, properties the schema does not declare left out, a missing required field an error (500).
 * Requests are still validated by zod (validatorCompiler).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const shape = serializerSchema(responseJsonSchema(zodOf(schema)));
  const key = JSON.stringify(shape);
  let stringify = compiled.get(key);
  if (!stringify) {
    // Validators of unions that are left compiled now, while the app gets ready, instead of on
    // the first answer that needs one: that compile held the event loop for seconds under load.
    stringify = fastJsonStringify(shape as never, { compileValidators: true }) as Stringify;
    compiled.set(key, stringify);
  }
  return stringify;
};
