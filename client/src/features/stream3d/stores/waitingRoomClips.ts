import { STREET_MODEL_IDS } from '@configurator/domain/catalog/streetModels';
import type { BrandCode } from '@configurator/domain/catalog/types';
import type { ClipKind } from '@configurator/domain/rendering/clipKinds';

export type ClipGroup = 'xbow' | 'street' | 'ktm' | 'hqv' | 'gg';

/** The X-Bow and the four street models have their own clips; every other model its brand's. */
export function clipGroupOf(modelId: string, brand: BrandCode, isXBow: boolean): ClipGroup {
  if (isXBow) return 'xbow';
  if ((STREET_MODEL_IDS as readonly string[]).includes(modelId)) return 'street';
  return brand === 'HQV' ? 'hqv' : brand === 'GG' ? 'gg' : 'ktm';
}

export function clipUrl(group: ClipGroup, kind: ClipKind): string {
  return `/videos/${group}/${group}_${kind}.mp4`;
}
