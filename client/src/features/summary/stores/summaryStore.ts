import { resettable } from '../../configuration/stores/resettable.js';

/** The PDF action of the spec: initial, processing (the link is disabled), done. */
export type PdfState = 'initial' | 'processing' | 'done';
/** Save goes from its first label to saved once used. */
export type ActionState = 'initial' | 'pending' | 'done';

/**
 * Why an output did not happen, as an i18n key under `summary.notices`: 'loginRequired' without a
 * session, 'failed' otherwise.
 */
export type OutputNotice = 'loginRequired' | 'failed';

export const $pdfState = resettable<PdfState>(() => 'initial');
export const $saveState = resettable<ActionState>(() => 'initial');
export const $outputNotice = resettable<OutputNotice | null>(() => null);
