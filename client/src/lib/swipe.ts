import { type PointerEvent, useRef } from 'react';

/** Horizontal travel that counts as a swipe rather than a tap or a scroll. */
const SWIPE_MIN_PX = 40;

/**
 * Pointer handlers that report a horizontal swipe: -1 for a swipe to the left (next), 1 for a
 * swipe to the right (previous). Mostly vertical movement is left to scrolling.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? -1 : 1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
