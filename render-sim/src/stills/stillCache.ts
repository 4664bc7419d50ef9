import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sceneBundle } from '../host/sceneBundle.js';
import type { StillSpec } from '../scene/stillSpec.js';

export interface Still {
  bytes: Buffer;
  /** Content key: the same key always means the same bytes. */
  key: string;
  contentType: 'image/png' | 'image/webp';
  /** True when the bytes came from the cache without rendering. */
  cached: boolean;
}

export interface StillRenderer {
  render(spec: StillSpec): Promise<Buffer>;
}

/** Field order fixed, parts sorted: equal configurations give equal keys. */
function canonicalSpec(spec: StillSpec): unknown {
  return {
    modelId: spec.modelId,
    brand: spec.brand,
    family: spec.family,
    engineType: spec.engineType,
    colorCode: spec.colorCode.toUpperCase(),
    parts: [...spec.parts]
      .sort((a, b) => a.partId - b.partId)
      .map((p) => [p.partId, [...p.categories], p.name]),
    xbowColors: spec.xbowColors,
    perspective: spec.perspective,
    width: spec.width,
    height: spec.height,
    format: spec.format,
    background: spec.background,
    layer: spec.layer ?? 'full',
    focusPartId: spec.focusPartId ?? null,
    focusView: spec.focusView ?? null,
    camera: spec.camera ?? null,
    lighting: spec.lighting ?? null,
    environment: spec.environment ?? null,
  };
}

export async function stillKey(spec: StillSpec): Promise<string> {
  const { version } = await sceneBundle();
  return createHash('sha256')
    .update(version)
    .update(JSON.stringify(canonicalSpec(spec)))
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Stills on disk by content key. A key already on disk is answered from the file without
 * rendering; concurrent requests for the same key share one render; files appear atomically.
 */
export class StillCache {
  private readonly inFlight = new Map<string, Promise<Still>>();

  constructor(
    private readonly directory: string,
    private readonly renderer: StillRenderer,
  ) {}

  private pathOf(key: string, format: StillSpec['format']): string {
    return join(this.directory, key.slice(0, 2), `${key}.${format}`);
  }

  async get(spec: StillSpec): Promise<Still> {
    const key = await stillKey(spec);
    const contentType = spec.format === 'webp' ? 'image/webp' : 'image/png';
    const path = this.pathOf(key, spec.format);
    try {
      return { bytes: await readFile(path), key, contentType, cached: true };
    } catch {
      // Not rendered yet.
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const rendering = (async (): Promise<Still> => {
      const bytes = await this.renderer.render(spec);
      await mkdir(join(this.directory, key.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return { bytes, key, contentType, cached: false };
    })();
    this.inFlight.set(key, rendering);
    try {
      return await rendering;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Reads a still that was rendered before, by key; null when there is none. */
  async read(key: string, format: StillSpec['format']): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(key)) return null;
    try {
      return await readFile(this.pathOf(key, format));
    } catch {
      return null;
    }
  }
}
