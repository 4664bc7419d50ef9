import { classifyApiError } from '../lib/httpErrors.js';
import { resettable } from '../lib/resettable.js';

/** The PDF action of the spec: initial, processing (the link is disabled), done. */
type PdfState = 'initial' | 'processing' | 'done';
/** Save goes from its first label to saved once used. */
type ActionState = 'initial' | 'pending' | 'done';

/**
 * Why an output did not happen, as an i18n key under `summary.notices`: 'loginRequired' without a
 * session, 'failed' otherwise.
 */
type OutputNotice = 'loginRequired' | 'failed';

export const $pdfState = resettable<PdfState>(() => 'initial');
export const $saveState = resettable<ActionState>(() => 'initial');
export const $outputNotice = resettable<OutputNotice | null>(() => null);

/** The notice for a failed output: a missing login, or a plain failure. */
export function noticeOf(error: unknown): OutputNotice {
  const failure = classifyApiError(error);
  if (failure.kind === 'unauthorized' && failure.status === 401) return 'loginRequired';
  return 'failed';
}
