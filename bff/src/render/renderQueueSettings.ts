import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/apiError.js';
import type { RenderJob } from './renderClient.js';

/** What the render queue is given and answers with, apart from the queue itself. */

/** Lower runs first. */
export const RENDER_PRIORITY = { visitor: 0, clip: 5, warmUp: 10 } as const;

export interface RenderRequest {
  job: RenderJob;
  /** For the warm-up's progress per model. */
  modelId: string | null;
}

/** 503 with Retry-After: no render node is up, or none finished the job in time. */
export class RenderUnavailableError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}

export interface RenderQueueOptions {
  /** How long a claimed job is this server's; after it any server claims it again. */
  leaseMs: number;
  /** How long a request waits for its render before it answers 503. */
  waitMs: number;
  /** How long one node may take for one job. */
  renderTimeoutMs: number;
  /** Tries of a job whose node failed before it is given up. */
  maxAttempts: number;
  /** How often the queue is looked at for work of other servers and jobs whose lease ran out. */
  pollMs: number;
  log: FastifyBaseLogger;
}
