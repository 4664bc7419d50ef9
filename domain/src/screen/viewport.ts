import {
  PHONE_LAYOUT_BELOW_WIDTH,
  SMALL_SCREEN_MAX_WIDTH,
  TABLET_LAYOUT_BELOW_WIDTH,
} from './shellConstants.js';

/**
 * The spec names three different thresholds (767 inclusive, below 769, below 1024); these helpers
 * keep the inclusive/exclusive edges in one place instead of in every component.
 */
export type LayoutKind = 'phone' | 'tablet' | 'desktop';

export function isSmallScreen(viewportWidth: number): boolean {
  return viewportWidth <= SMALL_SCREEN_MAX_WIDTH;
}

export function layoutKind(viewportWidth: number): LayoutKind {
  if (viewportWidth < PHONE_LAYOUT_BELOW_WIDTH) return 'phone';
  if (viewportWidth < TABLET_LAYOUT_BELOW_WIDTH) return 'tablet';
  return 'desktop';
}
