import { TRPCClientError } from '@trpc/client';
import { classifyApiError } from '../../../lib/httpErrors.js';

/**
 * Why the model list did not come, as the visitor is told: no answer (the connection), a company id
 * from the link that the catalog does not know, a country no market serves (the configurator is not
 * available there), or any other failure.
 */
export type ModelListFailure = 'network' | 'unknownCompany' | 'unknownMarket' | 'other';

/** The request field the server named as the cause (`cid`, `m`), when it named one. */
function faultyField(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const details = (error.data as { details?: { Field?: unknown } } | undefined)?.details;
  return typeof details?.Field === 'string' ? details.Field : undefined;
}

export function modelListFailure(error: unknown): ModelListFailure {
  const failure = classifyApiError(error);
  if (failure.kind === 'network') return 'network';
  if (failure.kind === 'http' && failure.status === 400) {
    const field = faultyField(error);
    if (field === 'cid') return 'unknownCompany';
    if (field === 'm') return 'unknownMarket';
  }
  return 'other';
}
