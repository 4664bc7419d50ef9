import type { ConfiguredVehicle } from '../../../stores/configurationStore.js';

export type Part = ConfiguredVehicle['AvailableParts'][number];

/** The category names of a part: its comma-separated Category list, else its CategoryName. */
export function categoriesOfPart(part: Part): string[] {
  const names = `${part.CategoryName},${part.Category}`
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** The parts of one category, sorted by Name in the culture's order. */
export function partsOfCategory(parts: readonly Part[], category: string, locale: string): Part[] {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator('en');
  }
  return parts
    .filter((part) => categoriesOfPart(part).includes(category))
    .sort((a, b) => collator.compare(a.Name, b.Name));
}

/** `#1234` in the address names a part; anything else names none. */
export function partIdOfHash(hash: string): number | null {
  const match = /^#(\d+)$/.exec(hash.trim());
  return match ? Number(match[1]) : null;
}
