import { createReadStream } from 'node:fs';
import { CLIP_KINDS, type ClipGroup, clipUrl, isClipGroup } from '@configurator/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/apiError.js';
import { parseByteRange } from './byteRange.js';
import { clipKindOfFile } from './clipService.js';

/** A day: the URL stays, the content changes with the scene, and then its ETag does. */
const CLIP_CACHE_CONTROL = 'public, max-age=86400';

function groupOf(value: string): ClipGroup {
  if (!isClipGroup(value))
    throw new ApiError(404, `group: no clips for ${value}; there are xbow, street, ktm, hqv and gg.`);
  return value;
}

/**
 * The waiting-room clips: `/videos/{group}/` lists a group's three clips,
 * `/videos/{group}/{group}_{rotate|zoom|focus}.mp4` serves one, with byte ranges (browsers seek
 * and start video with them), ETag and 304. Recorded on first request when the warm-up has not
 * recorded it yet. Outside the REST facade, so not in its OpenAPI document.
 */
export const clipRoutes = fp(async (app: FastifyInstance) => {
  const hidden = { schema: { hide: true } };

  const list = async (group: string) => {
    const known = groupOf(group);
    await app.services.clips.request(known, 'rotate');
    return CLIP_KINDS.map((kind) => clipUrl(known, kind));
  };
  app.get<{ Params: { group: string } }>('/videos/:group/', hidden, async (request) =>
    list(request.params.group),
  );
  app.get<{ Params: { group: string } }>('/videos/:group', hidden, async (request) =>
    list(request.params.group),
  );

  app.get<{ Params: { group: string; file: string } }>(
    '/videos/:group/:file',
    hidden,
    async (request, reply) => {
      const group = groupOf(request.params.group);
      const kind = clipKindOfFile(group, request.params.file);
      if (!kind) {
        throw new ApiError(
          404,
          `file: the ${group} clips are ${CLIP_KINDS.map((k) => `${group}_${k}.mp4`).join(', ')}.`,
        );
      }
      const clip = await app.services.clips.clip(group, kind);
      const etag = `"${clip.key}"`;
      reply
        .header('etag', etag)
        .header('cache-control', CLIP_CACHE_CONTROL)
        .header('accept-ranges', 'bytes')
        .header('x-render-cache', clip.cached === false ? 'miss' : 'hit')
        .type('video/mp4');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // A range of another version of the file is no use: If-Range asks for the whole file then.
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? null : parseByteRange(request.headers.range, clip.size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${clip.size}`).send();
      }
      if (!range) {
        reply.header('content-length', clip.size);
        return reply.send(clip.held ?? createReadStream(clip.path));
      }
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${clip.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(
          // A clip whose disk copy could not be written (a full disk) is served from its bytes.
          clip.held?.subarray(range.start, range.end + 1) ??
            createReadStream(clip.path, { start: range.start, end: range.end }),
        );
    },
  );
});
