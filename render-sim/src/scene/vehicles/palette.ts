import * as THREE from 'three';
import type { StillSpec } from '../stillSpec.js';

/**
 * Every material of the vehicles, shared by all meshes and recoloured per render. All are
 * MeshStandardMaterial without maps, so the whole vehicle draws with one or two shader programs.
 */
export interface Palette {
  /** Body panels: the variation's colour (X-Bow: the body slot). */
  paint: THREE.MeshStandardMaterial;
  /** Second panel colour: fenders and trim (black, white or grey by brand). */
  trim: THREE.MeshStandardMaterial;
  frame: THREE.MeshStandardMaterial;
  accent: THREE.MeshStandardMaterial;
  plastic: THREE.MeshStandardMaterial;
  rubber: THREE.MeshStandardMaterial;
  engine: THREE.MeshStandardMaterial;
  alu: THREE.MeshStandardMaterial;
  chrome: THREE.MeshStandardMaterial;
  titanium: THREE.MeshStandardMaterial;
  carbon: THREE.MeshStandardMaterial;
  seat: THREE.MeshStandardMaterial;
  textile: THREE.MeshStandardMaterial;
  glass: THREE.MeshStandardMaterial;
  lamp: THREE.MeshStandardMaterial;
  redLamp: THREE.MeshStandardMaterial;
  amberLamp: THREE.MeshStandardMaterial;
  rim: THREE.MeshStandardMaterial;
  caliper: THREE.MeshStandardMaterial;
  stitching: THREE.MeshStandardMaterial;
  suspension: THREE.MeshStandardMaterial;
  spring: THREE.MeshStandardMaterial;
  battery: THREE.MeshStandardMaterial;
  white: THREE.MeshStandardMaterial;
  red: THREE.MeshStandardMaterial;
}

function std(color: number, roughness: number, metalness = 0): THREE.MeshStandardMaterial {
  return new THREE.MeshStandardMaterial({ color, roughness, metalness });
}

export function createPalette(): Palette {
  const glass = std(0xbcd3e0, 0.08, 0.1);
  glass.transparent = true;
  glass.opacity = 0.38;
  glass.depthWrite = false;
  const lamp = std(0xf4f7ff, 0.2);
  lamp.emissive.setHex(0xdfe9ff);
  lamp.emissiveIntensity = 0.9;
  const redLamp = std(0xb0101a, 0.25);
  redLamp.emissive.setHex(0xff1a1a);
  redLamp.emissiveIntensity = 0.55;
  const amberLamp = std(0xd07a10, 0.25);
  amberLamp.emissive.setHex(0xff8a00);
  amberLamp.emissiveIntensity = 0.4;
  return {
    paint: std(0xff6600, 0.32, 0.08),
    trim: std(0x1a1a1a, 0.5),
    frame: std(0xff6600, 0.35, 0.25),
    accent: std(0xff6600, 0.3, 0.35),
    plastic: std(0x1c1c1e, 0.62),
    rubber: std(0x141414, 0.88),
    engine: std(0x2a2b2e, 0.55, 0.35),
    alu: std(0xb9bdc2, 0.35, 0.55),
    chrome: std(0xd8dadd, 0.18, 0.6),
    titanium: std(0x9da3ab, 0.28, 0.6),
    carbon: std(0x26282c, 0.32, 0.2),
    seat: std(0x161617, 0.75),
    textile: std(0x232427, 0.9),
    glass,
    lamp,
    redLamp,
    amberLamp,
    rim: std(0x1b1b1d, 0.4, 0.35),
    caliper: std(0xff6600, 0.3, 0.2),
    stitching: std(0xff6600, 0.6),
    suspension: std(0xff6600, 0.35, 0.3),
    spring: std(0xff6600, 0.35, 0.3),
    battery: std(0x3a3d42, 0.45, 0.4),
    white: std(0xf0f0ee, 0.45),
    red: std(0xc8102e, 0.35, 0.2),
  };
}

export function disposePalette(palette: Palette): void {
  for (const material of Object.values(palette)) material.dispose();
}

const HEX = /^[0-9a-f]{6}$/i;

/** A six-digit hex colour, or the fallback for anything else. */
export function hexColor(value: string | null | undefined, fallback: number): number {
  const trimmed = value?.trim().replace(/^#/, '') ?? '';
  return HEX.test(trimmed) ? Number.parseInt(trimmed, 16) : fallback;
}

interface BrandTint {
  frame: number;
  accent: number;
  trim: number;
  spring: number;
}

const BRAND_TINTS: Readonly<Record<StillSpec['brand'], BrandTint>> = {
  KTM: { frame: 0xff6600, accent: 0xff6600, trim: 0x18181a, spring: 0xff6600 },
  HQV: { frame: 0x24418f, accent: 0xf2c500, trim: 0xf1f2f0, spring: 0x24418f },
  GG: { frame: 0xc8102e, accent: 0xc8102e, trim: 0x18181a, spring: 0xc8102e },
};

/** Applies the colours of a spec. Cheap: only uniforms change, no program is rebuilt. */
export function paintPalette(palette: Palette, spec: StillSpec): void {
  const tint = BRAND_TINTS[spec.brand] ?? BRAND_TINTS.KTM;
  const body = hexColor(spec.colorCode, 0xff6600);
  palette.frame.color.setHex(tint.frame);
  palette.accent.color.setHex(tint.accent);
  palette.trim.color.setHex(tint.trim);
  palette.spring.color.setHex(tint.spring);
  palette.paint.color.setHex(body);
  palette.paint.roughness = 0.32;
  palette.paint.metalness = 0.08;
  palette.rim.color.setHex(0x1b1b1d);
  palette.caliper.color.setHex(0x2b2c30);
  palette.stitching.color.setHex(tint.accent);
  palette.suspension.color.setHex(tint.spring);
  if (spec.family !== 'car') return;
  const colors = spec.xbowColors;
  palette.paint.color.setHex(hexColor(colors?.body, body));
  palette.caliper.color.setHex(hexColor(colors?.calipers, 0xff6600));
  palette.rim.color.setHex(hexColor(colors?.rims, 0x1b1b1d));
  palette.stitching.color.setHex(hexColor(colors?.stitching, 0xff6600));
  palette.suspension.color.setHex(hexColor(colors?.suspensionAndLogo, 0xff6600));
  palette.accent.color.setHex(hexColor(colors?.suspensionAndLogo, 0xff6600));
  palette.trim.color.setHex(0x1a1b1e);
  if (colors?.finish === 'Matte') {
    palette.paint.roughness = 0.9;
    palette.paint.metalness = 0;
  } else {
    palette.paint.roughness = 0.25;
    palette.paint.metalness = 0.3;
  }
}
