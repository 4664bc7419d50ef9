import * as THREE from 'three';
import type { LayerSpec } from '../protocol.js';
import { createCanvas2D, type Pixels2D } from './canvas2d.js';
import { frameCamera, PART_FIT, VEHICLE_FIT, viewDirection } from './framing.js';
import { type LayerPicture, LayerRenderer } from './layerRender.js';
import {
  backgroundBlur,
  type CameraPose,
  partViewPose,
  perspectiveCamera,
  type ScenePart,
  type StillSpec,
} from './stillSpec.js';
import { type Environment, environmentOf, paintStudio, type StudioCanvas } from './studio.js';
import { buildVehicle } from './vehicles/catalog.js';
import { disposeGeometryCache } from './vehicles/kit.js';
import { createPalette, disposePalette, type Palette, paintPalette } from './vehicles/palette.js';
import type { Footprint } from './vehicles/types.js';
import type { VehicleModel } from './vehicles/vehicle.js';

/** Vehicles kept built; switching between a few models does not rebuild them. */
const KEPT_VEHICLES = 4;
const MAX_SIZE = 4096;

function clampSize(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.max(16, Math.min(MAX_SIZE, Math.round(value)));
}

/** Brightness 0..1 (default 0.6) as a factor around 1. */
function brightnessOf(lighting: number | null | undefined): number {
  const b =
    typeof lighting === 'number' && Number.isFinite(lighting) ? Math.max(0, Math.min(1, lighting)) : 0.6;
  return 0.45 + b * 0.92;
}

/** The part a `part` layer shows: `focusPartId`, which must be one of the spec's parts. */
function focusPartOf(spec: StillSpec): ScenePart {
  const part = (spec.parts ?? []).find((p) => p.partId === spec.focusPartId);
  if (!part) throw new Error(`focusPartId ${spec.focusPartId} is not one of the spec's parts`);
  return part;
}

interface Prepared {
  width: number;
  height: number;
  studio: boolean;
  drawVehicle: boolean;
  environment: Environment;
  brightness: number;
  vehicle: VehicleModel;
  footprint: Footprint;
  distance: number;
  blur: number;
}

/**
 * One renderer, one scene, one camera, a hemisphere fill and one key light. The vehicle in it is
 * swapped or updated in place per call; everything else (lights, studio, materials) is reused and
 * only re-parameterised. Vehicles share geometry (cached by shape) and the palette's materials, so
 * a vehicle or part that leaves the scene frees only its scene-graph nodes.
 */
export class Stage {
  readonly renderer: THREE.WebGLRenderer;
  readonly scene = new THREE.Scene();
  readonly camera = new THREE.PerspectiveCamera(26, 16 / 9, 0.1, 100);
  readonly palette: Palette = createPalette();
  private composite: StudioCanvas | null = null;
  private studioScratch: StudioCanvas | null = null;
  private readonly hemisphere = new THREE.HemisphereLight(0xffffff, 0x888888, 1);
  private readonly key = new THREE.DirectionalLight(0xffffff, 2.4);
  private readonly vehicles = new Map<string, VehicleModel>();
  private shown: VehicleModel | null = null;
  private layers: LayerRenderer | null = null;

  private live: { target: StudioCanvas; scratch: StudioCanvas; texture: THREE.Texture } | null = null;

  /**
   * `live`: a live view's stage, drawn straight to its WebGL canvas many times a second: no
   * multisampling and no kept drawing buffer, which cost a software renderer most of its time.
   */
  constructor(options: { live?: boolean } = {}) {
    const live = options.live === true;
    this.renderer = new THREE.WebGLRenderer({
      antialias: !live,
      preserveDrawingBuffer: !live,
      alpha: !live,
      powerPreference: 'high-performance',
    });
    this.renderer.setPixelRatio(1);
    this.renderer.outputColorSpace = THREE.SRGBColorSpace;
    this.renderer.toneMapping = THREE.NeutralToneMapping;
    this.renderer.toneMappingExposure = 1;
    this.scene.add(this.hemisphere, this.key, this.key.target);
    this.scene.matrixWorldAutoUpdate = true;
  }

  /** The vehicle of a spec, built on first use and kept (a few) for later calls. */
  vehicleFor(spec: StillSpec): VehicleModel {
    const key = `${spec.modelId}|${spec.family}|${spec.engineType}`;
    let vehicle = this.vehicles.get(key);
    if (vehicle) {
      this.vehicles.delete(key);
    } else {
      vehicle = buildVehicle(key, spec.family, spec.engineType, this.palette);
    }
    this.vehicles.set(key, vehicle);
    while (this.vehicles.size > KEPT_VEHICLES) {
      const oldest = this.vehicles.keys().next().value;
      if (oldest === undefined) break;
      const dropped = this.vehicles.get(oldest);
      this.vehicles.delete(oldest);
      if (dropped && dropped === this.shown) this.show(null);
    }
    return vehicle;
  }

  private show(vehicle: VehicleModel | null): void {
    if (this.shown === vehicle) return;
    if (this.shown) this.scene.remove(this.shown.root);
    this.shown = vehicle;
    if (vehicle) this.scene.add(vehicle.root);
  }

  /** Sets up the scene for a spec: vehicle, parts, colours, camera, lights. */
  prepare(spec: StillSpec): Prepared {
    const width = clampSize(spec.width, 1280);
    const height = clampSize(spec.height, 720);
    const layer = spec.layer ?? 'full';
    const vehicle = this.vehicleFor(spec);
    this.show(vehicle);
    paintPalette(this.palette, spec);
    const focus = layer === 'part' ? focusPartOf(spec) : null;
    if (layer !== 'background') vehicle.syncParts(focus ? [focus] : (spec.parts ?? []), this.palette);
    const isolated = vehicle.isolate(focus?.partId ?? null);
    vehicle.root.visible = layer !== 'background';

    const pose: CameraPose =
      spec.camera ??
      (focus ? partViewPose(spec.focusView ?? 0) : perspectiveCamera(spec.brand, spec.perspective));
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    const distance = isolated
      ? frameCamera(this.camera, isolated.points, pose, PART_FIT)
      : frameCamera(this.camera, vehicle.framePoints, pose, VEHICLE_FIT);

    const environment = environmentOf(spec);
    const brightness = brightnessOf(spec.lighting);
    const studio =
      layer === 'background' || ((layer === 'full' || layer === 'part') && spec.background === 'studio');

    const level = brightness * environment.light;
    this.hemisphere.color.setHex(environment.sky);
    this.hemisphere.groundColor.setHex(environment.floor).multiplyScalar(0.7);
    this.hemisphere.intensity = 1.9 * level;
    this.placeLight(this.key, pose, 40, 52, 3.4 * level);

    this.renderer.setSize(width, height, false);
    this.renderer.setClearColor(0x000000, 0);
    return {
      width,
      height,
      studio,
      drawVehicle: layer !== 'background',
      environment,
      brightness,
      vehicle,
      footprint: isolated?.footprint ?? vehicle.footprint,
      distance,
      blur: backgroundBlur(pose, width),
    };
  }

  /** The key light relative to the camera's azimuth (so every view is lit alike), aimed at the middle. */
  private placeLight(
    light: THREE.DirectionalLight,
    pose: CameraPose,
    azimuthOffset: number,
    elevation: number,
    intensity: number,
  ): void {
    const dir = viewDirection({
      azimuthDeg: pose.azimuthDeg + azimuthOffset,
      elevationDeg: elevation,
      distance: 1,
    });
    light.position
      .copy(dir)
      .multiplyScalar(10)
      .add(new THREE.Vector3(0, 0.5, 0));
    light.target.position.set(0, 0.5, 0);
    light.intensity = intensity;
  }

  /**
   * Renders one still. Without the studio the WebGL canvas is the image (alpha kept); with it,
   * the studio is painted on a 2D canvas and the vehicle frame drawn over it.
   */
  renderStill(spec: StillSpec): string {
    const prepared = this.prepare(spec);
    const type = spec.format === 'webp' ? 'image/webp' : 'image/png';
    if (!prepared.studio) {
      this.renderer.render(this.scene, this.camera);
      return this.renderer.domElement.toDataURL(type, 0.92);
    }
    return this.compose(prepared).canvas.toDataURL(type, 0.92);
  }

  /**
   * The pixels of a still on the studio (`spec.background` is taken as studio), read back from
   * the 2D canvas: what a picture layer is cut from.
   */
  composePixels(spec: StillSpec): Pixels2D {
    const prepared = this.prepare({ ...spec, background: 'studio' });
    return this.compose(prepared).context.getImageData(0, 0, prepared.width, prepared.height);
  }

  /**
   * Paints one live frame on the renderer's own canvas: the studio, computed small, as the
   * scene's background texture, and the vehicle over it in the same pass (no read-back).
   */
  paintLive(spec: StillSpec): void {
    const prepared = this.prepare({ ...spec, background: 'studio', layer: 'full' });
    if (!this.live) {
      const target = createCanvas2D();
      const texture = new THREE.CanvasTexture(
        target.canvas as unknown as ConstructorParameters<typeof THREE.CanvasTexture>[0],
      );
      texture.colorSpace = THREE.SRGBColorSpace;
      this.live = { target, scratch: createCanvas2D(), texture };
    }
    const { target, scratch, texture } = this.live;
    const size: [number, number] = [Math.ceil(prepared.width / 2), Math.ceil(prepared.height / 2)];
    if (target.canvas.width !== size[0] || target.canvas.height !== size[1]) {
      target.canvas.width = size[0];
      target.canvas.height = size[1];
      texture.dispose();
    }
    paintStudio(
      target.context,
      scratch,
      this.camera,
      size,
      prepared.environment,
      prepared.footprint,
      prepared.brightness,
      prepared.distance,
      prepared.blur / 2,
    );
    // The sun's hour darkens the whole picture, the sky and floor too, not only the vehicle's lights.
    const level = typeof spec.lighting === 'number' ? Math.max(0, Math.min(1, spec.lighting)) : 1;
    if (level < 1) {
      target.context.globalAlpha = (1 - level) * 0.7;
      target.context.fillStyle = '#0a0f1e';
      target.context.fillRect(0, 0, size[0], size[1]);
      target.context.globalAlpha = 1;
    }
    texture.needsUpdate = true;
    this.scene.background = texture;
    this.renderer.toneMappingExposure = 0.25 + 0.75 * level;
    this.renderer.render(this.scene, this.camera);
    this.scene.background = null;
  }

  /** The vehicle shown by the last picture. */
  get shownVehicle(): VehicleModel | null {
    return this.shown;
  }

  /** Paints the studio on the 2D canvas and, unless only the studio is wanted, the vehicle over it. */
  private compose(prepared: Prepared): StudioCanvas {
    this.composite ??= createCanvas2D();
    this.studioScratch ??= createCanvas2D();
    const { canvas, context } = this.composite;
    if (canvas.width !== prepared.width) canvas.width = prepared.width;
    if (canvas.height !== prepared.height) canvas.height = prepared.height;
    paintStudio(
      context,
      this.studioScratch,
      this.camera,
      [prepared.width, prepared.height],
      prepared.environment,
      prepared.footprint,
      prepared.brightness,
      prepared.distance,
      prepared.blur,
    );
    if (prepared.drawVehicle) {
      this.renderer.render(this.scene, this.camera);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.drawImage(this.renderer.domElement, 0, 0);
    }
    return this.composite;
  }

  /**
   * The camera's distance to the middle of the fitted parts `partIds` of the vehicle shown, as
   * the camera stands now; to the middle of the stock vehicle when none of them is fitted.
   */
  distanceToParts(partIds: readonly number[]): number {
    const vehicle = this.shown;
    if (!vehicle) throw new Error('no vehicle is shown');
    const middle = vehicle.partsCentre(partIds) ?? vehicle.frameCentre();
    return this.camera.position.distanceTo(middle);
  }

  /** One picture layer of a configuration (see LayerSpec). */
  renderLayer(spec: LayerSpec): LayerPicture {
    this.layers ??= new LayerRenderer(this);
    return this.layers.render(spec);
  }

  /**
   * Compiles every shader program and sizes the buffers for the usual still once, so the first
   * real still does not pay for either.
   */
  warmUp(): void {
    const base: Omit<StillSpec, 'family' | 'engineType' | 'modelId'> = {
      brand: 'KTM',
      colorCode: 'FF6600',
      parts: [],
      xbowColors: null,
      perspective: 0,
      width: 1280,
      height: 720,
      format: 'png',
      background: 'studio',
    };
    this.renderStill({ ...base, modelId: '__warm-bike', family: 'travel', engineType: '4-Stroke' });
    this.vehicles.clear();
    this.show(null);
  }

  /** Frees the GPU resources: renderer, materials and the shared geometry. */
  dispose(): void {
    this.show(null);
    this.vehicles.clear();
    disposePalette(this.palette);
    disposeGeometryCache();
    this.renderer.dispose();
  }
}
