import { useEffect, useState } from 'react';

/** Milliseconds since `from` (or since the component mounted), re-rendering every `everyMs`. */
export function useElapsed(everyMs: number, from?: number | null): number {
  const [mounted] = useState(() => Date.now());
  const start = from ?? mounted;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return Math.max(0, now - start);
}

/** The moment `value` last changed, for animations that start again with each new value. */
export function useChangedAt(value: unknown): number {
  const [changed, setChanged] = useState({ value, at: Date.now() });
  if (changed.value !== value) {
    const next = { value, at: Date.now() };
    setChanged(next);
    return next.at;
  }
  return changed.at;
}
