import { layoutKind } from '@configurator/domain/screen/viewport';
import { computed } from '@preact/signals-react';
import { resettable } from '../../../lib/resettable.js';
import { $configuration } from '../../../stores/configurationStore.js';
import { $isShared } from '../../../stores/outputStore.js';

/** The collapsed overview's header: the total price on a bar of exactly this height. */
export const OVERVIEW_HEADER_HEIGHT_PX = 68;

/**
 * The expanded overview's height on phones and tablets (narrower than 1024): two thirds of the
 * viewport's height, times 2.5/3, in whole pixels. Null on a desktop, where the panel takes the
 * height of its list.
 */
export function expandedOverviewHeight(viewportWidth: number, viewportHeight: number): number | null {
  if (layoutKind(viewportWidth) === 'desktop') return null;
  return Math.round(((viewportHeight * 2) / 3) * (2.5 / 3));
}

interface PricedPart {
  IsColorPart: boolean;
  Price: { Value: number };
}

/**
 * The Powerparts (KTM) or Accessories subtotal: the prices of the applied parts. Colour parts show
 * their description instead of a price and do not count.
 */
export function accessoriesSubtotal(parts: readonly PricedPart[]): number {
  let sum = 0;
  for (const part of parts) {
    if (!part.IsColorPart && Number.isFinite(part.Price.Value)) sum += part.Price.Value;
  }
  return Math.round(sum * 100) / 100;
}

/** The configuration whose Share was pressed in the 3D bar: its label reads shared from then on. */
const $sharePressedFor = resettable<string | null>(() => null);

export function markSharePressed(): void {
  $sharePressedFor.value = $configuration.value?.ConfigurationId ?? null;
}

/** Shared once pressed, or once the configuration has its link (the 2D summary's rule as well). */
export const $shareDone = computed(() => {
  const id = $configuration.value?.ConfigurationId;
  return $isShared.value || (id !== undefined && $sharePressedFor.value === id);
});

/** Why the last screenshot did not happen; the output notices of the summary store cover the rest. */
export const $screenshotNotice = resettable<'noPicture' | 'failed' | null>(() => null);
