import type { LayerSpec } from '../protocol.js';
import type { StillSpec } from '../scene/stillSpec.js';

/** An orange naked KTM without parts in the studio, from the front, 640 × 360 PNG; `changes` on top. */
export function testStill(changes: Partial<StillSpec> = {}): StillSpec {
  return {
    modelId: 'TEST-NAKED',
    brand: 'KTM',
    family: 'naked',
    engineType: '4-Stroke',
    colorCode: 'FF6600',
    parts: [],
    xbowColors: null,
    perspective: 0,
    width: 640,
    height: 360,
    format: 'png',
    background: 'studio',
    ...changes,
  };
}

/** The layer `role` of a still's scene (its camera, size and format), with `parts`. */
export function layerOfStill(
  still: StillSpec,
  role: LayerSpec['role'],
  parts: LayerSpec['parts'] = [],
): LayerSpec {
  return {
    role,
    modelId: still.modelId,
    brand: still.brand,
    family: still.family,
    engineType: still.engineType,
    colorCode: still.colorCode,
    xbowColors: still.xbowColors,
    parts,
    perspective: still.perspective,
    width: still.width,
    height: still.height,
    format: still.format,
  };
}
