import { signal } from '@preact/signals-react';

const GUIDANCE_KEY = 'configurator.guidanceHidden';

function guidanceHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(GUIDANCE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The model whose preview shows; kept while the visitor moves between segments and pages. */
export const $selectedModelId = signal<string | null>(null);

/** Guidance: shown by default, hidden once seen (remembered on this device). */
export const $guidanceShow = signal(!guidanceHidden());

export function hideGuidance(): void {
  $guidanceShow.value = false;
  try {
    globalThis.localStorage?.setItem(GUIDANCE_KEY, 'true');
  } catch {
    // Private mode without storage: the guidance shows again next visit.
  }
}
