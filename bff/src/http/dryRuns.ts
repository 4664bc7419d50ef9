import type { FastifyRequest } from 'fastify';
import { API_BASE } from './restPlugin.js';

/** REST calls whose body may ask for a dry run (`DryRun: true`): nothing is written then. */
const REST_DRY_RUN_ROUTES = new Set(
  [
    '/configuration/:id/add-part',
    '/configuration/:id/remove-part',
    '/configuration/:id/apply-setup',
    '/configuration/update/:configurationId',
    '/configuration/update/:configurationId/:extra',
  ].map((route) => `${API_BASE}${route}`),
);

/** The same calls through tRPC (`dryRun: true`). */
const TRPC_DRY_RUN_PROCEDURES = new Set([
  'configuration.addPart',
  'configuration.removePart',
  'configuration.applySetup',
  'configuration.update',
]);
const TRPC_BASE = '/api/trpc/';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** tRPC reads its body itself: the raw JSON text; a batch (`?batch=1`) keys each call's input by its index. */
function trpcInputs(request: FastifyRequest, procedures: string[]): unknown[] | null {
  let body: unknown = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const batch = (request.query as Record<string, unknown> | undefined)?.batch;
  if (batch === '1' || batch === 'true') {
    if (!isObject(body)) return null;
    return procedures.map((_, index) => body[String(index)]);
  }
  return procedures.length === 1 ? [body] : null;
}

/**
 * Whether a request only asks what a part change would do (a dry run): it reads, writes nothing,
 * and is counted against the dry-run limit instead of the write limit. A dry-run flag on any other
 * call is not one, so that flag cannot move writes to the higher limit.
 */
export function isDryRun(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PUT') return false;
  const route = request.routeOptions.url ?? '';
  if (REST_DRY_RUN_ROUTES.has(route)) {
    return isObject(request.body) && request.body.DryRun === true;
  }
  if (!request.url.startsWith(TRPC_BASE)) return false;
  const path = (request.params as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return false;
  const procedures = path.split(',');
  if (!procedures.every((procedure) => TRPC_DRY_RUN_PROCEDURES.has(procedure))) return false;
  const inputs = trpcInputs(request, procedures);
  return inputs?.every((input) => isObject(input) && input.dryRun === true) ?? false;
}
