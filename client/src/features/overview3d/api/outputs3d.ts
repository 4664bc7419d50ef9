import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { batch } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { HttpStatusError } from '../../../lib/httpErrors.js';
import { restFetch } from '../../../lib/restCall.js';
import { storedScreenshot } from '../../../lib/screenshotStorage.js';
import {
  $appliedParts,
  $configuration,
  $currentVariation,
  requestContext,
} from '../../../stores/configurationStore.js';
import { $outputNotice, $pdfState, $saveState, noticeOf } from '../../../stores/summaryStore.js';

const API_BASE = '/api/posconfigurator';
const DEFAULT_PDF_NAME = 'configuration.pdf';

/** The file name the server gives in Content-Disposition (attachment; filename="…"), else the default. */
export function pdfFileNameOf(disposition: string | null): string {
  const name = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() : undefined;
  return name || DEFAULT_PDF_NAME;
}

/**
 * The PDF summary of the open configuration: with a picture POST pdfwithscreenshot (which prints
 * it), without one the plain GET pdf. Both carry the configuration's stamp. The picture is the live
 * one, else the one the dealer enquiry kept for this configuration in this state (the summary after
 * the enquiry has no stream).
 */
async function fetchPdf(live: string | null): Promise<Response> {
  const configuration = $configuration.value;
  if (!configuration) throw new Error('no configuration is open');
  const stamp = configurationStamp({
    modelId: configuration.ModelId,
    variationCode: $currentVariation.value ?? configuration.VariationCode,
    mainImages: $appliedParts.value.map((part) => part.Images.Main),
  });
  const screenshot = live ?? storedScreenshot(configuration.ConfigurationId, stamp);
  const id = encodeURIComponent(configuration.ConfigurationId);
  const query = new URLSearchParams({ ...requestContext(), stamp }).toString();
  return screenshot
    ? restFetch(`${API_BASE}/configuration/${id}/pdfwithscreenshot?${query}`, {
        method: 'POST',
        body: JSON.stringify({ ScreenshotData: screenshot }),
      })
    : restFetch(`${API_BASE}/configuration/${id}/pdf?${query}`);
}

async function saveResponse(response: Response): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pdfFileNameOf(response.headers.get('content-disposition'));
    link.click();
  } finally {
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

function fail(error: unknown): void {
  console.warn('3D output failed', error);
  // A REST answer met the error policy in restFetch already; anything else meets it here.
  if (!(error instanceof HttpStatusError)) reportApiError(error);
  $outputNotice.value = noticeOf(error);
}

/**
 * The bar's PDF: initial, processing (a second press does nothing), done. `screenshot` gives the
 * live picture as a PNG data URL, or null when there is none (the plain PDF then).
 */
export async function runPdf3D(screenshot: () => string | null): Promise<void> {
  if (!$configuration.value || $pdfState.value === 'processing') return;
  batch(() => {
    $pdfState.value = 'processing';
    $outputNotice.value = null;
  });
  try {
    let picture: string | null = null;
    try {
      picture = screenshot();
    } catch (error) {
      console.warn('The live picture could not be captured; the PDF goes without it', error);
    }
    await saveResponse(await fetchPdf(picture));
    $pdfState.value = 'done';
  } catch (error) {
    $pdfState.value = 'initial';
    fail(error);
  }
}

/** Saves to the account through `save`; the label reads saved once it succeeded. */
export async function runSave3D(save: (configurationId: string) => Promise<void>): Promise<boolean> {
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
