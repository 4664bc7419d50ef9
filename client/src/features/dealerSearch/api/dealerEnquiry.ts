import type { BrandCode } from '@configurator/domain/catalog/types';
import { normalizePerspective } from '@configurator/domain/presentation/perspectives';
import { configurationStamp } from '@configurator/domain/stamp/stampHash';
import { batch } from '@preact/signals-react';
import type { AccountInfo } from '../../../lib/identityService.js';
import { restFetch } from '../../../lib/restCall.js';
import { storeScreenshot } from '../../../lib/screenshotStorage.js';
import { captureStreamScreenshot } from '../../../lib/streamScreenshot.js';
import { captureVehicleScreenshot } from '../../../lib/vehicleScreenshot.js';
import {
  $appliedParts,
  $configuration,
  $currentVariation,
  $dealerInquirySent,
  $images,
  $perspective,
  requestContext,
} from '../../../stores/configurationStore.js';
import { currentStreamFrame } from '../../../stores/streamStore.js';
import { $enquiryState } from '../stores/dealerSearchStore.js';
import { type ChosenDealer, forgetChosenDealer } from './chosenDealerStorage.js';

const API_BASE = '/api/posconfigurator';

/** The dealer send payload of the specification. */
interface DealerEnquiryBody {
  configurationId: string;
  dealer: ChosenDealer;
  userProfileId: string;
  userProfile: { firstName: string; lastName: string; email: string };
  screenshotData?: string;
}

/**
 * POST send-dealer; the bearer login goes with it. The offer flow asks for a login first, so a 401
 * means the session ran out meanwhile: the error policy sends the browser to the entry point.
 */
async function postDealerEnquiry(body: DealerEnquiryBody): Promise<void> {
  const query = new URLSearchParams(requestContext());
  await restFetch(
    `${API_BASE}/configuration/${encodeURIComponent(body.configurationId)}/send-dealer?${query}`,
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
}

interface EnquiryInput {
  brand: BrandCode;
  /** The brand's copyright line with the current year, drawn on the screenshot. */
  copyright: string;
  dealer: ChosenDealer;
  account: AccountInfo;
}

type CaptureScreenshot = (imageUrl: string, copyright: string) => Promise<string>;

/** The image the visitor looks at: the viewer's perspective, else the first image. */
function shownImageUrl(brand: BrandCode): string | null {
  const images = $images.value;
  const perspective = normalizePerspective(brand, $perspective.value);
  return (images.find((image) => image.Perspective === perspective) ?? images[0])?.Url ?? null;
}

/**
 * The screenshot for the dealer, kept for the PDF as well. Without one (no image yet, or a layer
 * that would not load) the enquiry still goes, without the picture.
 */
async function screenshotFor(
  input: EnquiryInput,
  configurationId: string,
  stamp: string,
  capture: CaptureScreenshot,
): Promise<string | null> {
  // In 3D the visitor looks at the live picture; in 2D at the viewer's image.
  const liveFrame = currentStreamFrame();
  const imageUrl = liveFrame ? null : shownImageUrl(input.brand);
  if (!liveFrame && !imageUrl) return null;
  try {
    const data = liveFrame
      ? captureStreamScreenshot(liveFrame, input.copyright, false)
      : await capture(imageUrl ?? '', input.copyright);
    storeScreenshot(input.brand, { configurationId, stamp, data });
    return data;
  } catch (error) {
    console.warn('The screenshot could not be made; the enquiry goes without it', error);
    return null;
  }
}

/**
 * Sends the configuration to the chosen dealer with a screenshot: none, sending, then success (the
 * summary turns into the enquiry summary) or error (the button offers a retry).
 */
export async function sendDealerEnquiry(
  input: EnquiryInput,
  capture: CaptureScreenshot = captureVehicleScreenshot,
): Promise<boolean> {
  const configuration = $configuration.value;
  if (!configuration || $enquiryState.value === 'sending') return false;
  $enquiryState.value = 'sending';
  const stamp = configurationStamp({
    modelId: configuration.ModelId,
    variationCode: $currentVariation.value ?? configuration.VariationCode,
    mainImages: $appliedParts.value.map((part) => part.Images.Main),
  });
  try {
    const screenshot = await screenshotFor(input, configuration.ConfigurationId, stamp, capture);
    const { account } = input;
    await postDealerEnquiry({
      configurationId: configuration.ConfigurationId,
      dealer: input.dealer,
      userProfileId: account.UID,
      userProfile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
      ...(screenshot ? { screenshotData: screenshot } : {}),
    });
    forgetChosenDealer(configuration.ConfigurationId);
    batch(() => {
      $enquiryState.value = 'success';
      $dealerInquirySent.value = true;
    });
    return true;
  } catch (error) {
    console.warn('The dealer enquiry failed', error);
    $enquiryState.value = 'error';
    return false;
  }
}
