import type { VehicleOverview } from '../../lib/trpcClient.js';

/** The summary's key figures, in this order, with the unit each is shown in. */
export const KEY_FIGURES = [
  { key: 'DISPLACEMENT', unit: 'CM³' },
  { key: 'DRYWEIGHT', unit: 'KG' },
  { key: 'POWER_KW', unit: 'KW' },
  { key: 'TORQUE', unit: 'NM' },
] as const;

export interface KeyFigure {
  key: (typeof KEY_FIGURES)[number]['key'];
  label: string;
  value: string;
  unit: string;
}

/**
 * The model's key figures from the overview's attributes (those of the model's own product code,
 * else the first entry that has the key). A figure shows only when its label and value are both
 * non-empty.
 */
export function keyFiguresOf(overview: Pick<VehicleOverview, 'Attributes' | 'Vehicle'>): KeyFigure[] {
  const own = overview.Attributes.find((entry) => entry.ProductCode === overview.Vehicle.ModelId);
  const lists = own ? [own, ...overview.Attributes.filter((entry) => entry !== own)] : overview.Attributes;
  const figures: KeyFigure[] = [];
  for (const { key, unit } of KEY_FIGURES) {
    const attribute = lists.flatMap((entry) => entry.Attributes).find((candidate) => candidate.Key === key);
    const label = attribute?.Description.trim() ?? '';
    const value = attribute?.Values[0]?.Key.trim() ?? '';
    if (label && value) figures.push({ key, label, value, unit });
  }
  return figures;
}
