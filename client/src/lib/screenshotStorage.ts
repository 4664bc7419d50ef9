import { BRAND_CODES, type BrandCode } from '@configurator/domain/catalog/types';
import { keepInSession, readFromSession } from './sessionValue.js';

/**
 * The vehicle screenshot made for the dealer enquiry, kept for the session so that the PDF summary
 * can print it too. One per brand, named after it; it belongs to one configuration in one state
 * (the 32-bit stamp), so a later change of parts or colour falls back to the plain PDF.
 */
interface StoredScreenshot {
  configurationId: string;
  /** The configuration stamp (model, variation, applied parts' main images) it shows. */
  stamp: string;
  /** The PNG as a data:image/png;base64 URL. */
  data: string;
}

export function screenshotStorageKey(brand: BrandCode): string {
  return `configurator.${brand.toLowerCase()}Screenshot`;
}

/** Keeps the screenshot; a full or refused storage is logged and costs only the PDF's screenshot. */
export function storeScreenshot(brand: BrandCode, screenshot: StoredScreenshot): void {
  keepInSession(screenshotStorageKey(brand), screenshot, 'The screenshot could not be kept for the PDF');
}

function isStoredScreenshot(value: unknown): value is StoredScreenshot {
  const stored = value as Partial<StoredScreenshot> | null;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    typeof stored.configurationId === 'string' &&
    typeof stored.stamp === 'string' &&
    typeof stored.data === 'string' &&
    stored.data.startsWith('data:image/png;base64,')
  );
}

function readStored(brand: BrandCode): StoredScreenshot | null {
  return readFromSession(
    screenshotStorageKey(brand),
    isStoredScreenshot,
    'The stored screenshot could not be read',
  );
}

/**
 * The screenshot of this configuration in this state, or null. A configuration id belongs to one
 * brand, so whichever brand's entry holds it is the one.
 */
export function storedScreenshot(configurationId: string, stamp: string): string | null {
  for (const brand of BRAND_CODES) {
    const stored = readStored(brand);
    if (stored?.configurationId === configurationId && stored.stamp === stamp) return stored.data;
  }
  return null;
}
