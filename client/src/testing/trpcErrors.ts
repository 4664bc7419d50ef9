import { TRPCClientError } from '@trpc/client';

/** A tRPC error as the client raises it for an HTTP status. */
export function httpError(status: number, message = `HTTP ${status}`): TRPCClientError<never> {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32000, data: { httpStatus: status } } } as never,
  });
}

/** A tRPC error as the client raises it when no answer arrives. */
export function networkError(): TRPCClientError<never> {
  return TRPCClientError.from(new TypeError('Failed to fetch')) as TRPCClientError<never>;
}
