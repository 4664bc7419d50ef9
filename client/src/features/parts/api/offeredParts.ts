import type { Part } from './partsByCategory.js';
import { categoriesOfPart } from './partsByCategory.js';

/**
 * The parts the category list offers to add. A colour part (the X-Bow's colour slots) comes and goes
 * with its slot's colour, chosen with the vehicle's colours; the server refuses to add it as a part
 * (COLOR_PART_NEEDS_COLOR), so it is never offered with an add button.
 */
export function offeredParts(parts: readonly Part[]): Part[] {
  return parts.filter((part) => !part.IsColorPart);
}

/** The categories, in their order, that hold at least one of the given parts. */
export function categoriesWithParts(categories: readonly string[], parts: readonly Part[]): string[] {
  const named = new Set(parts.flatMap(categoriesOfPart));
  return categories.filter((category) => named.has(category));
}
