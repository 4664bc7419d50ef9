import type { NodeHealth, RenderJob, RenderMeta } from '@configurator/render-sim/protocol';

export type {
  ClipFormatSpec,
  LayerSpec,
  NodeHealth,
  RenderJob,
  RenderMeta,
  ScenePart,
  StillSpec,
  StreamStartSpec,
} from '@configurator/render-sim/protocol';

/** A node's websocket for live 3D sessions (see StreamStartSpec). */
export function streamSocketUrl(nodeUrl: string): string {
  return `${nodeUrl.replace(/^http/, 'ws')}/stream`;
}

export interface Rendered {
  bytes: Buffer;
  contentType: string;
  meta: RenderMeta;
}

/**
 * Why a render did not come back:
 * - unreachable: the node did not answer (down, killed, timed out): another node may do it.
 * - failed: the node answered 5xx: worth a bounded number of further tries.
 * - refused: the node cannot read the job (4xx): no node will.
 * - ffmpeg-missing: the node has no ffmpeg for a clip.
 */
export type RenderFailure = 'unreachable' | 'failed' | 'refused' | 'ffmpeg-missing';

export class RenderNodeError extends Error {
  constructor(
    readonly failure: RenderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RenderNodeError';
  }
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { Message?: unknown };
    if (typeof body.Message === 'string') return body.Message;
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 300) || `HTTP ${response.status}`;
}

function unreachable(url: string, error: unknown): RenderNodeError {
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new RenderNodeError(
    'unreachable',
    `render node ${url} did not answer${reason ? `: ${reason}` : ''}`,
  );
}

function parseMeta(header: string | null): RenderMeta {
  try {
    const meta = JSON.parse(header ?? '{}') as Partial<RenderMeta>;
    return {
      depth: typeof meta.depth === 'number' ? meta.depth : null,
      coverage: typeof meta.coverage === 'number' ? meta.coverage : null,
      renderMs: typeof meta.renderMs === 'number' ? meta.renderMs : 0,
    };
  } catch {
    return { depth: null, coverage: null, renderMs: 0 };
  }
}

/** The one way the server talks to render nodes: their HTTP API (render-sim/src/protocol.ts). */
export const renderClient = {
  async health(nodeUrl: string, timeoutMs = 2000): Promise<NodeHealth> {
    let response: Response;
    try {
      response = await fetch(new URL('/healthz', nodeUrl), { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw unreachable(nodeUrl, error);
    }
    if (!response.ok) throw new RenderNodeError('failed', await messageOf(response));
    const health = (await response.json()) as NodeHealth;
    if (typeof health.sceneVersion !== 'string' || typeof health.capacity !== 'number') {
      throw new RenderNodeError('refused', `render node ${nodeUrl} answered no node health`);
    }
    return health;
  },

  /** `abandon` gives the render up before its timeout (the node stopped answering its heartbeat). */
  async render(nodeUrl: string, job: RenderJob, timeoutMs: number, abandon?: AbortSignal): Promise<Rendered> {
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(new URL('/render', nodeUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(job),
        signal: abandon
          ? AbortSignal.any([AbortSignal.timeout(timeoutMs), abandon])
          : AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) bytes = Buffer.from(await response.arrayBuffer());
      else bytes = Buffer.alloc(0);
    } catch (error) {
      throw unreachable(nodeUrl, error);
    }
    if (!response.ok) {
      const message = await messageOf(response);
      if (response.headers.get('x-render-error') === 'ffmpeg-missing') {
        throw new RenderNodeError('ffmpeg-missing', message);
      }
      throw new RenderNodeError(response.status >= 500 ? 'failed' : 'refused', message);
    }
    return {
      bytes,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      meta: parseMeta(response.headers.get('x-render-meta')),
    };
  },
};
