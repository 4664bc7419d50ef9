import { STREET_MODEL_IDS } from '@configurator/domain/catalog/streetModels';
import type { BrandCode } from '@configurator/domain/catalog/types';
import type { ClipGroup } from '@configurator/domain/rendering/clipKinds';

/** The X-Bow and the four street models have their own clips; every other model its brand's. */
export function clipGroupOf(modelId: string, brand: BrandCode, isXBow: boolean): ClipGroup {
  if (isXBow) return 'xbow';
  if ((STREET_MODEL_IDS as readonly string[]).includes(modelId)) return 'street';
  return brand === 'HQV' ? 'hqv' : brand === 'GG' ? 'gg' : 'ktm';
}
