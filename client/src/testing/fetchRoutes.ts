import { vi } from 'vitest';

/** One call the page made: the tRPC procedure (or REST path), its input and its headers. */
export interface RecordedCall {
  path: string;
  method: string;
  input: unknown;
  headers: Record<string, string>;
}

/** What a route answers: a body with 200, or a status with a message. */
export type RouteAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
type RouteHandler = (input: unknown, call: RecordedCall) => RouteAnswer | Promise<RouteAnswer>;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries((init?.headers as Record<string, string> | undefined) ?? {}).map(([k, v]) => [
      k.toLowerCase(),
      v,
    ]),
  );
}

/** tRPC's batch answer for one procedure: its data, or the error with the HTTP status in data. */
function trpcAnswer(answer: RouteAnswer): unknown {
  const status = answer.status ?? 200;
  if (status < 400) return { result: { data: answer.body } };
  const message = typeof answer.body === 'string' ? answer.body : `HTTP ${status}`;
  return { error: { message, code: -32600, data: { httpStatus: status, code: 'ERROR' } } };
}

/**
 * Replaces fetch with routes by tRPC procedure name or REST path, the way the server speaks over
 * HTTP: tRPC batches (one answer per procedure) and REST bodies. Unknown addresses answer 404.
 */
export function routeFetch(routes: Record<string, RouteHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (resource: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(resource instanceof Request ? resource.url : resource), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = headersOf(init);
    if (url.pathname.startsWith('/api/trpc/')) {
      const names = url.pathname.slice('/api/trpc/'.length).split(',');
      const inputs = JSON.parse(
        method === 'GET' ? (url.searchParams.get('input') ?? '{}') : String(init?.body ?? '{}'),
      ) as Record<string, unknown>;
      const answers = await Promise.all(
        names.map(async (name, index) => {
          const call = { path: name, method, input: inputs[String(index)], headers };
          calls.push(call);
          const handler = routes[name];
          return handler ? handler(call.input, call) : { status: 404, body: `no procedure ${name}` };
        }),
      );
      const status = answers.length === 1 ? (answers[0]?.status ?? 200) : 207;
      return new Response(JSON.stringify(answers.map(trpcAnswer)), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const input = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const call = { path: url.pathname, method, input, headers };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(input, call) : { status: 404, body: { Message: 'not found' } };
    const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body ?? {});
    return new Response(body, { status: answer.status ?? 200, headers: answer.headers ?? {} });
  });
  return calls;
}
