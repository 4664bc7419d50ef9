import type { ColorSlot } from '@configurator/domain/catalog/types';
import { COLOR_SLOTS } from '@configurator/domain/configuration/vehicleSettings';
import { meshKind } from '@configurator/domain/rendering/meshKinds';
import type { StreamCommand } from '@configurator/domain/stream/streamCommands';
import type { ScenePart, StreamStartSpec, XbowColors } from '../protocol.js';

/** What the live view shows of a session: its vehicle, colours and power parts. */
export interface LiveSceneSpec {
  modelId: string;
  brand: StreamStartSpec['brand'];
  family: StreamStartSpec['family'];
  engineType: string;
  colorCode: string;
  parts: ScenePart[];
  xbowColors: XbowColors | null;
  perspective: number;
}

const DEFAULT = 'default';

/** The rims of the 20-inch size: centre-lock wheels (a scene part of no catalog part). */
export const CENTRE_LOCK_WHEELS: ScenePart = {
  partId: -20,
  categories: ['WHEELS'],
  name: 'Centre-lock wheels 20"',
};

/**
 * The scene state of one session, changed by the stream commands: which power part sits in each
 * category (a part in several categories fills each of them), the colour variation, the X-Bow's
 * colours. Pure, so that the rules of `confopt` and `herolvl` are tested without a browser.
 */
export class LiveState {
  private readonly byCategory = new Map<string, number>();
  private readonly partById: ReadonlyMap<number, StreamStartSpec['powerParts'][number]>;
  private readonly partByValue: ReadonlyMap<string, StreamStartSpec['powerParts'][number]>;
  variationCode: string;
  colorCode: string;
  xbowColors: XbowColors | null;
  rimSize: 19 | 20 | null = null;

  constructor(private readonly spec: StreamStartSpec) {
    this.partById = new Map(spec.powerParts.map((part) => [part.id, part]));
    this.partByValue = new Map(spec.powerParts.map((part) => [part.value, part]));
    this.variationCode = spec.variationCode;
    this.colorCode = this.colorOf(spec.variationCode);
    this.xbowColors = spec.xbowColors;
    this.rimSize = spec.rimSize ?? null;
  }

  private colorOf(variationCode: string): string {
    return this.spec.variations.find((v) => v.code === variationCode)?.colorCode ?? 'FF6600';
  }

  /** The stock vehicle: no power part (the scene's reset). */
  reset(): void {
    this.byCategory.clear();
  }

  /** The configuration's own parts, each in every category it lists. */
  loadConfigurationParts(): void {
    this.byCategory.clear();
    for (const id of this.spec.partIds) {
      const part = this.partById.get(id);
      if (part) for (const category of part.categories) this.byCategory.set(category, id);
    }
  }

  setVariation(variationCode: string): void {
    this.variationCode = variationCode;
    this.colorCode = this.colorOf(variationCode);
  }

  /** `confopt`: a power part into a category, `default` empties it; an X-Bow slot takes a colour. */
  applyOption(command: Extract<StreamCommand, { name: 'confopt' }>): void {
    if (this.spec.tools.colors && (COLOR_SLOTS as readonly string[]).includes(command.category)) {
      // `default` gives the slot back the model's own colour.
      this.setSlot(command.category as ColorSlot, command.value === DEFAULT ? null : command.value, null);
      return;
    }
    if (command.value === DEFAULT) {
      this.byCategory.delete(command.category);
      return;
    }
    const part = this.partByValue.get(command.value);
    if (part) this.byCategory.set(command.category, part.id);
  }

  /** `confcol`: a custom colour in a slot, the body's finish, the rims' size. */
  applyColor(command: Extract<StreamCommand, { name: 'confcol' }>): void {
    this.setSlot(command.slot, command.color, command.finish);
    if (command.slot === 'rims' && command.rimSize) this.rimSize = command.rimSize;
  }

  private setSlot(slot: ColorSlot, color: string | null, finish: XbowColors['finish'] | null): void {
    const current: XbowColors = this.xbowColors ?? {
      body: null,
      calipers: null,
      rims: null,
      stitching: null,
      suspensionAndLogo: null,
      finish: 'Glossy',
    };
    this.xbowColors = {
      ...current,
      [slot]: color?.toUpperCase() ?? null,
      ...(finish && slot === 'body' ? { finish } : {}),
    };
  }

  /** The fitted power parts, each once. */
  partIds(): number[] {
    return [...new Set(this.byCategory.values())].sort((a, b) => a - b);
  }

  /** The fitted parts in one category (for the camera's close-up). */
  partsIn(category: string): number[] {
    const id = this.byCategory.get(category);
    return id === undefined ? [] : [id];
  }

  scene(): LiveSceneSpec {
    const parts: ScenePart[] = [];
    for (const id of this.partIds()) {
      const part = this.partById.get(id);
      if (part) parts.push({ partId: id, categories: [...part.categories], name: part.name });
    }
    // The 20-inch set is the centre-lock wheel: shown as that wheel unless a wheel part is fitted.
    const wheelFitted = parts.some((part) => meshKind(part, this.spec.family) === 'wheels');
    if (this.rimSize === 20 && this.spec.family === 'car' && !wheelFitted) parts.push(CENTRE_LOCK_WHEELS);
    return {
      modelId: this.spec.modelId,
      brand: this.spec.brand,
      family: this.spec.family,
      engineType: this.spec.engineType,
      colorCode: this.colorCode,
      parts,
      xbowColors: this.xbowColors,
      perspective: this.spec.brand === 'HQV' ? 3 : 0,
    };
  }
}
