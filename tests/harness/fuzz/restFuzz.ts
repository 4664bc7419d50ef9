/**
 * The REST fuzz: requests generated from the served OpenAPI document, sent over loopback a few at a
 * time, each answer judged: a 5xx is a defect, and so is a 4xx whose body has no `Message`, or (bad
 * input: 400, 413, 422) a Message that names none of the operation's fields.
 */
import fc from 'fast-check';
import { type FuzzRequest, fieldNames, type OpenApiDocument, operationsOf, requestsOf } from './requests.js';
import type { Schemas } from './schemaValues.js';

export interface Verdict {
  request: FuzzRequest;
  status: number;
  message: string;
  problem: '' | '5xx' | 'no message' | 'no field named';
}

export interface RestFuzzResult {
  sent: number;
  operations: number;
  byStatus: Record<number, number>;
  serverErrors: Verdict[];
  unclear: Verdict[];
}

const BAD_INPUT = new Set([400, 413, 422]);

/** How an answer is judged (exported for its test). */
export function judge(request: FuzzRequest, status: number, body: string, fields: Set<string>): Verdict {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { Message?: unknown };
    if (typeof parsed?.Message === 'string') message = parsed.Message;
  } catch {
    // not JSON: no Message
  }
  const verdict: Verdict = { request, status, message, problem: '' };
  if (status >= 500) verdict.problem = '5xx';
  else if (status >= 400 && !message.trim()) verdict.problem = 'no message';
  else if (BAD_INPUT.has(status)) {
    const words = message.toLowerCase();
    // 'body' for a body that is no JSON at all; 'path' for an address refused before routing (not
    // a URL, a segment longer than any field takes), where no single field can be told.
    const named = ['body', 'path', request.field.toLowerCase(), ...fields].some(
      (name) => name && new RegExp(`(^|[^a-z0-9])${escapeRegExp(name)}([^a-z0-9]|$)`).test(words),
    );
    if (!named) verdict.problem = 'no field named';
  }
  return verdict;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function send(base: string, request: FuzzRequest): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    // A reset connection or a timeout counts as a server error: the visitor gets no answer either.
    return { status: 599, body: JSON.stringify({ Message: `no answer: ${(error as Error).message}` }) };
  }
}

export interface RestFuzzOptions {
  base: string;
  document: OpenApiDocument;
  /** How many requests in all, spread evenly over the operations. */
  total: number;
  /** Real values by field name (ids of configurations and models in the database). */
  known: Record<string, fc.Arbitrary<unknown>>;
  /** Headers sent with a request (X-Requested-With, a token) in their mix. */
  headers: fc.Arbitrary<Record<string, string>>;
  seed: number;
  concurrency?: number;
}

export async function fuzzRest(options: RestFuzzOptions): Promise<RestFuzzResult> {
  const schemas: Schemas = options.document.components?.schemas ?? {};
  const operations = operationsOf(options.document);
  const perOperation = Math.ceil(options.total / operations.length);
  const queue: { request: FuzzRequest; fields: Set<string> }[] = [];
  operations.forEach((operation, index) => {
    const fields = fieldNames(operation, schemas);
    const arbitrary = requestsOf(operation, schemas, options.known, options.headers);
    for (const request of fc.sample(arbitrary, { numRuns: perOperation, seed: options.seed + index }))
      queue.push({ request, fields });
  });
  const result: RestFuzzResult = {
    sent: 0,
    operations: operations.length,
    byStatus: {},
    serverErrors: [],
    unclear: [],
  };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const { request, fields } = queue[next++] as (typeof queue)[number];
      const { status, body } = await send(options.base, request);
      result.sent++;
      result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
      const verdict = judge(request, status, body, fields);
      if (verdict.problem === '5xx') result.serverErrors.push(verdict);
      else if (verdict.problem) result.unclear.push(verdict);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return result;
}

/** One line of a verdict for the log. */
export function describeVerdict(v: Verdict): string {
  const body = v.request.body === undefined ? '' : ` body ${v.request.body.slice(0, 160)}`;
  return `${v.status} ${v.request.method} ${v.request.url.slice(0, 200)}${body} (${v.request.fault || 'valid'}${v.request.field ? ` ${v.request.field}` : ''}): ${v.message.slice(0, 200) || '(no Message)'}`;
}
