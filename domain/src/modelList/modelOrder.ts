import type { BrandCode } from '../catalog/types.js';
import { type ModelNameFigures, nameWords, parseModelName } from './modelName.js';

/** What the model list needs of a vehicle; the server's list entries carry these fields as is. */
export interface ListedVehicle {
  Name: string;
  EngineType: string;
}

export interface EngineTypeGroup<T extends ListedVehicle> {
  engineType: string;
  vehicles: T[];
}

type SizeDirection = 'ascending' | 'descending';

/** Husqvarna lists small engines first; KTM and GASGAS lead with their biggest. */
export function engineSizeDirection(brand: BrandCode): SizeDirection {
  switch (brand) {
    case 'KTM':
    case 'GG':
      return 'descending';
    case 'HQV':
      return 'ascending';
    default: {
      const unhandled: never = brand;
      throw new Error(`Unknown brand code: ${String(unhandled)}`);
    }
  }
}

interface SortKey extends ModelNameFigures {
  wordCount: number;
}

function sortKey(name: string): SortKey {
  return { ...parseModelName(name), wordCount: nameWords(name).length };
}

/**
 * Missing figures go last whatever the direction: a name without a year or size is usually a special
 * edition, and putting it among the numbered models would split a model family.
 */
function compareFigure(a: number | undefined, b: number | undefined, direction: SizeDirection): number {
  if (a === undefined || b === undefined) {
    if (a === b) return 0;
    return a === undefined ? 1 : -1;
  }
  return direction === 'ascending' ? a - b : b - a;
}

function compareKeys(a: SortKey, b: SortKey, sizeDirection: SizeDirection): number {
  return (
    compareFigure(a.year, b.year, 'descending') ||
    compareFigure(a.engineSize, b.engineSize, sizeDirection) ||
    b.wordCount - a.wordCount
  );
}

/** Comparator on model names: year descending, engine size by brand, then more words first. */
export function compareModelNames(brand: BrandCode): (a: string, b: string) => number {
  const direction = engineSizeDirection(brand);
  return (a, b) => compareKeys(sortKey(a), sortKey(b), direction);
}

/**
 * Sorted copy; ties keep the server's order (the sort is stable), so the list never reshuffles
 * between renders.
 */
export function sortListedVehicles<T extends ListedVehicle>(vehicles: readonly T[], brand: BrandCode): T[] {
  const direction = engineSizeDirection(brand);
  return vehicles
    .map((vehicle) => ({ vehicle, key: sortKey(vehicle.Name) }))
    .sort((a, b) => compareKeys(a.key, b.key, direction))
    .map(({ vehicle }) => vehicle);
}

/** Groups in the order their engine type first appears; vehicles keep their input order. */
export function groupByEngineType<T extends ListedVehicle>(vehicles: readonly T[]): EngineTypeGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const vehicle of vehicles) {
    const group = groups.get(vehicle.EngineType);
    if (group) group.push(vehicle);
    else groups.set(vehicle.EngineType, [vehicle]);
  }
  return [...groups].map(([engineType, members]) => ({ engineType, vehicles: members }));
}

/** The model list's left column: grouped by engine type, each group sorted. */
export function modelListGroups<T extends ListedVehicle>(
  vehicles: readonly T[],
  brand: BrandCode,
): EngineTypeGroup<T>[] {
  return groupByEngineType(vehicles).map(({ engineType, vehicles: members }) => ({
    engineType,
    vehicles: sortListedVehicles(members, brand),
  }));
}
