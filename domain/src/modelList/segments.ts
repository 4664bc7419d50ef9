import type { BrandCode, RenderingEngine } from '../catalog/types.js';
import { isSmallScreen } from '../screen/viewport.js';

/** What the segment links need of a segment; the server's Segments entries carry these fields. */
export interface ListedSegment {
  Name: string;
  Vehicles: readonly { RenderingEngine: RenderingEngine | string }[];
}

export const XBOW_SEGMENT_NAME = 'X-BOW';

/** Case and surrounding spaces are ignored because segment names are edited by hand in the catalog. */
export function isXBowSegment(segmentName: string): boolean {
  return segmentName.trim().toUpperCase() === XBOW_SEGMENT_NAME;
}

/**
 * Small-screen rule of the spec (2d-and-shell, model selection): KTM and HQV keep only the X-Bow link at
 * 767 px or less, GASGAS keeps all. The brand switch makes a new brand code a compile error here
 * instead of silently falling into one of the two behaviours.
 */
export function isSegmentVisible(segmentName: string, brand: BrandCode, viewportWidth: number): boolean {
  switch (brand) {
    case 'GG':
      return true;
    case 'KTM':
    case 'HQV':
      return !isSmallScreen(viewportWidth) || isXBowSegment(segmentName);
    default: {
      const unhandled: never = brand;
      throw new Error(`Unknown brand code: ${String(unhandled)}`);
    }
  }
}

export function visibleSegments<S extends ListedSegment>(
  segments: readonly S[],
  brand: BrandCode,
  viewportWidth: number,
): S[] {
  return segments.filter((segment) => isSegmentVisible(segment.Name, brand, viewportWidth));
}

/** Drives the 3D indicator icon next to a segment link. */
export function segmentHas3D(segment: ListedSegment): boolean {
  return segment.Vehicles.some((vehicle) => vehicle.RenderingEngine === 'Engine3D');
}

/** Mobile arrows and swipes cycle through the segments, wrapping at both ends. */
export function cycleSegmentIndex(currentIndex: number, segmentCount: number, step: 1 | -1): number {
  if (segmentCount <= 0) return 0;
  return (((currentIndex + step) % segmentCount) + segmentCount) % segmentCount;
}
