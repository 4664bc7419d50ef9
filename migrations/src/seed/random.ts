/**
 * Seeded pseudo-random numbers for the seed catalog. Every consumer derives its own stream from a
 * fixed seed and a label, so adding data in one place never shifts the numbers drawn elsewhere.
 */
import { seededRandom } from '@configurator/domain/random/seededRandom';

const CATALOG_SEED = 0x5eed_2024;

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input stays untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** FNV-1a over the UTF-16 code units of the label. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('cannot pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set(shuffle(items.map((_, index) => index)).slice(0, count));
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, int, chance: (probability) => next() < probability, pick, shuffle, sample };
}

/** The stream for one purpose, e.g. `randomFor('parts:KTM-390-DUKE-2024')`. */
export function randomFor(label: string): Random {
  return createRandom((CATALOG_SEED ^ hashLabel(label)) >>> 0);
}
