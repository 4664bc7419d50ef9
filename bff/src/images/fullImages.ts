import type { BrandCode, VehicleCatalog, VehicleSettings } from '@configurator/domain';
import { isColorPart, perspectiveRange } from '@configurator/domain';
import { formatImageSetup, type ImageFormat, type ImageSetup } from './imagePaths.js';
import { encodePartSet } from './partSetCode.js';

/** The 2D viewer's pictures and so their layers: what other pictures stack to reuse those renders. */
export const VIEWER_IMAGE_FORMAT: ImageFormat = 'webp';

export interface FullImage {
  Perspective: number;
  Url: string;
}

interface PicturedParts {
  /** The parts pictures show (colour slots are shown through the colours instead). */
  renderable: ReadonlySet<number>;
  hasColorSlots: boolean;
}

/** Read from the catalog once: every answer about a configuration names its pictures. */
const picturedParts = new WeakMap<VehicleCatalog, PicturedParts>();

function picturedPartsOf(catalog: VehicleCatalog): PicturedParts {
  let known = picturedParts.get(catalog);
  if (!known) {
    known = {
      renderable: new Set(
        catalog.parts.filter((p) => p.canBeRendered && !isColorPart(p)).map((p) => p.partId),
      ),
      hasColorSlots: catalog.parts.some((p) => isColorPart(p)),
    };
    picturedParts.set(catalog, known);
  }
  return known;
}

/**
 * What the pictures of a configuration depend on: model, variation, the renderable applied parts
 * and the X-Bow colours. Parts that cannot be rendered leave it (and the images) unchanged.
 */
export function imageSetup(
  catalog: VehicleCatalog,
  variationCode: string,
  partIds: readonly number[],
  settings: VehicleSettings | null,
): ImageSetup {
  const { renderable, hasColorSlots } = picturedPartsOf(catalog);
  const c = settings?.customColorConfiguration;
  return {
    modelId: catalog.modelId,
    variationCode,
    partIds: [...new Set(partIds.filter((id) => renderable.has(id)))].sort((a, b) => a - b),
    colors:
      hasColorSlots && c
        ? {
            body: c.selectedBodyColor,
            calipers: c.selectedCaliperColor,
            rims: c.selectedRimsColor,
            stitching: c.selectedStitchingColor,
            suspensionAndLogo: c.selectedSuspensionAndLogoColor,
            finish: c.bodyFinish,
          }
        : null,
  };
}

/** The parts segment of a setup's picture paths: short, whatever the number of parts. */
export function partsSegment(catalog: VehicleCatalog, setup: ImageSetup): string {
  const index = catalog.pictureIndex;
  return encodePartSet(setup.partIds, index.renderableParts, index.catalogTag);
}

/**
 * One still per perspective of the brand under /images/...; the layout description of each lies
 * at the same path under /images-fe/. The path itself says what the picture shows.
 */
export function fullImages(
  catalog: VehicleCatalog,
  variationCode: string,
  partIds: readonly number[],
  settings: VehicleSettings | null,
): FullImage[] {
  const pictured = imageSetup(catalog, variationCode, partIds, settings);
  const setup = formatImageSetup(pictured, partsSegment(catalog, pictured));
  return perspectiveRange(catalog.brand as BrandCode).map((perspective) => ({
    Perspective: perspective,
    Url: `/images/${setup}/${perspective}.${VIEWER_IMAGE_FORMAT}`,
  }));
}
