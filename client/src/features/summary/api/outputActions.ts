import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { batch } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { HttpStatusError } from '../../../lib/httpErrors.js';
import { storedScreenshot } from '../../../lib/screenshotStorage.js';
import { $appliedParts, $configuration, $currentVariation } from '../../../stores/configurationStore.js';
import { $outputNotice, $pdfState, $saveState, noticeOf } from '../../../stores/summaryStore.js';
import { downloadPdf, type PdfSubject } from './summaryCalls.js';

function fail(error: unknown): void {
  // The notice tells the visitor; the details stay in the console for the developer.
  console.warn('summary output failed', error);
  // A REST answer met the error policy in restFetch already; the account's save is a tRPC call
  // made outside React Query and meets it here (401 and 403 leave for the entry point).
  if (!(error instanceof HttpStatusError)) reportApiError(error);
  $outputNotice.value = noticeOf(error);
}

/**
 * Initial, processing, done: a second press while processing does nothing. With the screenshot of
 * the dealer enquiry stored for this configuration in this state, the PDF prints it too.
 */
export async function runPdfDownload(): Promise<void> {
  const configuration = $configuration.value;
  if (!configuration || $pdfState.value === 'processing') return;
  batch(() => {
    $pdfState.value = 'processing';
    $outputNotice.value = null;
  });
  try {
    const subject: PdfSubject = {
      configurationId: configuration.ConfigurationId,
      modelId: configuration.ModelId,
      variationCode: $currentVariation.value ?? configuration.VariationCode,
      mainImages: $appliedParts.value.map((part) => part.Images.Main),
    };
    await downloadPdf(subject, storedScreenshot(subject.configurationId, configurationStamp(subject)));
    $pdfState.value = 'done';
  } catch (error) {
    $pdfState.value = 'initial';
    fail(error);
  }
}

/** Saves through the given call (the account's save); the label reads saved once it succeeds. */
export async function runSave(save: (configurationId: string) => Promise<void>): Promise<boolean> {
  const configuration = $configuration.value;
  if (!configuration || $saveState.value === 'pending') return false;
  batch(() => {
    $saveState.value = 'pending';
    $outputNotice.value = null;
  });
  try {
    await save(configuration.ConfigurationId);
    $saveState.value = 'done';
    return true;
  } catch (error) {
    $saveState.value = 'initial';
    fail(error);
    return false;
  }
}
