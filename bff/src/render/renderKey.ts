import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** Keys hashed in one go before the event loop gets a turn: a warm-up hashes thousands. */
const KEYS_PER_TURN = 200;

/**
 * The keys of many jobs, as the warm-up asks for them (every layer of every model, again for each
 * progress report): each job's key is kept beside the job for its scene version, and new ones are
 * hashed a slice at a time with a turn of the event loop between slices, so that requests are
 * answered meanwhile.
 */
export class RenderKeys {
  private readonly known = new WeakMap<RenderJob, { sceneVersion: string; key: string }>();

  async of(sceneVersion: string, jobs: readonly RenderJob[]): Promise<string[]> {
    const keys: string[] = [];
    let hashed = 0;
    for (const job of jobs) {
      const known = this.known.get(job);
      if (known?.sceneVersion === sceneVersion) {
        keys.push(known.key);
        continue;
      }
      if (++hashed % KEYS_PER_TURN === 0) await nextTurn();
      const key = renderKey(sceneVersion, job);
      this.known.set(job, { sceneVersion, key });
      keys.push(key);
    }
    return keys;
  }
}
