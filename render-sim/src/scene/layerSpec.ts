/** What a picture layer is cut from. Pure: imported by the scene page and by the host. */
import type { LayerSpec } from '../protocol.js';
import type { ScenePart, StillSpec } from './stillSpec.js';

/**
 * Everything that makes the studio and the stock vehicle look as they do, and nothing of the
 * parts: layers with equal keys share the pictures of the studio and of the stock vehicle.
 */
export function layerSceneKey(spec: LayerSpec): string {
  const x = spec.xbowColors;
  return JSON.stringify([
    spec.modelId,
    spec.family,
    spec.engineType,
    spec.brand,
    spec.colorCode.toUpperCase(),
    x ? [x.body, x.calipers, x.rims, x.stitching, x.suspensionAndLogo, x.finish] : null,
    spec.perspective,
    spec.width,
    spec.height,
  ]);
}

/**
 * The still a layer compares: the layer's scene with `parts` on the studio (`full`), or the studio
 * alone (`background`). Always the layer's own camera, so the layers of one scene line up.
 */
export function layerStill(spec: LayerSpec, parts: ScenePart[], layer: 'full' | 'background'): StillSpec {
  return {
    modelId: spec.modelId,
    brand: spec.brand,
    family: spec.family,
    engineType: spec.engineType,
    colorCode: spec.colorCode,
    xbowColors: spec.xbowColors,
    parts,
    perspective: spec.perspective,
    width: spec.width,
    height: spec.height,
    format: 'png',
    background: 'studio',
    layer,
  };
}
