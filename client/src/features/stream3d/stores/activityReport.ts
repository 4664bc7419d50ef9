import { useEffect } from 'react';
import { currentSession } from './stream3dStore.js';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** The server hears of activity at most this often: its clock needs no finer grain. */
export const ACTIVITY_REPORT_EVERY_MS = 5000;

/**
 * Clicks and keys anywhere on the screen (the parts list, the tools) count as activity for the
 * stream's inactivity clock, not only input on the picture: a throttled `active` message.
 */
export function useActivityReport(running: boolean): void {
  useEffect(() => {
    if (!running) return;
    let last = 0;
    const report = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_REPORT_EVERY_MS) return;
      last = now;
      currentSession()?.active();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, report, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, report, { capture: true });
    };
  }, [running]);
}
