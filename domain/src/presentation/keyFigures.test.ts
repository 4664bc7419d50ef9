import { describe, expect, it } from 'vitest';
import { keyFiguresOf } from './keyFigures.js';

const attribute = (Key: string, Description: string, value?: string) => ({
  Key,
  Description,
  Values: value === undefined ? [] : [{ Key: value }],
});

describe('keyFiguresOf', () => {
  it('gives each figure its SI unit, in the order displacement, dry weight, power, torque', () => {
    const figures = keyFiguresOf({
      Vehicle: { ModelId: 'M' },
      Attributes: [
        {
          ProductCode: 'M',
          Attributes: [
            attribute('TORQUE', 'Torque', '100'),
            attribute('POWER_KW', 'Power', '77'),
            attribute('DRYWEIGHT', 'Dry weight', '196'),
            attribute('DISPLACEMENT', 'Displacement', '889'),
          ],
        },
      ],
    });
    expect(figures.map((figure) => `${figure.label}: ${figure.value} ${figure.unit}`)).toEqual([
      'Displacement: 889 cm³',
      'Dry weight: 196 kg',
      'Power: 77 kW',
      'Torque: 100 Nm',
    ]);
  });

  it("prefers the model's own attributes and leaves out a figure without a label or a value", () => {
    const figures = keyFiguresOf({
      Vehicle: { ModelId: 'M' },
      Attributes: [
        { ProductCode: 'OTHER', Attributes: [attribute('DISPLACEMENT', 'Displacement', '125')] },
        {
          ProductCode: 'M',
          Attributes: [
            attribute('DISPLACEMENT', 'Displacement', ' 373 '),
            attribute('DRYWEIGHT', '  ', '150'),
            attribute('POWER_KW', 'Power', ''),
            attribute('TORQUE', 'Torque'),
          ],
        },
      ],
    });
    expect(figures).toEqual([{ key: 'DISPLACEMENT', label: 'Displacement', value: '373', unit: 'cm³' }]);
  });
});
