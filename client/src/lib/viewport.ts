import { isSmallScreen, type LayoutKind, layoutKind } from '@configurator/domain/screen/viewport';
import { computed, signal } from '@preact/signals-react';

const widthNow = () => (typeof window === 'undefined' ? 1440 : window.innerWidth);

/** The layout width in CSS pixels, kept current on resize. */
export const $viewportWidth = signal(widthNow());
export const $layoutKind = computed<LayoutKind>(() => layoutKind($viewportWidth.value));
/** The spec's 767 px rule: segment links, guidance and the mobile carousel. */
export const $isSmallScreen = computed(() => isSmallScreen($viewportWidth.value));

let listening = false;

export function watchViewport(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('resize', () => {
    $viewportWidth.value = widthNow();
  });
}
