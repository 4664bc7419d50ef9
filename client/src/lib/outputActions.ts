import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { batch } from '@preact/signals-react';
import { $appliedParts, $configuration, $currentVariation } from '../stores/configurationStore.js';
import { $outputNotice, $pdfState, $saveState, noticeOf } from '../stores/summaryStore.js';
import { reportApiError } from './apiErrorReporter.js';
import { HttpStatusError } from './httpErrors.js';
import { downloadPdf, type PdfSubject } from './pdfDownload.js';
import { storedScreenshot } from './screenshotStorage.js';

/** The outputs the summary and the 3D bar share: the PDF download and the account's save. */

function fail(error: unknown): void {
  // The notice tells the visitor; the details stay in the console for the developer.
  console.warn('output failed', error);
  // A REST answer met the error policy in restFetch already; the account's save is a tRPC call
  // made outside React Query and meets it here (401 and 403 leave for the entry point).
  if (!(error instanceof HttpStatusError)) reportApiError(error);
  $outputNotice.value = noticeOf(error);
}

/**
 * Initial, processing, done: a second press while processing does nothing. The PDF prints a
 * picture: the live one (`live`, the 3D screen's), else the screenshot the dealer enquiry kept for
 * this configuration in this state; without either it is the plain PDF.
 */
export async function runPdfDownload(live: () => string | null = () => null): Promise<void> {
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
    let picture: string | null = null;
    try {
      picture = live();
    } catch (error) {
      console.warn('The live picture could not be captured; the PDF goes without it', error);
    }
    await downloadPdf(
      subject,
      picture ?? storedScreenshot(subject.configurationId, configurationStamp(subject)),
    );
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
