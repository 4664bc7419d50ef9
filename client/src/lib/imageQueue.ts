import { useEffect, useRef, useState } from 'react';

/**
 * Browsers open at most six connections to one server over HTTP/1.1. A list of parts whose
 * pictures are still being rendered would hold all six for up to the render wait, and the visitor's
 * add-part call would queue behind them. Pictures that go through this queue load at most
 * `IMAGE_SLOTS` at a time, so the calls always find a free connection.
 */
export const IMAGE_SLOTS = 2;

let active = 0;
const waiting: (() => void)[] = [];

/** Asks for a slot: `granted` runs now or once one is free; the answer withdraws the request. */
export function requestImageSlot(granted: () => void): () => void {
  if (active < IMAGE_SLOTS) {
    active++;
    granted();
    return () => undefined;
  }
  waiting.push(granted);
  return () => {
    const index = waiting.indexOf(granted);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Gives a slot back: the next waiting picture takes it over. */
export function releaseImageSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else active = Math.max(0, active - 1);
}

/**
 * The picture's address once it has a slot (null before), and `done` for its load or error, which
 * gives the slot back; a picture that leaves the screen first gives it back too. Once shown, a
 * picture stays shown.
 */
export function useQueuedImage(src: string): { src: string | null; done(): void } {
  const [shown, setShown] = useState<string | null>(null);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    let held = false;
    let released = false;
    const giveBack = () => {
      if (held && !released) {
        released = true;
        releaseImageSlot();
      }
    };
    release.current = giveBack;
    const withdraw = requestImageSlot(() => {
      held = true;
      setShown(src);
    });
    return () => {
      withdraw();
      giveBack();
    };
  }, [src]);
  return { src: shown === src ? src : null, done: () => release.current() };
}

/** For tests: the queue as at the start. */
export function resetImageQueue(): void {
  active = 0;
  waiting.length = 0;
}
