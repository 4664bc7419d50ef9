import { describe, expect, it } from 'vitest';
import type { LayerSpec } from '../protocol.js';
import { layerOfStill, testStill } from '../testing/stillSpecs.js';
import { readRenderJob } from './readRenderJob.js';

const still = testStill({
  modelId: 'KTM-390-DUKE-2024',
  parts: [{ partId: 7, categories: ['EXHAUST'], name: 'Slip-on silencer' }],
  perspective: 1,
  width: 1280,
  height: 720,
  format: 'webp',
});

const layer: LayerSpec = { ...layerOfStill(still, 'parts', still.parts), format: 'png' };

const messageOf = (body: unknown) => {
  const read = readRenderJob(body);
  if (read.ok) throw new Error('the job was read');
  return read.message;
};

describe('readRenderJob', () => {
  it('reads a still, a layer and a clip job as sent', () => {
    expect(readRenderJob({ kind: 'still', spec: still })).toEqual({
      ok: true,
      job: {
        kind: 'still',
        spec: {
          ...still,
          layer: 'full',
          focusPartId: null,
          focusView: null,
          camera: null,
          lighting: null,
          environment: null,
        },
      },
    });
    expect(readRenderJob({ kind: 'layer', spec: layer })).toEqual({
      ok: true,
      job: { kind: 'layer', spec: layer },
    });
    const clip = readRenderJob({
      kind: 'clip',
      base: still,
      clip: 'rotate',
      format: { frames: 12, width: 320 },
    });
    expect(clip).toMatchObject({
      ok: true,
      job: { kind: 'clip', clip: 'rotate', format: { frames: 12, width: 320 } },
    });
  });

  it('reads the X-Bow colours and a camera pose', () => {
    const xbowColors = {
      body: '112233',
      calipers: null,
      rims: 'AABBCC',
      stitching: null,
      suspensionAndLogo: null,
      finish: 'Matte',
    };
    const camera = {
      azimuthDeg: 30,
      elevationDeg: 10,
      distance: 1.2,
      aim: [0, 0.5, -1],
      orbit: true,
      depthOfField: 0.4,
    };
    const read = readRenderJob({ kind: 'still', spec: { ...still, family: 'car', xbowColors, camera } });
    expect(read).toMatchObject({ ok: true, job: { spec: { xbowColors, camera } } });
  });

  it.each([
    [null, 'job must be an object, not null'],
    [[], 'job must be an object, not an array'],
    [{}, 'kind is missing'],
    [{ kind: 'movie' }, 'kind must be one of still, layer, clip'],
    [{ kind: 'still' }, 'spec is missing'],
    [{ kind: 'still', spec: { ...still, modelId: '' } }, 'spec.modelId must not be empty'],
    [{ kind: 'still', spec: { ...still, brand: 'BMW' } }, 'spec.brand must be one of KTM, HQV, GG'],
    [{ kind: 'still', spec: { ...still, family: 'truck' } }, 'spec.family must be one of'],
    [{ kind: 'still', spec: { ...still, colorCode: '#FF6600' } }, 'spec.colorCode must be six hex digits'],
    [{ kind: 'still', spec: { ...still, width: 0 } }, 'spec.width must be a whole number from 16 to 4096'],
    [{ kind: 'still', spec: { ...still, height: 720.5 } }, 'spec.height must be a whole number'],
    [
      { kind: 'still', spec: { ...still, perspective: 7 } },
      'spec.perspective must be a whole number from 0 to 6',
    ],
    [
      { kind: 'still', spec: { ...still, parts: [{ partId: 1, categories: ['X'] }] } },
      'spec.parts[0].name is missing',
    ],
    [
      { kind: 'still', spec: { ...still, parts: [{ partId: 1, categories: 'X', name: 'a' }] } },
      'spec.parts[0].categories must be an array',
    ],
    [
      { kind: 'still', spec: { ...still, layer: 'part', focusPartId: 99 } },
      'spec.focusPartId must name one of the parts',
    ],
    [
      { kind: 'still', spec: { ...still, camera: { azimuthDeg: 0, elevationDeg: 0 } } },
      'spec.camera.distance is missing',
    ],
    [
      { kind: 'still', spec: { ...still, xbowColors: { finish: 'Shiny' } } },
      'spec.xbowColors.finish must be one of Matte, Glossy',
    ],
    [
      { kind: 'still', spec: { ...still, background: 'green' } },
      'spec.background must be one of studio, transparent',
    ],
    [
      { kind: 'layer', spec: { ...layer, role: 'shadow' } },
      'spec.role must be one of background, base, parts',
    ],
    [
      { kind: 'layer', spec: { ...layer, parts: [] } },
      'spec.parts must name at least one part for a parts layer',
    ],
    [{ kind: 'layer', spec: { ...layer, role: 'base' } }, 'spec.parts must be empty for a base layer'],
    [{ kind: 'layer', spec: { ...layer, format: 'jpeg' } }, 'spec.format must be one of png, webp'],
    [{ kind: 'clip', base: still, clip: 'spin' }, 'clip must be one of rotate, zoom, focus'],
    [
      { kind: 'clip', base: still, clip: 'zoom', format: { width: 321 } },
      'format.width must be an even number',
    ],
    [
      { kind: 'clip', base: still, clip: 'zoom', format: { frames: 0 } },
      'format.frames must be a whole number from 1',
    ],
    [{ kind: 'clip', clip: 'zoom' }, 'base is missing'],
  ])('refuses %j: %s', (body, message) => {
    expect(messageOf(body)).toContain(message);
  });
});
