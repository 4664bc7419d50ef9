import { type BrandCode, familyOfSegment, startPerspective } from '@configurator/domain';
import type { CatalogService } from '../catalog/catalogService.js';
import type { CatalogSnapshot, PartRow, VehicleEntry } from '../catalog/catalogSnapshot.js';
import { ApiError } from '../http/apiError.js';
import type { ScenePart, StillSpec } from '../render/renderClient.js';
import type { RenderQueue } from '../render/renderQueue.js';
import type { RenderResult } from '../render/renderResults.js';
import { VIEWER_IMAGE_FORMAT } from './fullImages.js';
import type { ImageService } from './imageService.js';
import type { ComposedImage } from './layerCompositor.js';

/** Part pictures are 800x600, model pictures (hero, setups) 1280x720, all PNG on the studio. */
export const PART_IMAGE_SIZE = { width: 800, height: 600 } as const;
export const MODEL_IMAGE_SIZE = { width: 1280, height: 720 } as const;

/** main.png is view 0, detail-N.png view N. */
const PART_FILE = /^(?:main|detail-([1-9]\d{0,2}))\.png$/;
const SETUP_FILE = /^([a-z0-9][a-z0-9_.-]{0,99})\.png$/;

const notFound = (message: string) => new ApiError(404, message);

const scenePart = (part: PartRow): ScenePart => ({
  partId: part.partId,
  categories: [...part.categories],
  name: part.name.en,
});

/** Parts by code, first by part id when an imported catalog repeats a code; one index per snapshot. */
const codeIndexes = new WeakMap<CatalogSnapshot, Map<string, PartRow>>();

function partsByCode(snapshot: CatalogSnapshot): Map<string, PartRow> {
  let index = codeIndexes.get(snapshot);
  if (!index) {
    index = new Map();
    for (const part of [...snapshot.parts.values()].sort((a, b) => a.partId - b.partId)) {
      if (!index.has(part.code)) index.set(part.code, part);
    }
    codeIndexes.set(snapshot, index);
  }
  return index;
}

/**
 * The model a part is pictured with, for its family's shapes and its colour: the first model in
 * catalog order that offers it, else the first model.
 */
export function modelForPart(snapshot: CatalogSnapshot, partId: number): VehicleEntry | null {
  let first: VehicleEntry | null = null;
  for (const entry of snapshot.vehicles.values()) {
    first ??= entry;
    if (entry.partIds.includes(partId)) return entry;
  }
  return first;
}

/** The model in its first variation with `parts`, at `perspective`, on the studio. */
export function modelSpec(
  entry: VehicleEntry,
  parts: ScenePart[],
  perspective: number,
  size: { width: number; height: number },
): StillSpec {
  const vehicle = entry.vehicle;
  return {
    modelId: vehicle.modelId,
    brand: vehicle.brand as BrandCode,
    family: familyOfSegment(vehicle.segment, vehicle.engineType),
    engineType: vehicle.engineType,
    colorCode: entry.variations[0]?.colorCode ?? 'C0C0C0',
    parts,
    xbowColors: null,
    perspective,
    width: size.width,
    height: size.height,
    format: 'png',
    background: 'studio',
    layer: 'full',
  };
}

export type ModelPictureType = 'image/png' | 'image/webp';

/** A model picture: the model in its first variation with `parts`, stacked from the 2D layers. */
export interface ModelPicture {
  modelId: string;
  variationCode: string;
  partIds: number[];
  perspective: number;
}

/**
 * The catalog's own pictures, rendered from the scene: every part on its own (Images.Main and
 * Other), every model's hero and every setup. The URLs are the catalog's. A part picture is a
 * still of its own; hero and setup pictures are stacked from the same layers as the 2D viewer's,
 * so they cost nothing more once those are rendered.
 */
export class CatalogImageService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly queue: RenderQueue,
    private readonly images: ImageService,
  ) {}

  /** `/catalog/parts/{code}/{main.png | detail-N.png}`: N at most the part's count of other images. */
  async partSpec(code: string, file: string): Promise<StillSpec> {
    const snapshot = await this.catalog.current();
    const part = partsByCode(snapshot).get(code);
    if (!part) throw notFound(`code: no part ${code}.`);
    const match = PART_FILE.exec(file);
    const view = match ? Number(match[1] ?? 0) : -1;
    if (view < 0 || view > part.images.other.length) {
      throw notFound(
        `file: part ${code} has main.png and detail-1.png to detail-${part.images.other.length}.png.`,
      );
    }
    const entry = modelForPart(snapshot, part.partId);
    if (!entry) throw notFound(`code: no model to picture part ${code} with.`);
    return {
      ...modelSpec(entry, [scenePart(part)], 0, PART_IMAGE_SIZE),
      layer: 'part',
      focusPartId: part.partId,
      focusView: view,
    };
  }

  partStill(spec: StillSpec): Promise<RenderResult> {
    return this.queue.get({ job: { kind: 'still', spec }, modelId: spec.modelId });
  }

  /** `/catalog/models/{modelId}/hero.png`: the model as it comes, from its brand's start perspective. */
  async hero(modelId: string): Promise<ModelPicture> {
    const entry = (await this.catalog.current()).vehicles.get(modelId);
    if (!entry) throw notFound(`modelId: no model ${modelId}.`);
    return this.picture(entry, []);
  }

  /** `/catalog/models/{modelId}/setups/{setup id in lower case}.png`: the model with the setup's parts. */
  async setup(modelId: string, file: string): Promise<ModelPicture> {
    const snapshot = await this.catalog.current();
    const entry = snapshot.vehicles.get(modelId);
    if (!entry) throw notFound(`modelId: no model ${modelId}.`);
    const name = SETUP_FILE.exec(file)?.[1];
    const setup = name ? entry.setups.find((s) => s.setupId.toLowerCase() === name) : undefined;
    if (!setup) throw notFound(`file: ${modelId} has no setup ${file.replace(/\.png$/, '')}.`);
    const offered = new Set(entry.partIds);
    const partIds = setup.parts.filter((partId) => {
      const part = snapshot.parts.get(partId);
      return !!part && offered.has(part.partId) && part.canBeRendered && !part.isColorPart;
    });
    return this.picture(entry, partIds);
  }

  private picture(entry: VehicleEntry, partIds: number[]): ModelPicture {
    const variationCode = entry.variations[0]?.code;
    if (!variationCode) throw notFound(`modelId: ${entry.vehicle.modelId} has no variation.`);
    return {
      modelId: entry.vehicle.modelId,
      variationCode,
      partIds,
      perspective: startPerspective(entry.vehicle.brand as BrandCode),
    };
  }

  /** PNG as the catalog's URL names it, or WebP (a tenth of the bytes) for a browser that takes it. */
  async composed(picture: ModelPicture, type: ModelPictureType = 'image/png'): Promise<ComposedImage> {
    const resolved = await this.images.resolveImageSetup({
      modelId: picture.modelId,
      variationCode: picture.variationCode,
      partIds: picture.partIds,
      colors: null,
    });
    // The 2D viewer's layers (its pictures are WebP): a hero costs no render once the viewer has shown the model.
    return this.images.composed(
      resolved,
      picture.perspective,
      { type, maxWidth: MODEL_IMAGE_SIZE.width },
      { layerFormat: VIEWER_IMAGE_FORMAT },
    );
  }
}
