import { type BrandCode, familyOfSegment, layerGroups, perspectiveRange } from '@configurator/domain';
import type { ImageLayout } from '@configurator/domain/rendering/imageLayout';
import { renderablePartsOf } from '../catalog/catalogPresentation.js';
import type { CatalogService } from '../catalog/catalogService.js';
import type { CatalogSnapshot, PartRow, VehicleEntry } from '../catalog/catalogSnapshot.js';
import type { ComposeOptions } from '../documents/composeInPage.js';
import { ApiError } from '../http/apiError.js';
import type { LayerSpec, ScenePart } from '../render/renderClient.js';
import type { RenderQueue } from '../render/renderQueue.js';
import { RENDER_PRIORITY, type RenderRequest } from '../render/renderQueueSettings.js';
import type { RenderResult } from '../render/renderResults.js';
import { formatImageSetup, type ImageFormat, type ImagePath, type ImageSetup } from './imagePaths.js';
import type { ComposedImage, LayerCompositor } from './layerCompositor.js';
import { catalogTag, decodePartSet, encodePartSet, NO_PARTS } from './partSetCode.js';

/** Every still of the 2D pipeline has this size; the client scales it. */
export const STILL_WIDTH = 1280;
export const STILL_HEIGHT = 720;

export type LayerRole = LayerSpec['role'];

/** A setup read against the catalog: every part known, offered by the model and renderable. */
export interface ResolvedSetup {
  setup: ImageSetup;
  entry: VehicleEntry;
  brand: BrandCode;
  colorCode: string;
  parts: PartRow[];
  renderable: readonly number[];
  tag: string;
}

/** One layer of a picture: what the node renders, and which parts it shows. */
export interface PlannedLayer {
  role: LayerRole;
  parts: PartRow[];
  request: RenderRequest;
}

const imageError = (status: number, message: string) => new ApiError(status, message);

/** The colour a background layer is asked with: the studio does not show the vehicle's. */
const STUDIO_COLOR = '000000';

const scenePart = (part: PartRow): ScenePart => ({
  partId: part.partId,
  categories: [...part.categories],
  name: part.name.en,
});

/** Nearer layers over further ones; equal or unknown depths by their first part. */
function stackingOrder(a: { layer: PlannedLayer; result: RenderResult }, b: typeof a): number {
  const da = a.result.meta.depth ?? Number.NEGATIVE_INFINITY;
  const db = b.result.meta.depth ?? Number.NEGATIVE_INFINITY;
  if (da !== db) return db - da;
  return (a.layer.parts[0]?.partId ?? 0) - (b.layer.parts[0]?.partId ?? 0);
}

/**
 * The 2D pictures of configurations, composited from layers that are each rendered once for
 * everyone: the studio, the stock vehicle in its colour, and one layer per group of applied parts
 * (layerGroups). A picture path is read against the catalog here; the layers are rendered through
 * the render queue and stacked by the browser (the layout) or by the compositor (one picture).
 */
export class ImageService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly queue: RenderQueue,
    private readonly compositor: LayerCompositor,
  ) {}

  async brandOf(modelId: string): Promise<BrandCode | null> {
    const entry = (await this.catalog.current()).vehicles.get(modelId);
    return (entry?.vehicle.brand as BrandCode | undefined) ?? null;
  }

  /** Checks a picture path against the catalog: model, variation, parts and perspective. */
  async resolve(
    path: Pick<ImagePath, 'modelId' | 'variationCode' | 'parts' | 'colors'>,
  ): Promise<ResolvedSetup> {
    const snapshot = await this.catalog.current();
    const entry = snapshot.vehicles.get(path.modelId);
    if (!entry) throw imageError(404, `modelId: no model ${path.modelId}.`);
    const renderable = renderablePartsOf(snapshot, entry);
    const tag = catalogTag(snapshot.sha256);
    let partIds: number[];
    try {
      partIds = decodePartSet(path.parts, renderable, tag);
    } catch (error) {
      throw imageError(400, (error as Error).message);
    }
    return this.resolveSetup(snapshot, entry, { ...path, partIds });
  }

  private resolveSetup(
    snapshot: CatalogSnapshot,
    entry: VehicleEntry,
    setup: Pick<ImageSetup, 'variationCode' | 'partIds' | 'colors'>,
  ): ResolvedSetup {
    const vehicle = entry.vehicle;
    const variation = entry.variations.find((v) => v.code === setup.variationCode);
    if (!variation) {
      throw imageError(
        404,
        `variationCode: ${setup.variationCode} is not a variation of ${vehicle.modelId}.`,
      );
    }
    const offered = new Set(entry.partIds);
    const parts = [...new Set(setup.partIds)].map((partId) => {
      const part = snapshot.parts.get(partId);
      if (!part || !offered.has(partId))
        throw imageError(404, `parts: ${partId} is not a part of ${vehicle.modelId}.`);
      if (!part.canBeRendered || part.isColorPart) throw imageError(400, `parts: ${partId} is not rendered.`);
      return part;
    });
    const hasColorSlots = vehicle.colorOptions.length > 0;
    if (setup.colors && !hasColorSlots)
      throw imageError(400, `colours: ${vehicle.modelId} has no colour slots.`);
    return {
      setup: {
        modelId: vehicle.modelId,
        ...setup,
        partIds: parts.map((p) => p.partId).sort((a, b) => a - b),
      },
      entry,
      brand: vehicle.brand as BrandCode,
      colorCode: variation.colorCode,
      parts,
      renderable: renderablePartsOf(snapshot, entry),
      tag: catalogTag(snapshot.sha256),
    };
  }

  /** The same for a setup the server holds (a configuration's), by model id. */
  async resolveImageSetup(setup: ImageSetup): Promise<ResolvedSetup> {
    const snapshot = await this.catalog.current();
    const entry = snapshot.vehicles.get(setup.modelId);
    if (!entry) throw imageError(404, `modelId: no model ${setup.modelId}.`);
    return this.resolveSetup(snapshot, entry, setup);
  }

  private checkPerspective(resolved: ResolvedSetup, perspective: number): void {
    const range = perspectiveRange(resolved.brand);
    if (!range.includes(perspective)) {
      throw imageError(400, `perspective: ${resolved.brand} images have perspectives ${range.join(', ')}.`);
    }
  }

  /** The layer jobs of one picture: background, base, and one per group of parts. */
  plan(resolved: ResolvedSetup, perspective: number, format: ImageFormat): PlannedLayer[] {
    this.checkPerspective(resolved, perspective);
    const vehicle = resolved.entry.vehicle;
    const spec = (role: LayerRole, parts: PartRow[]): LayerSpec => ({
      role,
      modelId: vehicle.modelId,
      brand: resolved.brand,
      family: familyOfSegment(vehicle.segment, vehicle.engineType),
      engineType: vehicle.engineType,
      // The studio is the same in every colour: one background for all variations.
      colorCode: role === 'background' ? STUDIO_COLOR : resolved.colorCode,
      xbowColors: role === 'background' ? null : resolved.setup.colors,
      parts: parts.map(scenePart),
      perspective,
      width: STILL_WIDTH,
      height: STILL_HEIGHT,
      format,
    });
    const layer = (role: LayerRole, parts: PartRow[]): PlannedLayer => ({
      role,
      parts,
      request: { job: { kind: 'layer', spec: spec(role, parts) }, modelId: vehicle.modelId },
    });
    const groups = layerGroups(
      resolved.parts.map((part) => ({
        partId: part.partId,
        name: part.name.en,
        categories: part.categories,
        part,
      })),
      familyOfSegment(vehicle.segment, vehicle.engineType),
    );
    return [
      layer('background', []),
      layer('base', []),
      ...groups.map((group) =>
        layer(
          'parts',
          group.map((g) => g.part),
        ),
      ),
    ];
  }

  /** Every layer of a picture rendered, in stacking order (bottom first). */
  async stacked(
    resolved: ResolvedSetup,
    perspective: number,
    format: ImageFormat,
    priority: number = RENDER_PRIORITY.visitor,
  ): Promise<{ layer: PlannedLayer; result: RenderResult }[]> {
    const planned = this.plan(resolved, perspective, format);
    const results = await this.queue.getAll(
      planned.map((p) => p.request),
      priority,
    );
    const stacked = planned.map((layer, i) => ({ layer, result: results[i] as RenderResult }));
    const [background, base, ...parts] = stacked;
    return [background, base, ...parts.sort(stackingOrder)].filter(
      (entry): entry is NonNullable<typeof entry> => !!entry,
    );
  }

  /** The layout at /images-fe/...: the layers' URLs with their stacking order, all rendered. */
  async layout(path: ImagePath, apiBase: string): Promise<ImageLayout> {
    const resolved = await this.resolve(path);
    const stacked = await this.stacked(resolved, path.perspective, path.format);
    const setupSegments = (parts: PartRow[]) =>
      formatImageSetup(
        resolved.setup,
        encodePartSet(
          parts.map((p) => p.partId),
          resolved.renderable,
          resolved.tag,
        ),
      )
        .split('/')
        .slice(1)
        .join('/');
    return {
      Perspective: path.perspective,
      Width: STILL_WIDTH,
      Height: STILL_HEIGHT,
      Layers: stacked.map(({ layer }, index) => ({
        Name: layer.role === 'parts' ? `parts-${layer.parts.map((p) => p.partId).join('-')}` : layer.role,
        ZIndex: index,
        Url: `${apiBase}/blob-image/${resolved.brand}/${encodeURIComponent(resolved.setup.modelId)}/${setupSegments(
          layer.parts,
        )}/${layer.role}/${path.perspective}.${path.format}`,
      })),
    };
  }

  /** One layer, as the blob-image endpoint serves it: the path's parts must be one group. */
  async layer(path: ImagePath, role: LayerRole): Promise<RenderResult> {
    const resolved = await this.resolve(path);
    if (role !== 'parts' && path.parts !== NO_PARTS) {
      throw imageError(400, `parts: the ${role} layer shows no parts; write "none".`);
    }
    if (
      role === 'parts' &&
      layerGroups(
        resolved.parts.map((p) => ({ ...p, name: p.name.en })),
        familyOfSegment(resolved.entry.vehicle.segment, resolved.entry.vehicle.engineType),
      ).length !== 1
    ) {
      throw imageError(400, 'parts: a parts layer shows one group of parts (as the layout names it).');
    }
    const planned = this.plan(resolved, path.perspective, path.format).find((p) => p.role === role);
    if (!planned) throw imageError(400, `layer: no ${role} layer.`);
    return this.queue.get(planned.request);
  }

  /**
   * The whole picture of a setup, stacked from its layers: PNG layers for a PNG picture unless
   * `layerFormat` names the layers to stack (the viewer's WebP ones, for pictures that reuse them).
   */
  async composed(
    resolved: ResolvedSetup,
    perspective: number,
    options: ComposeOptions,
    layers: { priority?: number; layerFormat?: ImageFormat } = {},
  ): Promise<ComposedImage> {
    const layerFormat = layers.layerFormat ?? (options.type === 'image/png' ? 'png' : 'webp');
    const priority = layers.priority ?? RENDER_PRIORITY.visitor;
    const stacked = await this.stacked(resolved, perspective, layerFormat, priority);
    return this.compositor.image(
      stacked.map((s) => s.result),
      options,
    );
  }

  /** The whole pictures of a setup from several perspectives, composed together. */
  async composedAll(
    resolved: ResolvedSetup,
    pictures: readonly { perspective: number; options: ComposeOptions }[],
    priority: number = RENDER_PRIORITY.visitor,
  ): Promise<ComposedImage[]> {
    const stacks = await Promise.all(
      pictures.map(async ({ perspective, options }) => ({
        layers: (
          await this.stacked(resolved, perspective, options.type === 'image/png' ? 'png' : 'webp', priority)
        ).map((s) => s.result),
        options,
      })),
    );
    return this.compositor.images(stacks);
  }

  /** Every layer job of every perspective of a model's stock look and of each part alone (warm-up). */
  warmUpRequests(resolved: ResolvedSetup, partSets: readonly PartRow[][]): RenderRequest[] {
    const requests: RenderRequest[] = [];
    for (const perspective of perspectiveRange(resolved.brand)) {
      const [background, base] = this.plan({ ...resolved, parts: [] }, perspective, 'webp');
      if (background) requests.push(background.request);
      if (base) requests.push(base.request);
      for (const parts of partSets) {
        const planned = this.plan({ ...resolved, parts }, perspective, 'webp');
        for (const layer of planned.slice(2)) requests.push(layer.request);
      }
    }
    return requests;
  }
}
