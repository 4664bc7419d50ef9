import { createHash } from 'node:crypto';
import type { RenderJob } from './renderClient.js';

/** JSON with object keys sorted: equal jobs give equal keys whatever order their fields were set in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The content key of a job's result under a scene version: the same key always means the same bytes. */
export function renderKey(sceneVersion: string, job: RenderJob): string {
  return createHash('sha256')
    .update(sceneVersion)
    .update('\n')
    .update(stableJson(job))
    .digest('base64url')
    .slice(0, 40);
}
