/**
 * Requests for the fuzzer, from the OpenAPI document: per operation, valid ones and ones with one
 * thing wrong (a parameter or body field of the wrong kind, a required field missing, an extra
 * field, a body that is not JSON or of the wrong shape), as fast-check arbitraries.
 */
import fc from 'fast-check';
import {
  hugeString,
  invalidValue,
  type JsonSchema,
  resolve,
  type Schemas,
  validValue,
} from './schemaValues.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
}

export interface FuzzRequest {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was made wrong ('' for a valid request) and which field, for the report. */
  fault: string;
  field: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Schemas };
}

interface RequestBody {
  required?: boolean;
  content?: Record<string, { schema?: JsonSchema }>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      bodyRequired: operation.requestBody?.required ?? false,
    })),
  );
}

/** The names an answer may use for the fields of an operation (parameters, body properties at any depth). */
export function fieldNames(operation: Operation, schemas: Schemas): Set<string> {
  const names = new Set(operation.parameters.map((p) => p.name.toLowerCase()));
  const visit = (schema: JsonSchema | undefined, depth: number) => {
    if (!schema || depth > 6) return;
    const s = resolve(schema, schemas);
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      names.add(name.toLowerCase());
      visit(property, depth + 1);
    }
    for (const option of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
      visit(option, depth + 1);
    visit(s.items, depth + 1);
  };
  visit(operation.body, 0);
  return names;
}

type Values = Record<string, unknown>;

interface Draft {
  params: Values;
  body: unknown;
  bodyText?: string;
  contentType?: string;
  fault: string;
  field: string;
}

const PARAMETER_HUGE = 3000;
const BODY_HUGE = 70_000;

function parameterArbitraries(
  operation: Operation,
  schemas: Schemas,
  known: Record<string, fc.Arbitrary<unknown>>,
): Record<string, fc.Arbitrary<unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of operation.parameters) {
    const own = validValue(p.schema ?? { type: 'string' }, schemas, known);
    const real = known[p.name];
    record[p.name] = real ? fc.oneof({ arbitrary: real, weight: 4 }, own) : own;
  }
  return record;
}

/** How a value travels in a URL or a header. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encoded; a lone surrogate goes as the invalid UTF-8 bytes of one (the server must refuse it clearly). */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** A value wrong for a parameter: travels as text, so kept to a length a URL can carry. */
function invalidParameter(p: Parameter, schemas: Schemas): fc.Arbitrary<unknown> {
  return fc.oneof(
    invalidValue(p.schema ?? {}, schemas).filter((v) => asText(v).length < PARAMETER_HUGE),
    hugeString(PARAMETER_HUGE),
  );
}

function drafts(
  operation: Operation,
  schemas: Schemas,
  known: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Draft> {
  const params = fc.record(parameterArbitraries(operation, schemas, known), {
    requiredKeys: operation.parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  });
  const body = operation.body ? validValue(operation.body, schemas, known) : fc.constant(undefined);
  const valid = fc.record({ params, body }).map((d): Draft => ({ ...d, fault: '', field: '' }));
  const kinds: fc.Arbitrary<Draft>[] = [valid];
  if (operation.parameters.length) {
    kinds.push(
      fc
        .record({ params, body, which: fc.constantFrom(...operation.parameters) })
        .chain(({ params, body, which }) =>
          invalidParameter(which, schemas).map(
            (value): Draft => ({
              params: { ...params, [which.name]: value },
              body,
              fault: 'wrong value',
              field: which.name,
            }),
          ),
        ),
    );
  }
  const required = operation.parameters.filter((p) => p.required && p.in !== 'path');
  if (required.length)
    kinds.push(
      fc
        .record({ params, body, which: fc.constantFrom(...required) })
        .map(({ params, body, which }): Draft => {
          const { [which.name]: _dropped, ...rest } = params;
          return { params: rest, body, fault: 'missing', field: which.name };
        }),
    );
  if (operation.body) kinds.push(...bodyFaults(operation.body, schemas, params, body));
  return fc.oneof(...kinds);
}

function bodyFaults(
  schema: JsonSchema,
  schemas: Schemas,
  params: fc.Arbitrary<Values>,
  body: fc.Arbitrary<unknown>,
): fc.Arbitrary<Draft>[] {
  const s = resolve(schema, schemas);
  const objectSchema = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])]
    .map((o) => resolve(o, schemas))
    .find((o) => o.properties);
  const faults: fc.Arbitrary<Draft>[] = [
    fc
      .record({
        params,
        raw: fc.constantFrom('{', '{"a":', 'not json', '[]', '"text"', '12', 'null', '{}{}'),
      })
      .map(
        ({ params, raw }): Draft => ({
          params,
          body: undefined,
          bodyText: raw,
          fault: 'malformed body',
          field: 'body',
        }),
      ),
    fc.record({ params, body }).map(
      ({ params, body }): Draft => ({
        params,
        body,
        contentType: 'text/plain',
        fault: 'wrong content type',
        field: 'body',
      }),
    ),
    fc
      .record({ params, value: invalidValue(schema, schemas) })
      .map(({ params, value }): Draft => ({ params, body: value, fault: 'wrong body', field: 'body' })),
  ];
  const properties = objectSchema?.properties ?? {};
  const names = Object.keys(properties);
  if (!objectSchema || names.length === 0) return faults;
  const asObject = (value: unknown): Values =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
  const objectBody = validValue(objectSchema, schemas).map(asObject);
  faults.push(
    fc.record({ params, body: objectBody, name: fc.constantFrom(...names) }).chain(({ params, body, name }) =>
      fc.oneof(invalidValue(properties[name] ?? {}, schemas), hugeString(BODY_HUGE)).map(
        (value): Draft => ({
          params,
          body: { ...body, [name]: value },
          fault: 'wrong value',
          field: name,
        }),
      ),
    ),
    fc
      .record({
        params,
        body: objectBody,
        extra: fc.string({ minLength: 1, maxLength: 12 }),
        value: fc.jsonValue(),
      })
      .map(
        ({ params, body, extra, value }): Draft => ({
          params,
          body: { ...body, [`x${extra}`]: value },
          fault: 'extra field',
          field: '',
        }),
      ),
  );
  const required = (objectSchema.required ?? []).filter((name) => name in properties);
  if (required.length)
    faults.push(
      fc
        .record({ params, body: objectBody, name: fc.constantFrom(...required) })
        .map(({ params, body, name }): Draft => {
          const { [name]: _dropped, ...rest } = body;
          return { params, body: rest, fault: 'missing', field: name };
        }),
    );
  return faults;
}

/** The requests of one operation; `headers` go with each (the client's X-Requested-With, a token). */
export function requestsOf(
  operation: Operation,
  schemas: Schemas,
  known: Record<string, fc.Arbitrary<unknown>>,
  headers: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  return fc.record({ draft: drafts(operation, schemas, known), headers }).map(({ draft, headers }) => {
    let path = operation.path;
    const query = new URLSearchParams();
    const requestHeaders: Record<string, string> = { ...headers };
    for (const p of operation.parameters) {
      if (!(p.name in draft.params)) continue;
      const value = draft.params[p.name];
      const text = asText(value);
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodePart(text) || '%20');
      else if (p.in === 'query') query.set(p.name, text);
      else if (p.in === 'header') requestHeaders[p.name] = encodePart(text);
    }
    path = path.replace(/\{[^}]+\}/g, 'x');
    let body: string | undefined;
    if (draft.bodyText !== undefined) body = draft.bodyText;
    else if (draft.body !== undefined) body = JSON.stringify(draft.body);
    if (body !== undefined) requestHeaders['content-type'] = draft.contentType ?? 'application/json';
    const search = query.toString();
    return {
      operation,
      method: operation.method,
      url: `${path}${search ? `?${search}` : ''}`,
      headers: requestHeaders,
      body: operation.method === 'GET' ? undefined : body,
      fault: draft.fault,
      field: draft.field,
    };
  });
}
