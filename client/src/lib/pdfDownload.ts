import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { requestContext } from '../stores/configurationStore.js';
import { restFetch } from './restCall.js';

/**
 * The REST facade: a PDF is a binary download with its file name in Content-Disposition, which a
 * tRPC answer (JSON) does not carry.
 */
const API_BASE = '/api/posconfigurator';
const DEFAULT_PDF_NAME = 'configuration.pdf';

function contextQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...requestContext(), ...extra }).toString();
}

/** The file name of a Content-Disposition header, else the spec's default. */
function pdfFileName(disposition: string | null): string {
  if (!disposition) return DEFAULT_PDF_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || DEFAULT_PDF_NAME;
}

export interface PdfSubject {
  configurationId: string;
  modelId: string;
  variationCode: string;
  /** Main image of each applied part, in applied order. */
  mainImages: readonly string[];
}

/**
 * The PDF summary with its stamp, handed to the browser as a download: GET pdf, or with a
 * screenshot of this configuration POST pdfwithscreenshot, which prints the screenshot too.
 */
export async function downloadPdf(subject: PdfSubject, screenshot: string | null = null): Promise<void> {
  const stamp = configurationStamp(subject);
  const id = encodeURIComponent(subject.configurationId);
  const response = screenshot
    ? await restFetch(`${API_BASE}/configuration/${id}/pdfwithscreenshot?${contextQuery({ stamp })}`, {
        method: 'POST',
        body: JSON.stringify({ ScreenshotData: screenshot }),
      })
    : await restFetch(`${API_BASE}/configuration/${id}/pdf?${contextQuery({ stamp })}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pdfFileName(response.headers.get('content-disposition'));
    link.click();
  } finally {
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
