import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { callHeaders } from '../../../lib/trpcClient.js';
import { requestContext } from '../../configuration/stores/configurationStore.js';
import type { OutputNotice } from '../stores/summaryStore.js';

/** The REST facade: the documents (PDF, dealer enquiry) are not on tRPC. */
const API_BASE = '/api/posconfigurator';
const DEFAULT_PDF_NAME = 'configuration.pdf';

/** An output that did not happen, with the reason the summary shows. */
export class OutputRefused extends Error {
  constructor(
    readonly notice: OutputNotice,
    message: string,
  ) {
    super(message);
    this.name = 'OutputRefused';
  }
}

/** The notice for a refused REST call: 501 is a function the server does not offer yet. */
export function noticeOfStatus(status: number): OutputNotice {
  if (status === 501) return 'notAvailable';
  if (status === 401) return 'loginRequired';
  return 'failed';
}

function contextQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...requestContext(), ...extra }).toString();
}

async function refusal(response: Response): Promise<OutputRefused> {
  const body = (await response.json().catch(() => null)) as { Message?: unknown } | null;
  const message = typeof body?.Message === 'string' ? body.Message : `HTTP ${response.status}`;
  return new OutputRefused(noticeOfStatus(response.status), message);
}

/** The file name of a Content-Disposition header, else the spec's default. */
export function pdfFileName(disposition: string | null): string {
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

/** GET the PDF summary with its stamp and hands the file to the browser as a download. */
export async function downloadPdf(subject: PdfSubject): Promise<void> {
  const stamp = configurationStamp(subject);
  const response = await fetch(
    `${API_BASE}/configuration/${encodeURIComponent(subject.configurationId)}/pdf?${contextQuery({ stamp })}`,
    { headers: callHeaders() },
  );
  if (!response.ok) throw await refusal(response);
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

export interface DealerChoice {
  DealerNo: string;
  Name: string;
  Street: string;
  PostCode: string;
  Town: string;
}

async function searchDealers(brand: string, country: string | null): Promise<DealerChoice[]> {
  const query = new URLSearchParams({ brand, ...(country ? { country } : {}), limit: '50' });
  const response = await fetch(`/api/dealers?${query}`);
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as { Dealers: DealerChoice[] }).Dealers;
}

/**
 * The brand's dealers in the visitor's country, for the enquiry; where the brand has none there,
 * all of its dealers, so that the visitor can still ask one.
 */
export async function dealersOf(brand: string, country: string | null): Promise<DealerChoice[]> {
  const near = await searchDealers(brand, country);
  return near.length > 0 || !country ? near : searchDealers(brand, null);
}

export interface DealerEnquiry {
  configurationId: string;
  dealer: DealerChoice;
  userProfileId: string;
  userProfile: { firstName: string; lastName: string; email: string };
}

/** POST send-dealer: the enquiry to the chosen dealer, with the logged-in profile. */
export async function sendToDealer(enquiry: DealerEnquiry): Promise<void> {
  const response = await fetch(
    `${API_BASE}/configuration/${encodeURIComponent(enquiry.configurationId)}/send-dealer?${contextQuery()}`,
    {
      method: 'POST',
      headers: { ...callHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(enquiry),
    },
  );
  if (!response.ok) throw await refusal(response);
}
