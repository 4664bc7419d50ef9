import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests refused before any route sees them still get the API's `{ "Message": ... }` naming what
 * is wrong: an address segment longer than the router takes (414), an address that is not a URL
 * (400), and (below the framework, in the HTTP parser) headers and address together over Node's
 * 16 KB (431), a request that took too long to arrive (408) or one that is not HTTP at all (400).
 */
/** What the security plugin sends on every answer; these come before its hooks run. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
} as const;

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .code(414)
      .send({ Message: 'path: a segment of the address is too long; no field takes that many characters.' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ Message: 'path: the address is not a valid URL (a malformed %-escape).' });
    return;
  }
  void reply.code(400).send({ Message: `path: ${error.message}` });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers: the address and headers together are larger than 16 KB.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request: it did not arrive in time.'],
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'request: it is not valid HTTP.'];
  const body = JSON.stringify({ Message: message });
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const headers = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
  );
}
