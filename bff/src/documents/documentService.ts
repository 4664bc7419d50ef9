import { createHash } from 'node:crypto';
import type { Configuration } from '@configurator/domain';
import type { CatalogService } from '../catalog/catalogService.js';
import { requestContext } from '../http/requestContext.js';
import type { Caller } from '../http/requestIdentity.js';
import type { ImageService } from '../images/imageService.js';
import { PdfCache } from './pdfCache.js';
import { PdfPrinter, type PdfPrinterStats } from './pdfPrinter.js';
import type { SummaryContent, SummaryRequest } from './summaryContent.js';
import { SUMMARY_TEMPLATE_VERSION, summaryHtml } from './summaryTemplate.js';

export interface PdfOptions {
  /** PNG bytes of the visitor's view, printed instead of the stills (pdfwithscreenshot). */
  screenshot?: Buffer | undefined;
  /** Who asks: recorded when the PDF creates the configuration's share link. */
  caller?: Caller | undefined;
  /** Where visitors reach the server, for the share link; default PUBLIC_URL, else localhost. */
  baseUrl?: string | undefined;
}

export interface PrintedPdf {
  bytes: Buffer;
  /** ASCII-safe, e.g. KTM-890-Adventure-R-2025-configuration.pdf. */
  fileName: string;
  cached: boolean;
}

export const DEFAULT_PDF_FILE_NAME = 'configuration.pdf';

/** `KTM 890 Adventure R 2025` -> `KTM-890-Adventure-R-2025-configuration.pdf`; nothing usable: the default. */
export function pdfFileName(modelName: string): string {
  const ascii = modelName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return ascii ? `${ascii}-configuration.pdf` : DEFAULT_PDF_FILE_NAME;
}

export interface DocumentServiceOptions {
  executablePath: string;
  concurrency: number;
  queueLimit: number;
  queueWaitMs: number;
  cacheBytes: number;
  publicUrl?: string | undefined;
  port: number;
}

/** What a summary is printed from. */
export interface DocumentSources {
  /** Reads a configuration and gives it its share link. */
  configurations: {
    state(id: string): Promise<Configuration>;
    share(id: string, caller: Caller): Promise<unknown>;
  };
  catalog: Pick<CatalogService, 'current' | 'modelName'>;
  images: Pick<ImageService, 'brandOf'>;
  /** The printed summary's content (summaryContent.ts). */
  summaryContent(request: SummaryRequest): Promise<SummaryContent>;
}

/**
 * PDF summaries of configurations: printed once per configuration version, culture, brand, share
 * link, day and screenshot, then served from the cache. Routes and mails both call
 * `configurationPdf`.
 */
export class DocumentService {
  readonly printer: PdfPrinter;
  readonly cache: PdfCache;

  constructor(
    private readonly sources: DocumentSources,
    private readonly options: DocumentServiceOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.printer = new PdfPrinter({
      executablePath: options.executablePath,
      concurrency: options.concurrency,
      queueLimit: options.queueLimit,
      queueWaitMs: options.queueWaitMs,
    });
    this.cache = new PdfCache(options.cacheBytes);
  }

  stats(): { printer: PdfPrinterStats; cache: ReturnType<PdfCache['stats']> } {
    return { printer: this.printer.stats(), cache: this.cache.stats() };
  }

  /**
   * The configuration's PDF in the culture's language (default: the configuration's own culture).
   * 404 for an unknown configuration, 410 for a deleted one, 503 when the printer's queue is full.
   */
  async configurationPdf(id: string, culture?: string, options: PdfOptions = {}): Promise<PrintedPdf> {
    const service = this.sources.configurations;
    let state = await service.state(id);
    // The PDF carries the share link; the first one creates it (a new version of the stream).
    if (!state.shareCode) {
      await service.share(id, options.caller ?? { actor: {} });
      state = await service.state(id);
    }
    const effectiveCulture = requestContext({ c: culture ?? state.culture }).culture;
    const baseUrl = (
      options.baseUrl ??
      this.options.publicUrl ??
      `http://localhost:${this.options.port}`
    ).replace(/\/$/, '');
    const shareUrl = `${baseUrl}/s/${state.shareCode}`;
    const now = this.now();
    const [snapshot, modelName, brand] = await Promise.all([
      this.sources.catalog.current(),
      this.sources.catalog.modelName(state.modelId),
      this.sources.images.brandOf(state.modelId),
    ]);
    const key = createHash('sha256')
      .update(
        JSON.stringify({
          template: SUMMARY_TEMPLATE_VERSION,
          id,
          version: state.version,
          culture: effectiveCulture,
          brand,
          catalog: snapshot.sha256,
          shareUrl,
          // The printed date: a PDF cached yesterday is printed again today.
          day: now.toISOString().slice(0, 10),
          screenshot: options.screenshot
            ? createHash('sha256').update(options.screenshot).digest('hex')
            : null,
        }),
      )
      .digest('base64url');
    const printedState = state;
    const { bytes, cached } = await this.cache.getOrCreate(key, async () => {
      const content = await this.sources.summaryContent({
        state: printedState,
        culture: effectiveCulture,
        shareUrl,
        screenshot: options.screenshot,
        now,
      });
      return this.printer.print(summaryHtml(content));
    });
    return { bytes, fileName: pdfFileName(modelName ?? ''), cached };
  }

  async close(): Promise<void> {
    await this.printer.close();
  }
}
