import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the headers of a compressed answer cost about what compressing saves. */
const MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed on the spot (well under half a millisecond): handing it
 * to the thread pool and back costs as much CPU again as the compression itself, and each handover
 * allocates a compressor's state in another thread. Larger answers go to the pool.
 */
const INLINE_MAX_BYTES = 32 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** The encoding to answer with: brotli, else gzip, as the request accepts them (q=0 refuses). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const entry of (header ?? '').split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * tRPC answers with a web Response (JSON, not streamed: the client batches without streaming): its
 * status and headers go to the reply and its body is read, to be compressed as any JSON answer.
 */
async function fromResponse(reply: FastifyReply, response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!JSON_TYPE.test(type) || response.headers.has('content-encoding') || !response.body) return response;
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return Buffer.from(await response.arrayBuffer());
}

async function compressJson(request: FastifyRequest, reply: FastifyReply, sent: unknown) {
  const payload =
    sent instanceof Response && acceptedEncoding(request.headers['accept-encoding'])
      ? await fromResponse(reply, sent)
      : sent;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const size = Buffer.byteLength(payload);
  if (size < MIN_BYTES) return payload;
  reply.header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const inline = size <= INLINE_MAX_BYTES;
  const brotliOptions = {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  };
  const body =
    encoding === 'br'
      ? inline
        ? brotliCompressSync(payload, brotliOptions)
        : await brotli(payload, brotliOptions)
      : inline
        ? gzipSync(payload, { level: 6 })
        : await gzipAsync(payload, { level: 6 });
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return body;
}

/**
 * JSON answers of 1 KiB and more (the vehicle list, a model's overview with its parts, a
 * configuration) compressed for browsers that accept it: a fifth of the bytes over a mobile link.
 * Brotli at a middle quality costs well under a millisecond for such answers; the identity
 * provider's answers (tokens) are left as they are.
 */
export const jsonCompression = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) =>
    request.url.startsWith('/oidc') ? payload : compressJson(request, reply, payload),
  );
});
