import { computed, signal } from '@preact/signals-react';
import { $openModel } from '../../../stores/configurationStore.js';
import { normalizeHex } from './hslColor.js';

/** A colour the visitor mixed: kept on this device, per model, so a reload finds it again. */
export interface CustomColor {
  hex: string;
  name: string;
}

export const MAX_CUSTOM_COLORS = 3;
export const NEW_CUSTOM_COLOR_HEX = '785DB2';

const STORAGE_PREFIX = 'configurator.xbowCustomColors.';

function storageKey(modelId: string): string {
  return `${STORAGE_PREFIX}${modelId}`;
}

function readStored(modelId: string): CustomColor[] {
  try {
    const text = globalThis.localStorage?.getItem(storageKey(modelId));
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(parsed)) return [];
    const colors: CustomColor[] = [];
    for (const entry of parsed) {
      const hex = typeof entry?.hex === 'string' ? normalizeHex(entry.hex) : null;
      if (hex && typeof entry.name === 'string' && entry.name.trim()) colors.push({ hex, name: entry.name });
    }
    return colors.slice(0, MAX_CUSTOM_COLORS);
  } catch {
    // Unreadable or switched-off storage: the visitor starts without custom colours.
    return [];
  }
}

function writeStored(modelId: string, colors: readonly CustomColor[]): void {
  try {
    globalThis.localStorage?.setItem(storageKey(modelId), JSON.stringify(colors));
  } catch {
    // Private mode without storage: the colours last as long as the page.
  }
}

/** The colours of the model last read or changed; another model reads its own from storage. */
const $stored = signal<{ modelId: string; colors: CustomColor[] } | null>(null);

export const $customColors = computed((): CustomColor[] => {
  const modelId = $openModel.value;
  if (!modelId) return [];
  const stored = $stored.value;
  return stored && stored.modelId === modelId ? stored.colors : readStored(modelId);
});

export const $canAddCustomColor = computed(() => $customColors.value.length < MAX_CUSTOM_COLORS);

function store(colors: CustomColor[]): void {
  const modelId = $openModel.peek();
  if (!modelId) return;
  $stored.value = { modelId, colors };
  writeStored(modelId, colors);
}

/**
 * A new colour, 785DB2 under the given name (the caller's 'Individual Color N'); the index of the
 * new colour, or null when three are there already.
 */
export function addCustomColor(nameOf: (n: number) => string): number | null {
  const colors = $customColors.peek();
  if (colors.length >= MAX_CUSTOM_COLORS) return null;
  store([...colors, { hex: NEW_CUSTOM_COLOR_HEX, name: nameOf(colors.length + 1) }]);
  return colors.length;
}

export function changeCustomColor(index: number, hex: string): void {
  const colors = $customColors.peek();
  const color = colors[index];
  if (!color || color.hex === hex) return;
  store(colors.map((entry, at) => (at === index ? { ...entry, hex } : entry)));
}

/** Forgets what this page read, so the next read comes from storage (a reload, in tests). */
export function forgetCustomColors(): void {
  $stored.value = null;
}
