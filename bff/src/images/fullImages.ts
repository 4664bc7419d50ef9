import { createHash } from 'node:crypto';
import type { BrandCode, VehicleCatalog, VehicleSettings } from '@configurator/domain';
import { perspectiveRange } from '@configurator/domain';

export interface FullImage {
  Perspective: number;
  Url: string;
}

/**
 * What the pictures of a configuration depend on: model, variation, the renderable applied parts
 * and the X-Bow colours. Parts that cannot be rendered leave the key (and the images) unchanged.
 */
export function imageKey(
  catalog: VehicleCatalog,
  variationCode: string,
  partIds: readonly number[],
  settings: VehicleSettings | null,
): string {
  const renderable = new Set(catalog.parts.filter((p) => p.canBeRendered).map((p) => p.partId));
  const rendered = partIds.filter((id) => renderable.has(id)).sort((a, b) => a - b);
  // Field by field: settings read back from the database come with their keys in another order.
  const c = settings?.customColorConfiguration;
  const colors = c
    ? [
        c.selectedBodyColor,
        c.selectedCaliperColor,
        c.selectedRimsColor,
        c.selectedStitchingColor,
        c.selectedSuspensionAndLogoColor,
        c.bodyFinish,
      ]
    : null;
  const source = JSON.stringify([catalog.modelId, variationCode, rendered, colors]);
  return createHash('sha256').update(source).digest('base64url').slice(0, 22);
}

/**
 * One still per perspective of the brand, under /images/{modelId}/{key}/{perspective}.webp.
 * The layout description of each lies at the same path under /images-fe/.
 */
export function fullImages(
  catalog: VehicleCatalog,
  variationCode: string,
  partIds: readonly number[],
  settings: VehicleSettings | null,
): FullImage[] {
  const key = imageKey(catalog, variationCode, partIds, settings);
  return perspectiveRange(catalog.brand as BrandCode).map((perspective) => ({
    Perspective: perspective,
    Url: `/images/${encodeURIComponent(catalog.modelId)}/${variationCode}-${key}/${perspective}.webp`,
  }));
}
