import * as THREE from 'three';
import type { Canvas2D, Context2D } from './canvas2d.js';
import type { StillSpec } from './stillSpec.js';
import type { Footprint } from './vehicles/types.js';

/**
 * The studio behind the vehicle: a backdrop gradient down to the horizon, a floor fading into it,
 * a light pool and a soft contact shadow under the vehicle. Painted on a 2D canvas in a few
 * milliseconds; a full-screen WebGL pass costs over 60 ms in a software renderer.
 */
export interface Environment {
  top: number;
  horizon: number;
  floor: number;
  /** Hemisphere sky colour and how strong the lights are here. */
  sky: number;
  light: number;
  /** Contact shadow strength, 0..1. */
  shadow: number;
}

const ENVIRONMENTS: Readonly<Record<string, Environment>> = {
  studio: { top: 0xcfd2d6, horizon: 0xf3f3f2, floor: 0xe4e4e3, sky: 0xffffff, light: 1, shadow: 1 },
  city: { top: 0x8aa0b7, horizon: 0xdde3e8, floor: 0x979b9f, sky: 0xe6eef6, light: 0.95, shadow: 0.9 },
  alpine: { top: 0x5896d4, horizon: 0xe9f1f8, floor: 0xdce2e5, sky: 0xeaf4ff, light: 1.05, shadow: 0.9 },
  racetrack: { top: 0x77a6d3, horizon: 0xe3ecf3, floor: 0x6a6d71, sky: 0xf0f6ff, light: 1.05, shadow: 0.8 },
  forest: { top: 0x6c8a63, horizon: 0xc7d3b9, floor: 0x6f5f49, sky: 0xe4f0d8, light: 0.9, shadow: 0.8 },
  desert: { top: 0x86b7de, horizon: 0xf3e3c3, floor: 0xd5b588, sky: 0xfff4e0, light: 1.1, shadow: 0.9 },
  mxtrack: { top: 0x8fafcb, horizon: 0xe6d9c3, floor: 0x85623f, sky: 0xfff0dc, light: 1.05, shadow: 0.8 },
  pitlane: { top: 0x4d525a, horizon: 0xb3b8be, floor: 0x9da0a4, sky: 0xe8ecf0, light: 0.9, shadow: 0.9 },
  citynight: { top: 0x070b16, horizon: 0x28334d, floor: 0x222838, sky: 0x8fa6d8, light: 0.7, shadow: 0.7 },
};

const STUDIO: Environment = ENVIRONMENTS.studio as Environment;

const BRAND_TINT: Readonly<Record<StillSpec['brand'], number>> = {
  KTM: 0xff6600,
  HQV: 0x24418f,
  GG: 0xc8102e,
};

/** The environment of a spec; the plain studio takes a faint tint of the brand colour. */
export function environmentOf(spec: Pick<StillSpec, 'environment' | 'brand'>): Environment {
  const name = (spec.environment ?? 'studio').trim().toLowerCase();
  const named = ENVIRONMENTS[name];
  if (named && name !== 'studio') return named;
  const tint = new THREE.Color(BRAND_TINT[spec.brand] ?? 0xffffff);
  const mix = (hex: number, amount: number) => new THREE.Color(hex).lerp(tint, amount).getHex();
  return {
    ...STUDIO,
    top: mix(STUDIO.top, 0.1),
    horizon: mix(STUDIO.horizon, 0.03),
    floor: mix(STUDIO.floor, 0.02),
  };
}

type RGB = readonly [number, number, number];

const rgb = (hex: number): RGB => [((hex >> 16) & 255) / 255, ((hex >> 8) & 255) / 255, (hex & 255) / 255];

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** How finely the studio is computed: one sample per SCALE x SCALE pixels, smoothed when drawn. */
const SCALE = 4;

export interface StudioCanvas {
  canvas: Canvas2D;
  context: Context2D;
}

/**
 * Paints the studio for the camera as it is set now onto `target` (the still's canvas). Every
 * sample casts a ray: below the horizon it meets the floor, which carries the light pool and the
 * contact shadow and fades into the horizon colour with distance; above it the backdrop gradient.
 * A blur (pixels) puts the studio out of focus, as a shallow depth of field would.
 * Computed in script at a quarter of the resolution and scaled up smoothly: no gradient dithering
 * (which would make PNGs large) and the same pixels on every run.
 */
export function paintStudio(
  target: Context2D,
  scratch: StudioCanvas,
  camera: THREE.PerspectiveCamera,
  size: readonly [number, number],
  environment: Environment,
  footprint: Footprint,
  brightness: number,
  distance: number,
  blur = 0,
): void {
  const [w, h] = size;
  const lw = Math.max(2, Math.ceil(w / SCALE));
  const lh = Math.max(2, Math.ceil(h / SCALE));
  if (scratch.canvas.width !== lw) scratch.canvas.width = lw;
  if (scratch.canvas.height !== lh) scratch.canvas.height = lh;
  const pixels = scratch.context.createImageData(lw, lh);
  const data = pixels.data;

  camera.updateMatrixWorld();
  const m = camera.matrixWorld.elements;
  const [rx, ry, rz] = [m[0] ?? 1, m[1] ?? 0, m[2] ?? 0];
  const [ux, uy, uz] = [m[4] ?? 0, m[5] ?? 1, m[6] ?? 0];
  const [fx, fy, fz] = [-(m[8] ?? 0), -(m[9] ?? 0), -(m[10] ?? 1)];
  const tanY = Math.tan((camera.fov * Math.PI) / 360);
  const tanX = tanY * camera.aspect;
  const { x: cx, y: cy, z: cz } = camera.position;
  const top = rgb(environment.top);
  const horizon = rgb(environment.horizon);
  const floor = rgb(environment.floor);
  const k = (0.8 + brightness * 0.2) * 255;
  const [sx, sz] = footprint.centre;
  const [hx, hz] = footprint.half;
  const contacts = footprint.contacts;
  const strength = environment.shadow;
  const fadeNear = distance * 1.1;
  const fadeFar = distance * 4.5;

  let i = 0;
  for (let py = 0; py < lh; py++) {
    const ny = 1 - (2 * (py + 0.5)) / lh;
    for (let px = 0; px < lw; px++) {
      const nx = (2 * (px + 0.5)) / lw - 1;
      let dx = fx + rx * nx * tanX + ux * ny * tanY;
      let dy = fy + ry * nx * tanX + uy * ny * tanY;
      let dz = fz + rz * nx * tanX + uz * ny * tanY;
      const len = Math.hypot(dx, dy, dz);
      dx /= len;
      dy /= len;
      dz /= len;
      let r: number;
      let g: number;
      let b: number;
      if (dy < -1e-4 && cy > 0) {
        const t = -cy / dy;
        const qx = cx + dx * t;
        const qz = cz + dz * t;
        const ex = (qx - sx) / hx;
        const ez = (qz - sz) / hz;
        let shade = (1 - smoothstep(0.3, 1.2, Math.hypot(ex, ez))) * 0.3;
        for (const [kx, kz, kr] of contacts) {
          shade += (1 - smoothstep(0, 1, Math.hypot(qx - kx, qz - kz) / kr)) * 0.45;
        }
        const pool = 1 + 0.08 * (1 - smoothstep(0, 3.5, Math.hypot(qx - sx, qz - sz)));
        const lit = pool * (1 - Math.min(shade, 0.72) * strength);
        const fade = smoothstep(fadeNear, fadeFar, t);
        r = floor[0] * lit + (horizon[0] - floor[0] * lit) * fade;
        g = floor[1] * lit + (horizon[1] - floor[1] * lit) * fade;
        b = floor[2] * lit + (horizon[2] - floor[2] * lit) * fade;
      } else {
        const up = Math.max(0, Math.min(1, dy * 2.2)) ** 0.75;
        r = horizon[0] + (top[0] - horizon[0]) * up;
        g = horizon[1] + (top[1] - horizon[1]) * up;
        b = horizon[2] + (top[2] - horizon[2]) * up;
      }
      const vignette = k * (1 - 0.1 * (nx * nx + ny * ny));
      data[i] = r * vignette;
      data[i + 1] = g * vignette;
      data[i + 2] = b * vignette;
      data[i + 3] = 255;
      i += 4;
    }
  }
  scratch.context.putImageData(pixels, 0, 0);
  target.setTransform(1, 0, 0, 1, 0, 0);
  target.globalAlpha = 1;
  target.globalCompositeOperation = 'copy';
  target.imageSmoothingEnabled = true;
  if (blur > 0) {
    // Out of focus: blurred, and drawn a little larger so the blur does not fade in at the edges.
    const margin = Math.ceil(blur * 3);
    target.filter = `blur(${blur}px)`;
    target.drawImage(scratch.canvas, -margin, -margin, w + 2 * margin, h + 2 * margin);
    target.filter = 'none';
  } else {
    target.drawImage(scratch.canvas, 0, 0, w, h);
  }
  target.globalCompositeOperation = 'source-over';
}
