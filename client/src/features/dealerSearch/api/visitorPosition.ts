import type { Position } from './dealerSearchCalls.js';

/** How long the browser may take to answer, and how old a position it may reuse. */
const LOCATE_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 10 * 60_000;

/**
 * The visitor's position from the browser; rejects when geolocation is missing, refused or
 * too slow, and the search then goes on without it.
 */
export function visitorPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error('geolocation is not available in this browser'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(`geolocation refused or failed: ${error.message} (${error.code})`)),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
