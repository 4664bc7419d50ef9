import type { LayerSpec } from '../protocol.js';
import { createCanvas2D, type Pixels2D } from './canvas2d.js';
import { keepDifferences } from './layerPixels.js';
import { layerSceneKey, layerStill } from './layerSpec.js';
import type { StillSpec } from './stillSpec.js';

/**
 * Scenes whose studio and stock-vehicle pixels stay in the page: a run of part layers of one
 * configuration (and a few configurations side by side) paints the stock vehicle once.
 */
const KEPT_SCENES = 4;

export interface LayerPicture {
  dataUrl: string;
  /** Parts layers: the camera's distance to the middle of the parts. Null for the others. */
  depth: number | null;
  /** The share of opaque pixels, 0..1. */
  coverage: number;
  /** Stills painted for this layer: what was not kept from an earlier layer of the scene. */
  painted: number;
}

interface ScenePixels {
  studio: Pixels2D | null;
  stock: Pixels2D | null;
}

/** What the layers take from the stage (stage.ts): its composed stills and the parts' distance. */
export interface LayerStage {
  composePixels(spec: StillSpec): Pixels2D;
  distanceToParts(partIds: readonly number[]): number;
}

/**
 * Cuts picture layers out of stills on the studio: the studio alone, the stock vehicle where it
 * differs from the studio, the vehicle with a group of parts where it differs from the stock
 * vehicle. The camera is framed on the stock vehicle whatever the parts, so the layers line up.
 */
export class LayerRenderer {
  private readonly kept = new Map<string, ScenePixels>();
  private output: ReturnType<typeof createCanvas2D> | null = null;
  private painted = 0;

  constructor(private readonly stage: LayerStage) {}

  render(spec: LayerSpec): LayerPicture {
    this.painted = 0;
    const picture = this.cutLayer(spec);
    return { ...picture, painted: this.painted };
  }

  private cutLayer(spec: LayerSpec): Omit<LayerPicture, 'painted'> {
    const scene = this.scenePixels(layerSceneKey(spec));
    switch (spec.role) {
      case 'background': {
        scene.studio ??= this.paint(layerStill(spec, [], 'background'));
        const studio = scene.studio;
        return this.encode(spec, studio.width, studio.height, null, (out) => {
          out.set(studio.data);
          return studio.width * studio.height;
        });
      }
      case 'base': {
        scene.studio ??= this.paint(layerStill(spec, [], 'background'));
        scene.stock ??= this.paint(layerStill(spec, [], 'full'));
        return this.cut(spec, scene.stock, scene.studio, null);
      }
      case 'parts': {
        if (spec.parts.length === 0) throw new Error('a parts layer needs at least one part');
        scene.stock ??= this.paint(layerStill(spec, [], 'full'));
        const withParts = this.paint(layerStill(spec, spec.parts, 'full'));
        const depth = this.stage.distanceToParts(spec.parts.map((part) => part.partId));
        return this.cut(spec, withParts, scene.stock, depth);
      }
      default: {
        const unknown: never = spec.role;
        throw new Error(`unknown layer role ${String(unknown)}`);
      }
    }
  }

  private paint(spec: StillSpec): Pixels2D {
    this.painted++;
    return this.stage.composePixels(spec);
  }

  /** The kept pixels of a scene, most recently used last; the oldest scene beyond the limit goes. */
  private scenePixels(key: string): ScenePixels {
    const found = this.kept.get(key);
    if (found) this.kept.delete(key);
    const scene = found ?? { studio: null, stock: null };
    this.kept.set(key, scene);
    while (this.kept.size > KEPT_SCENES) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return scene;
  }

  private cut(
    spec: LayerSpec,
    over: Pixels2D,
    under: Pixels2D,
    depth: number | null,
  ): Omit<LayerPicture, 'painted'> {
    return this.encode(spec, over.width, over.height, depth, (out) =>
      keepDifferences(over.data, under.data, out),
    );
  }

  /** Fills a picture with `fill` (which answers how many pixels it made opaque) and encodes it. */
  private encode(
    spec: LayerSpec,
    width: number,
    height: number,
    depth: number | null,
    fill: (out: Uint8ClampedArray) => number,
  ): Omit<LayerPicture, 'painted'> {
    this.output ??= createCanvas2D(true);
    const { canvas, context } = this.output;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const picture = context.createImageData(width, height);
    const opaque = fill(picture.data);
    context.putImageData(picture, 0, 0);
    const type = spec.format === 'webp' ? 'image/webp' : 'image/png';
    return { dataUrl: canvas.toDataURL(type, 0.92), depth, coverage: opaque / (width * height) };
  }
}
