import { TRPCClientError } from '@trpc/client';

/**
 * What went wrong with a call, in the terms the error catalogue of the specification uses:
 * no answer at all (network), a missing identity or role (401/403), or any other HTTP status.
 */
type ApiFailure =
  | { kind: 'network' }
  | { kind: 'unauthorized'; status: 401 | 403 }
  | { kind: 'http'; status: number; message: string };

/** A REST answer that was not OK: its status, and the server's `Message` when it gave one. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

function byStatus(status: number, message: string): ApiFailure {
  if (status === 401 || status === 403) return { kind: 'unauthorized', status };
  return { kind: 'http', status, message };
}

function statusOf(error: TRPCClientError<never>): number | undefined {
  const data = error.data as { httpStatus?: unknown } | undefined;
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  const response = (error.meta as { response?: { status?: unknown } } | undefined)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export function classifyApiError(error: unknown): ApiFailure {
  if (error instanceof TRPCClientError) {
    const status = statusOf(error);
    if (status === undefined) return { kind: 'network' };
    return byStatus(status, error.message);
  }
  if (error instanceof HttpStatusError) return byStatus(error.status, error.message);
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'http', status: 0, message: error instanceof Error ? error.message : String(error) };
}

export function isNotFound(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'http' && failure.status === 404;
}
