import type { PartKind } from '@configurator/domain/rendering/partKind';
import type * as THREE from 'three';
import type { ScenePart } from '../stillSpec.js';
import type { Palette } from './palette.js';

/** Where the vehicle touches the floor, for the contact shadow: x forward, z right. */
export interface Footprint {
  centre: readonly [number, number];
  half: readonly [number, number];
  /** Tyre contact patches: x, z, radius. */
  contacts: readonly (readonly [number, number, number])[];
}

/** The stock vehicle. Slots are stock components a part may replace (hidden while it is fitted). */
export interface VehicleBase {
  root: THREE.Group;
  slots: Map<string, THREE.Object3D[]>;
  footprint: Footprint;
}

export interface PartContext {
  part: ScenePart;
  kind: PartKind;
  /** 0 for the first part of its kind (by part id), 1 for the second, and so on. */
  ordinal: number;
  palette: Palette;
  /** The material the part's name suggests (carbon, titanium, ...), else the kind's default. */
  finish: (fallback: THREE.Material) => THREE.Material;
}

export interface PartBuild {
  object: THREE.Object3D;
  /** Stock slots hidden while the part is fitted. */
  hides?: readonly string[];
}

export type PartBuilder = (context: PartContext) => PartBuild;

/** Builds a stock slot registry as components are added. */
export class SlotRegistry {
  readonly slots = new Map<string, THREE.Object3D[]>();

  add<T extends THREE.Object3D>(name: string, object: T): T {
    const list = this.slots.get(name);
    if (list) list.push(object);
    else this.slots.set(name, [object]);
    return object;
  }
}
