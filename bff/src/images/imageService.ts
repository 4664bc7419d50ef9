import { type BrandCode, perspectiveRange } from '@configurator/domain';
import { familyOfSegment, type StillSpec } from '@configurator/render-sim/scene/stillSpec';
import type { Still, StillCache } from '@configurator/render-sim/stills/stillCache';
import type { CatalogService } from '../catalog/catalogService.js';
import { ApiError } from '../http/apiError.js';
import type { ImageLayer, ImageRequest } from './imagePaths.js';

/** Every still of the 2D pipeline has this size; the client scales it. */
export const STILL_WIDTH = 1280;
export const STILL_HEIGHT = 720;

const imageError = (status: number, message: string) => new ApiError(status, message);

/**
 * Turns an image path into what the renderer draws, checked against the catalog: the model and
 * variation exist, every part belongs to the model and can be rendered, the perspective is one of
 * the brand's. Stills come from the cache, or are rendered once and cached.
 */
export class ImageService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly stills: StillCache,
  ) {}

  async brandOf(modelId: string): Promise<BrandCode | null> {
    const entry = (await this.catalog.current()).vehicles.get(modelId);
    return (entry?.vehicle.brand as BrandCode | undefined) ?? null;
  }

  async spec(request: ImageRequest, layer: ImageLayer): Promise<StillSpec> {
    const snapshot = await this.catalog.current();
    const { setup } = request;
    const entry = snapshot.vehicles.get(setup.modelId);
    if (!entry) throw imageError(404, `modelId: no model ${setup.modelId}.`);
    const vehicle = entry.vehicle;
    const brand = vehicle.brand as BrandCode;
    const variation = entry.variations.find((v) => v.code === setup.variationCode);
    if (!variation)
      throw imageError(
        404,
        `variationCode: ${setup.variationCode} is not a variation of ${vehicle.modelId}.`,
      );
    if (!perspectiveRange(brand).includes(request.perspective)) {
      throw imageError(
        400,
        `perspective: ${brand} images have perspectives ${perspectiveRange(brand).join(', ')}.`,
      );
    }
    const offered = new Set(entry.partIds);
    const parts = setup.partIds.map((partId) => {
      const part = snapshot.parts.get(partId);
      if (!part || !offered.has(partId))
        throw imageError(404, `parts: ${partId} is not a part of ${vehicle.modelId}.`);
      if (!part.canBeRendered || part.isColorPart) throw imageError(400, `parts: ${partId} is not rendered.`);
      return { partId, categories: [...part.categories], name: part.name.en };
    });
    const hasColorSlots = vehicle.colorOptions.length > 0;
    if (setup.colors && !hasColorSlots)
      throw imageError(400, `colours: ${vehicle.modelId} has no colour slots.`);
    return {
      modelId: vehicle.modelId,
      brand,
      family: familyOfSegment(vehicle.segment, vehicle.engineType),
      engineType: vehicle.engineType,
      colorCode: variation.colorCode,
      parts: layer === 'background' ? [] : parts,
      xbowColors: setup.colors,
      perspective: request.perspective,
      width: STILL_WIDTH,
      height: STILL_HEIGHT,
      format: request.format,
      background: layer === 'vehicle' ? 'transparent' : 'studio',
      layer,
    };
  }

  async still(request: ImageRequest, layer: ImageLayer): Promise<Still> {
    return this.stills.get(await this.spec(request, layer));
  }
}
