import { readXbowColors } from '@configurator/domain/catalog/xbowColors';
import { CLIP_KINDS } from '@configurator/domain/rendering/clipKinds';
import type { VehicleFamily } from '@configurator/domain/rendering/vehicleFamily';
import type { ClipFormatSpec, LayerSpec, RenderJob } from '../protocol.js';
import type { CameraPose, ScenePart, StillSpec, XbowColors } from '../scene/stillSpec.js';
import {
  arrayAt,
  booleanAt,
  type Fields,
  hexColorAt,
  integerAt,
  JobFieldError,
  numberAt,
  objectAt,
  oneOfAt,
  optionalAt,
  stringAt,
} from './jobFields.js';

const BRANDS = ['KTM', 'HQV', 'GG'] as const satisfies readonly StillSpec['brand'][];
const FAMILIES = [
  'naked',
  'travel',
  'offroad',
  'supermoto',
  'sport',
  'electric',
  'car',
] as const satisfies readonly VehicleFamily[];
// A family added to the domain but not here fails to compile.
type MissingFamily = Exclude<VehicleFamily, (typeof FAMILIES)[number]>;
const noMissingFamily: MissingFamily extends never ? true : never = true;
void noMissingFamily;

const MAX_SIZE = 4096;
const MAX_PARTS = 500;
/** Clip frames go through libx264 in 4:2:0, which wants even sizes. */
const MAX_CLIP = { frames: 480, fps: 60, width: 1920, height: 1080 };

function partAt(value: unknown, path: string): ScenePart {
  const part = objectAt(value, path);
  return {
    partId: integerAt(part.partId, `${path}.partId`, -(2 ** 31), 2 ** 31 - 1),
    categories: arrayAt(part.categories, `${path}.categories`, 50).map((c, i) =>
      stringAt(c, `${path}.categories[${i}]`, 100),
    ),
    name: stringAt(part.name, `${path}.name`, 500, true),
  };
}

function xbowColorsAt(value: unknown, path: string): XbowColors {
  const colors = objectAt(value, path);
  return readXbowColors(
    (name) => optionalAt(colors[name], (v) => hexColorAt(v, `${path}.${name}`)),
    () => oneOfAt(colors.finish, `${path}.finish`, ['Matte', 'Glossy']),
  );
}

function cameraAt(value: unknown, path: string): CameraPose {
  const camera = objectAt(value, path);
  const aim = optionalAt(camera.aim, (v) => {
    const axes = arrayAt(v, `${path}.aim`, 3).map((a, i) => numberAt(a, `${path}.aim[${i}]`, -10, 10));
    if (axes.length !== 3) throw new JobFieldError(`${path}.aim`, 'must have three numbers');
    return axes as [number, number, number];
  });
  return {
    azimuthDeg: numberAt(camera.azimuthDeg, `${path}.azimuthDeg`, -3600, 3600),
    elevationDeg: numberAt(camera.elevationDeg, `${path}.elevationDeg`, -90, 90),
    distance: numberAt(camera.distance, `${path}.distance`, 0.01, 100),
    aim,
    orbit: optionalAt(camera.orbit, (v) => booleanAt(v, `${path}.orbit`)),
    depthOfField: optionalAt(camera.depthOfField, (v) => numberAt(v, `${path}.depthOfField`, 0, 1)),
  };
}

/** What stills and layers share: the vehicle, its colours, the camera range and the picture size. */
function sceneAt(spec: Fields, path: string) {
  return {
    modelId: stringAt(spec.modelId, `${path}.modelId`, 200),
    brand: oneOfAt(spec.brand, `${path}.brand`, BRANDS),
    family: oneOfAt(spec.family, `${path}.family`, FAMILIES),
    engineType: stringAt(spec.engineType, `${path}.engineType`, 100, true),
    colorCode: hexColorAt(spec.colorCode, `${path}.colorCode`),
    xbowColors: optionalAt(spec.xbowColors, (v) => xbowColorsAt(v, `${path}.xbowColors`)),
    parts: arrayAt(spec.parts, `${path}.parts`, MAX_PARTS).map((p, i) => partAt(p, `${path}.parts[${i}]`)),
    perspective: integerAt(spec.perspective, `${path}.perspective`, 0, 6),
    width: integerAt(spec.width, `${path}.width`, 16, MAX_SIZE),
    height: integerAt(spec.height, `${path}.height`, 16, MAX_SIZE),
    format: oneOfAt(spec.format, `${path}.format`, ['png', 'webp'] as const),
  };
}

export function readStillSpec(value: unknown, path: string): StillSpec {
  const spec = objectAt(value, path);
  const still: StillSpec = {
    ...sceneAt(spec, path),
    background: oneOfAt(spec.background, `${path}.background`, ['studio', 'transparent'] as const),
    layer:
      optionalAt(spec.layer, (v) =>
        oneOfAt(v, `${path}.layer`, ['full', 'vehicle', 'background', 'part'] as const),
      ) ?? 'full',
    focusPartId: optionalAt(spec.focusPartId, (v) =>
      integerAt(v, `${path}.focusPartId`, -(2 ** 31), 2 ** 31 - 1),
    ),
    focusView: optionalAt(spec.focusView, (v) => integerAt(v, `${path}.focusView`, 0, 1000)),
    camera: optionalAt(spec.camera, (v) => cameraAt(v, `${path}.camera`)),
    lighting: optionalAt(spec.lighting, (v) => numberAt(v, `${path}.lighting`, 0, 1)),
    environment: optionalAt(spec.environment, (v) => stringAt(v, `${path}.environment`, 50)),
  };
  if (still.layer === 'part' && !still.parts.some((p) => p.partId === still.focusPartId)) {
    throw new JobFieldError(`${path}.focusPartId`, 'must name one of the parts for a part layer');
  }
  return still;
}

export function readLayerSpec(value: unknown, path: string): LayerSpec {
  const spec = objectAt(value, path);
  const layer: LayerSpec = {
    role: oneOfAt(spec.role, `${path}.role`, ['background', 'base', 'parts'] as const),
    ...sceneAt(spec, path),
  };
  if (layer.role === 'parts' && layer.parts.length === 0) {
    throw new JobFieldError(`${path}.parts`, 'must name at least one part for a parts layer');
  }
  if (layer.role !== 'parts' && layer.parts.length > 0) {
    throw new JobFieldError(`${path}.parts`, `must be empty for a ${layer.role} layer`);
  }
  return layer;
}

function clipFormatAt(value: unknown, path: string): Partial<ClipFormatSpec> {
  const format = objectAt(value, path);
  const out: Partial<ClipFormatSpec> = {};
  for (const key of ['frames', 'fps', 'width', 'height'] as const) {
    if (format[key] === undefined || format[key] === null) continue;
    const min = key === 'frames' || key === 'fps' ? 1 : 16;
    out[key] = integerAt(format[key], `${path}.${key}`, min, MAX_CLIP[key]);
    if ((key === 'width' || key === 'height') && out[key] % 2 !== 0) {
      throw new JobFieldError(`${path}.${key}`, 'must be an even number');
    }
  }
  return out;
}

export type ReadJob = { ok: true; job: RenderJob } | { ok: false; message: string };

/** A render job from a parsed JSON body, or the reason it cannot be read, naming the field. */
export function readRenderJob(body: unknown): ReadJob {
  try {
    const job = objectAt(body, 'job');
    const kind = oneOfAt(job.kind, 'kind', ['still', 'layer', 'clip'] as const);
    switch (kind) {
      case 'still':
        return { ok: true, job: { kind, spec: readStillSpec(job.spec, 'spec') } };
      case 'layer':
        return { ok: true, job: { kind, spec: readLayerSpec(job.spec, 'spec') } };
      case 'clip': {
        const clip = oneOfAt(job.clip, 'clip', CLIP_KINDS);
        const base = readStillSpec(job.base, 'base');
        const format = optionalAt(job.format, (v) => clipFormatAt(v, 'format'));
        return { ok: true, job: format ? { kind, base, clip, format } : { kind, base, clip } };
      }
      default: {
        const unknown: never = kind;
        return { ok: false, message: `kind ${String(unknown)} is unknown` };
      }
    }
  } catch (error) {
    if (error instanceof JobFieldError) return { ok: false, message: error.message };
    throw error;
  }
}
