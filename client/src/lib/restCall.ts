import { reportApiError } from './apiErrorReporter.js';
import { HttpStatusError } from './httpErrors.js';
import { callHeaders } from './trpcClient.js';

/**
 * fetch for the REST facade, with the headers of every call. An answer that is not OK raises an
 * HttpStatusError carrying the server's Message, and goes to the app's error policy first, as a
 * failed tRPC call does: 401 and 403 send the browser to the entry point, anything else is logged.
 * No answer at all raises fetch's own TypeError and is not reported: the callers show the network
 * text where the visitor is looking.
 */
export async function restFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...callHeaders(),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { Message?: unknown } | null;
  const message = typeof body?.Message === 'string' && body.Message.trim() ? body.Message : null;
  const failure = new HttpStatusError(response.status, message);
  reportApiError(failure);
  throw failure;
}
