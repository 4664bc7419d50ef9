import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ComposeOptions } from '../documents/pdfPrinter.js';
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

export type ComposeImage = (sources: readonly string[], options: ComposeOptions) => Promise<Buffer>;

/**
 * Whole pictures stacked from their layers, for what needs one picture rather than the layers (the
 * PDF, the catalog's hero and setup pictures, the /images/... URL): composed once per set of
 * layers and form, kept on disk by content key.
 */
export class LayerCompositor {
  private readonly inFlight = new Map<string, Promise<ComposedImage>>();
  /**
   * Compositions run one after another. Each holds a page of the PDF printer's pool while it
   * runs; in parallel, the pictures of one PDF took as many places as it has perspectives, and a
   * printer with one page and no queue refused a single PDF on an idle server as busy.
   */
  private lastComposition: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly directory: string,
    private readonly results: RenderResults,
    private readonly compose: ComposeImage,
  ) {}

  async image(layers: readonly RenderResult[], options: ComposeOptions): Promise<ComposedImage> {
    const key = createHash('sha256')
      .update(
        JSON.stringify([layers.map((l) => l.key), options.type, options.maxWidth, options.quality ?? null]),
      )
      .digest('base64url')
      .slice(0, 32);
    const name = `${key}.${EXTENSION[options.type]}`;
    const path = join(this.directory, key.slice(0, 2), name);
    try {
      return { bytes: await readFile(path), key, contentType: options.type, cached: true };
    } catch {
      // Not composed yet.
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const composing = (async (): Promise<ComposedImage> => {
      const sources = await Promise.all(
        layers.map(
          async (layer) =>
            `data:${layer.contentType};base64,${(await this.results.bytes(layer)).toString('base64')}`,
        ),
      );
      const bytes = await this.oneAtATime(() => this.compose(sources, options));
      await mkdir(join(this.directory, key.slice(0, 2)), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      return { bytes, key, contentType: options.type, cached: false };
    })();
    this.inFlight.set(key, composing);
    try {
      return await composing;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.lastComposition.then(work, work);
    this.lastComposition = turn.catch(() => undefined);
    return turn;
  }
}
