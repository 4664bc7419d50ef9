import { inactivityStatus } from '@configurator/domain/screen/inactivity';
import { useEffect } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 1000;

/**
 * Calls `onIdle` once the user has done nothing for longer than the domain's inactivity threshold
 * (the same one that prompts in the 3D stream), while `active` is on.
 */
export function useCloseOnIdle(active: boolean, onIdle: () => void): void {
  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touch, { passive: true, capture: true });
    const timer = setInterval(() => {
      if (inactivityStatus((Date.now() - lastActivity) / 1000) !== 'active') onIdle();
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [active, onIdle]);
}
