import { type Signal, signal } from '@preact/signals-react';

const resetters: (() => void)[] = [];

/**
 * A signal that returns to its default when the user leaves a configuration (`resetAllResettable`).
 * The few values that survive an exit (culture, market, company) are plain signals instead.
 */
export function resettable<T>(initial: () => T): Signal<T> {
  const created = signal(initial());
  resetters.push(() => {
    created.value = initial();
  });
  return created;
}

export function resetAllResettable(): void {
  for (const reset of resetters) reset();
}
