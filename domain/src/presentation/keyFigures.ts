/**
 * The key figures of a model, shared by the browser's summary and the printed summary so that both
 * show the same figures in the same units.
 */

/** The figures in the order they show, each with its SI unit as written: cm³, kg, kW, Nm. */
export const KEY_FIGURES = [
  { key: 'DISPLACEMENT', unit: 'cm³' },
  { key: 'DRYWEIGHT', unit: 'kg' },
  { key: 'POWER_KW', unit: 'kW' },
  { key: 'TORQUE', unit: 'Nm' },
] as const;

export type KeyFigureKey = (typeof KEY_FIGURES)[number]['key'];

export interface KeyFigure {
  key: KeyFigureKey;
  label: string;
  value: string;
  unit: string;
}

/** The part of a vehicle overview the figures come from. */
export interface KeyFigureSource {
  Vehicle: { ModelId: string };
  Attributes: readonly {
    ProductCode: string;
    Attributes: readonly { Key: string; Description: string; Values: readonly { Key: string }[] }[];
  }[];
}

/**
 * The model's key figures from the overview's attributes (those of the model's own product code,
 * else the first entry that has the key). A figure shows only when its label and value are both
 * non-empty.
 */
export function keyFiguresOf(overview: KeyFigureSource): KeyFigure[] {
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
