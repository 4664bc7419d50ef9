import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ComposeOptions, ComposeStack } from '../documents/composeInPage.js';
import { type CacheWriteFailed, cacheWriteWarning, writeCacheFile } from '../render/cacheFiles.js';
import type { RenderResult, RenderResults } from '../render/renderResults.js';

export interface ComposedImage {
  bytes: Buffer;
  /** Content key: the layers' keys and the output's form. */
  key: string;
  contentType: ComposeOptions['type'];
  cached: boolean;
}

const EXTENSION: Record<ComposeOptions['type'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export type ComposeImages = (stacks: readonly ComposeStack[]) => Promise<Buffer[]>;

/**
 * Whole pictures stacked from their layers, for what needs one picture rather than the layers (the
 * PDF, the catalog's hero and setup pictures, the /images/... URL): composed once per set of
 * layers and form, kept on disk by content key.
 */
export class LayerCompositor {
  private readonly inFlight = new Map<string, Promise<ComposedImage>>();
  private readonly writeFailed: CacheWriteFailed;

  constructor(
    private readonly directory: string,
    private readonly results: RenderResults,
    private readonly compose: ComposeImages,
    log?: { warn(details: object, message: string): void },
  ) {
    this.writeFailed = cacheWriteWarning(log, 'composed pictures');
  }

  private keyOf(layers: readonly RenderResult[], options: ComposeOptions): string {
    return createHash('sha256')
      .update(
        JSON.stringify([layers.map((l) => l.key), options.type, options.maxWidth, options.quality ?? null]),
      )
      .digest('base64url')
      .slice(0, 32);
  }

  private pathOf(key: string, options: ComposeOptions): string {
    return join(this.directory, key.slice(0, 2), `${key}.${EXTENSION[options.type]}`);
  }

  async image(layers: readonly RenderResult[], options: ComposeOptions): Promise<ComposedImage> {
    const [image] = await this.images([{ layers, options }]);
    if (!image) throw new Error('nothing composed');
    return image;
  }

  /**
   * Several pictures at once: those not composed before are composed together on one page of
   * the printer, so the pictures of one PDF take one place in its pool, not one each.
   */
  async images(
    requests: readonly { layers: readonly RenderResult[]; options: ComposeOptions }[],
  ): Promise<ComposedImage[]> {
    const keyed = requests.map((request) => ({
      ...request,
      key: this.keyOf(request.layers, request.options),
    }));
    const found = await Promise.all(
      keyed.map(async ({ key, options }): Promise<ComposedImage | null> => {
        try {
          return {
            bytes: await readFile(this.pathOf(key, options)),
            key,
            contentType: options.type,
            cached: true,
          };
        } catch {
          return null;
        }
      }),
    );
    const missing = keyed.filter((request, i) => !found[i] && !this.inFlight.has(request.key));
    if (missing.length > 0) {
      const composing = this.composeAll(missing);
      missing.forEach((request, i) => {
        const one = composing.then((images) => images[i] as ComposedImage);
        one.catch(() => undefined);
        this.inFlight.set(request.key, one);
        void one
          .finally(() => {
            if (this.inFlight.get(request.key) === one) this.inFlight.delete(request.key);
          })
          .catch(() => undefined);
      });
    }
    return Promise.all(
      keyed.map((request, i) => found[i] ?? (this.inFlight.get(request.key) as Promise<ComposedImage>)),
    );
  }

  private async composeAll(
    requests: readonly { layers: readonly RenderResult[]; options: ComposeOptions; key: string }[],
  ): Promise<ComposedImage[]> {
    const stacks = await Promise.all(
      requests.map(async ({ layers, options }) => ({
        sources: await Promise.all(
          layers.map(
            async (layer) =>
              `data:${layer.contentType};base64,${(await this.results.bytes(layer)).toString('base64')}`,
          ),
        ),
        options,
      })),
    );
    const composed = await this.compose(stacks);
    return Promise.all(
      requests.map(async ({ key, options }, i) => {
        const bytes = composed[i] as Buffer;
        // Without room on the disk the picture is still answered; it is composed again next time.
        await writeCacheFile(this.pathOf(key, options), bytes, this.writeFailed);
        return { bytes, key, contentType: options.type, cached: false };
      }),
    );
  }
}
