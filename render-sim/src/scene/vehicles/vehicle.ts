import {
  fallbackKind,
  isFallbackKind,
  type PartKind,
  partFinish,
  partKind,
  type SpecificKind,
} from '@configurator/domain/rendering/partKind';
import * as THREE from 'three';
import type { ScenePart } from '../stillSpec.js';
import type { Palette } from './palette.js';
import type { Footprint, PartBuilder, PartContext, VehicleBase } from './types.js';

export interface PartBuilders {
  byKind: Partial<Record<SpecificKind, PartBuilder>>;
  /** Builds the accent mesh of a category (the kind is `accent:CATEGORY`). */
  fallback: PartBuilder;
}

interface Fitted {
  signature: string;
  object: THREE.Object3D;
  hides: readonly string[];
}

function finishOf(palette: Palette, name: string): (fallback: THREE.Material) => THREE.Material {
  const finish = partFinish(name);
  return (fallback) => {
    switch (finish) {
      case 'carbon':
        return palette.carbon;
      case 'titanium':
        return palette.titanium;
      case 'aluminium':
        return palette.alu;
      case 'led':
        return palette.lamp;
      case 'textile':
        return palette.textile;
      case 'leather':
        return palette.seat;
      case 'anodised':
        return palette.accent;
      default:
        return fallback;
    }
  };
}

/** Up to `perMesh` vertices of every visible mesh, in world space: what the camera frames. */
function samplePoints(root: THREE.Object3D, perMesh = 48): Float32Array {
  root.updateMatrixWorld(true);
  const out: number[] = [];
  const v = new THREE.Vector3();
  root.traverseVisible((object) => {
    if (!(object instanceof THREE.Mesh)) return;
    const position = object.geometry.getAttribute('position');
    if (!position) return;
    const step = Math.max(1, Math.ceil(position.count / perMesh));
    for (let i = 0; i < position.count; i += step) {
      v.fromBufferAttribute(position, i).applyMatrix4(object.matrixWorld);
      out.push(v.x, v.y, v.z);
    }
  });
  return new Float32Array(out);
}

/**
 * One vehicle in the scene: the stock model built once, accessories added and removed as groups
 * tagged with their part id. Materials come from the shared palette and geometry from the shared
 * cache, so removing a part frees nothing but its scene-graph nodes.
 */
export class VehicleModel {
  readonly root = new THREE.Group();
  /** The stock vehicle's points; parts do not move the camera, so every layer frames alike. */
  readonly framePoints: Float32Array;
  readonly footprint: Footprint;
  private readonly slots: Map<string, THREE.Object3D[]>;
  private readonly fitted = new Map<number, Fitted>();
  private readonly base: THREE.Object3D;
  /** The part shown alone, and the height it was lifted from to stand on the floor. */
  private isolated: { object: THREE.Object3D; y: number } | null = null;

  constructor(
    readonly key: string,
    base: VehicleBase,
    private readonly builders: PartBuilders,
  ) {
    this.root.name = `vehicle:${key}`;
    this.root.add(base.root);
    this.base = base.root;
    this.slots = base.slots;
    this.footprint = base.footprint;
    this.framePoints = samplePoints(base.root);
  }

  /**
   * Shows the fitted part `partId` alone, moved down to stand on the floor, and returns what the
   * camera frames and where the part touches the floor. Null shows the whole vehicle again.
   */
  isolate(partId: number | null): { points: Float32Array; footprint: Footprint } | null {
    if (this.isolated) {
      this.isolated.object.position.y = this.isolated.y;
      this.isolated = null;
    }
    this.base.visible = partId === null;
    for (const [id, fitted] of this.fitted) fitted.object.visible = partId === null || id === partId;
    if (partId === null) return null;
    const fitted = this.fitted.get(partId);
    if (!fitted) throw new Error(`part ${partId} is not fitted`);
    const object = fitted.object;
    this.isolated = { object, y: object.position.y };
    const box = new THREE.Box3().setFromObject(object);
    if (!box.isEmpty()) object.position.y -= box.min.y;
    const points = samplePoints(object);
    box.setFromObject(object);
    if (box.isEmpty()) box.set(new THREE.Vector3(-0.1, 0, -0.1), new THREE.Vector3(0.1, 0.1, 0.1));
    const centre = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3());
    return {
      points,
      footprint: {
        centre: [centre.x, centre.z],
        half: [Math.max(size.x / 2, 0.02), Math.max(size.z / 2, 0.02)],
        contacts: [],
      },
    };
  }

  /**
   * The middle of the bounding box of the fitted parts `partIds` (ids not fitted are left out);
   * null when none of them is fitted or they are empty.
   */
  partsCentre(partIds: readonly number[]): THREE.Vector3 | null {
    const box = new THREE.Box3();
    for (const partId of partIds) {
      const fitted = this.fitted.get(partId);
      if (fitted) box.expandByObject(fitted.object);
    }
    return box.isEmpty() ? null : box.getCenter(new THREE.Vector3());
  }

  /** The middle of the stock vehicle's bounding box. */
  frameCentre(): THREE.Vector3 {
    const box = new THREE.Box3();
    const point = new THREE.Vector3();
    for (let i = 0; i + 2 < this.framePoints.length; i += 3) {
      box.expandByPoint(point.fromArray(this.framePoints, i));
    }
    return box.isEmpty() ? new THREE.Vector3() : box.getCenter(new THREE.Vector3());
  }

  /** The kinds of mesh this vehicle has builders for, sorted (the rest fall back to accents). */
  meshKinds(): string[] {
    return Object.keys(this.builders.byKind).sort();
  }

  /** Fitted part ids, ascending. */
  partIds(): number[] {
    return [...this.fitted.keys()].sort((a, b) => a - b);
  }

  /** Brings the fitted parts in line with `parts`: adds what is new, removes what is gone. */
  syncParts(parts: readonly ScenePart[], palette: Palette): void {
    const wanted = new Map<number, { part: ScenePart; kind: PartKind; ordinal: number; signature: string }>();
    const counts = new Map<string, number>();
    const sorted = [...parts].sort((a, b) => a.partId - b.partId);
    for (const part of sorted) {
      if (wanted.has(part.partId)) continue;
      const named = partKind(part);
      const kind =
        isFallbackKind(named) || this.builders.byKind[named as SpecificKind] ? named : fallbackKind(part);
      const ordinal = counts.get(kind) ?? 0;
      counts.set(kind, ordinal + 1);
      const signature = `${kind}|${ordinal}|${part.name}|${part.categories.join(',')}`;
      wanted.set(part.partId, { part, kind, ordinal, signature });
    }
    for (const [partId, fitted] of this.fitted) {
      if (wanted.get(partId)?.signature === fitted.signature) continue;
      this.root.remove(fitted.object);
      this.fitted.delete(partId);
    }
    for (const [partId, want] of wanted) {
      if (this.fitted.has(partId)) continue;
      const context: PartContext = {
        part: want.part,
        kind: want.kind,
        ordinal: want.ordinal,
        palette,
        finish: finishOf(palette, want.part.name),
      };
      const builder = isFallbackKind(want.kind)
        ? this.builders.fallback
        : (this.builders.byKind[want.kind as SpecificKind] ?? this.builders.fallback);

      const build = builder(context);
      build.object.name = `part:${partId}`;
      build.object.userData.partId = partId;
      this.root.add(build.object);
      this.fitted.set(partId, { signature: want.signature, object: build.object, hides: build.hides ?? [] });
    }
    const hidden = new Set<string>();
    for (const fitted of this.fitted.values()) for (const slot of fitted.hides) hidden.add(slot);
    for (const [slot, objects] of this.slots) {
      for (const object of objects) object.visible = !hidden.has(slot);
    }
  }
}
