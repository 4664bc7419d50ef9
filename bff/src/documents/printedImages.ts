import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Still } from '@configurator/render-sim/stills/stillCache';
import type { PdfPrinter } from './pdfPrinter.js';

/**
 * JPEG versions of stills for printing, on disk beside the stills and named by the still's content
 * key and width: converted once per picture, however many documents show it.
 */
export class PrintedImages {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly directory: string,
    private readonly printer: PdfPrinter,
  ) {}

  async jpeg(still: Still, maxWidth: number): Promise<Buffer> {
    const name = `${still.key}-${maxWidth}.jpg`;
    const path = join(this.directory, name.slice(0, 2), name);
    try {
      return await readFile(path);
    } catch {
      // Not converted yet.
    }
    const running = this.inFlight.get(name);
    if (running) return running;
    const converting = (async () => {
      const source = `data:${still.contentType};base64,${still.bytes.toString('base64')}`;
      const bytes = await this.printer.toJpeg(source, maxWidth);
      await mkdir(join(this.directory, name.slice(0, 2)), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      return bytes;
    })();
    this.inFlight.set(name, converting);
    try {
      return await converting;
    } finally {
      this.inFlight.delete(name);
    }
  }
}
