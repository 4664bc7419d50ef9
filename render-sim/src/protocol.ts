/**
 * What a render node answers over HTTP. Types only: the bff imports this file as types and never
 * the node's code.
 *
 *   GET  /healthz  -> NodeHealth (JSON)
 *   POST /render   RenderJob (JSON) -> the bytes (image/png, image/webp or video/mp4);
 *                  header x-render-meta: RenderMeta as JSON; x-scene-version: the scene's version.
 *                  400 { Message } for a job the node cannot read, 503 { Message } with
 *                  x-render-error: ffmpeg-missing for a clip without ffmpeg, 500 { Message } when
 *                  rendering failed.
 */
import type { ClipKind } from '@configurator/domain/rendering/clipKinds';
import type { ScenePart, StillSpec, XbowColors } from './scene/stillSpec.js';

export type { CameraPose, ScenePart, StillSpec, VehicleFamily, XbowColors } from './scene/stillSpec.js';

/**
 * One picture layer of a configuration's still. Stacked in the order background, base, then the
 * part layers (furthest first), they give the picture of the vehicle with all those parts.
 * - background: the studio alone, opaque.
 * - base: every pixel where the stock vehicle on the studio differs from the studio alone, opaque;
 *   every other pixel transparent.
 * - parts: every pixel where the vehicle with `parts` (one group of parts that change one
 *   another's look) on the studio differs from the stock vehicle on the studio, opaque; every
 *   other pixel transparent. Parts that replace or hide a stock part show what is behind it.
 */
export interface LayerSpec {
  role: 'background' | 'base' | 'parts';
  modelId: string;
  brand: StillSpec['brand'];
  family: StillSpec['family'];
  engineType: string;
  colorCode: string;
  xbowColors: XbowColors | null;
  /** Empty for background and base. */
  parts: ScenePart[];
  perspective: number;
  width: number;
  height: number;
  format: 'png' | 'webp';
}

export interface ClipFormatSpec {
  frames: number;
  fps: number;
  width: number;
  height: number;
}

export type RenderJob =
  | { kind: 'still'; spec: StillSpec }
  | { kind: 'layer'; spec: LayerSpec }
  | { kind: 'clip'; base: StillSpec; clip: ClipKind; format?: Partial<ClipFormatSpec> };

/** Sent back with every render in x-render-meta. */
export interface RenderMeta {
  /**
   * Layers of parts: the camera's distance to the middle of the parts' bounding box, in scene
   * units; a nearer layer is stacked over a further one. Null for every other render.
   */
  depth: number | null;
  /** Layers: the share of pixels that are opaque, 0..1. Null for every other render. */
  coverage: number | null;
  /** Milliseconds the node spent on the job. */
  renderMs: number;
}

export interface NodeHealth {
  /** Random per process start. */
  nodeId: string;
  /** Changes whenever the scene code changes; part of every cache key. */
  sceneVersion: string;
  /** Jobs the node renders at once. */
  capacity: number;
  inFlight: number;
  /** Renders done since the node started. */
  renders: number;
  /** Whether clips can be encoded. */
  ffmpeg: boolean;
  /** Live 3D sessions the node takes at once (0: the node streams nothing). */
  streamCapacity: number;
  /** Live 3D sessions running now. */
  streams: number;
  pid: number;
}

/**
 * A live 3D session, the first message the bff sends on the node's `/stream` websocket (JSON
 * `{ "type": "start", "spec": StreamStartSpec }`). Everything after it follows the stream protocol
 * (docs/stream-protocol.md): the visitor's commands and JSON messages relayed, and the node's
 * replies, states, signalling and JPEG frames relayed back.
 */
export interface StreamStartSpec {
  modelId: string;
  brand: StillSpec['brand'];
  family: StillSpec['family'];
  engineType: string;
  variationCode: string;
  variations: { code: string; colorCode: string }[];
  /** The power parts of the configuration, as category -> value commands would set them. */
  partIds: number[];
  powerParts: { id: number; value: string; categories: string[]; name: string }[];
  xbowColors: XbowColors | null;
  /** The X-Bow's saved rim size (19 inches when absent): 20 starts with the centre-lock wheels. */
  rimSize?: 19 | 20 | null;
  /** What the commands may name (see StreamTools in the domain). */
  tools: import('@configurator/domain/stream/streamTools').StreamTools;
  /** Saved tools applied at the end of the start (ToolsConfiguration). */
  saved: { environment?: string | null; lighting?: number | null; perspective?: string | null };
  mode: { portrait: boolean; touch: boolean; mobile: boolean };
  video: {
    mode: 'webrtc' | 'jpeg';
    iceServers: { urls: string | string[]; username?: string; credential?: string }[];
    width: number;
    height: number;
    fps: number;
    bitrate: { start: number; min: number; max: number; cut: number };
    /** Without a connected peer within this time the session sends JPEG frames instead. */
    webrtcTimeoutMs: number;
  };
  /** After LOAD_BASE begins, the video is attached this much later (BASE_LOAD_DELAY_MS). */
  baseLoadDelayMs: number;
  /** No INIT_DONE within this time ends the session (STREAM_START_TIMEOUT_MS). */
  startTimeoutMs: number;
}
