import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareModelNames,
  engineSizeDirection,
  groupByEngineType,
  type ListedVehicle,
  modelListGroups,
  sortListedVehicles,
} from './modelOrder.js';

const vehicle = (Name: string, EngineType = 'Naked Bike'): ListedVehicle & { id: string } => ({
  Name,
  EngineType,
  id: Name,
});
const names = (vehicles: readonly ListedVehicle[]) => vehicles.map((v) => v.Name);

describe('engineSizeDirection', () => {
  it.each([
    ['KTM', 'descending'],
    ['GG', 'descending'],
    ['HQV', 'ascending'],
  ] as const)('%s -> %s', (brand, expected) => {
    expect(engineSizeDirection(brand)).toBe(expected);
  });
});

describe('sortListedVehicles', () => {
  it('sorts KTM by year descending, then size descending, then more words first', () => {
    const input = [
      'KTM 390 DUKE 2024',
      'KTM 1390 SUPER DUKE R 2023',
      'KTM 1390 SUPER DUKE R EVO 2024',
      'KTM 990 DUKE 2024',
      'KTM 1390 SUPER DUKE R 2024',
      'KTM 125 DUKE 2025',
    ].map((n) => vehicle(n));
    expect(names(sortListedVehicles(input, 'KTM'))).toEqual([
      'KTM 125 DUKE 2025',
      'KTM 1390 SUPER DUKE R EVO 2024',
      'KTM 1390 SUPER DUKE R 2024',
      'KTM 990 DUKE 2024',
      'KTM 390 DUKE 2024',
      'KTM 1390 SUPER DUKE R 2023',
    ]);
  });

  it('sorts HQV sizes ascending within a year', () => {
    const input = [
      'HUSQVARNA TE 300 2025',
      'HUSQVARNA TE 150 2025',
      'HUSQVARNA TE 250 2025',
      'HUSQVARNA TE 300 2024',
    ];
    expect(
      names(
        sortListedVehicles(
          input.map((n) => vehicle(n)),
          'HQV',
        ),
      ),
    ).toEqual([
      'HUSQVARNA TE 150 2025',
      'HUSQVARNA TE 250 2025',
      'HUSQVARNA TE 300 2025',
      'HUSQVARNA TE 300 2024',
    ]);
  });

  it('reads GASGAS sizes glued to a letter and sorts them descending', () => {
    const input = ['GASGAS MC 125 2024', 'GASGAS MC 250F 2024', 'GASGAS MC 450F 2024', 'GASGAS MC 350F 2024'];
    expect(
      names(
        sortListedVehicles(
          input.map((n) => vehicle(n)),
          'GG',
        ),
      ),
    ).toEqual(['GASGAS MC 450F 2024', 'GASGAS MC 350F 2024', 'GASGAS MC 250F 2024', 'GASGAS MC 125 2024']);
  });

  it('puts names without a year after dated ones, and names without a size after sized ones', () => {
    const input = ['KTM X-BOW GT-XR', 'KTM 690 SMC R', 'KTM X-BOW GT-XR 2024', 'KTM 890 DUKE 2024'];
    expect(
      names(
        sortListedVehicles(
          input.map((n) => vehicle(n)),
          'KTM',
        ),
      ),
    ).toEqual(['KTM 890 DUKE 2024', 'KTM X-BOW GT-XR 2024', 'KTM 690 SMC R', 'KTM X-BOW GT-XR']);
  });

  it('keeps missing sizes last for HQV too', () => {
    const input = ['HUSQVARNA SPECIAL 2025', 'HUSQVARNA TE 300 2025', 'HUSQVARNA TE 150 2025'];
    expect(
      names(
        sortListedVehicles(
          input.map((n) => vehicle(n)),
          'HQV',
        ),
      ),
    ).toEqual(['HUSQVARNA TE 150 2025', 'HUSQVARNA TE 300 2025', 'HUSQVARNA SPECIAL 2025']);
  });

  it('keeps input order on a full tie', () => {
    const first = { Name: 'KTM 450 SX-F 2024', EngineType: 'MX', id: 'first' };
    const second = { Name: 'KTM 450 EXC-F 2024', EngineType: 'MX', id: 'second' };
    expect(sortListedVehicles([first, second], 'KTM').map((v) => v.id)).toEqual(['first', 'second']);
    expect(sortListedVehicles([second, first], 'KTM').map((v) => v.id)).toEqual(['second', 'first']);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [vehicle('KTM 125 DUKE 2024'), vehicle('KTM 125 DUKE 2025')];
    const sorted = sortListedVehicles(input, 'KTM');
    expect(sorted).not.toBe(input);
    expect(names(input)).toEqual(['KTM 125 DUKE 2024', 'KTM 125 DUKE 2025']);
  });

  it('orders years never ascending, whatever the brand', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('KTM', 'HQV', 'GG'),
        fc.array(
          fc.record({ year: fc.integer({ min: 2001, max: 2030 }), size: fc.integer({ min: 1, max: 1999 }) }),
        ),
        (brand, models) => {
          const sorted = sortListedVehicles(
            models.map((m) => vehicle(`X ${m.size} ${m.year}`)),
            brand,
          );
          const years = sorted.map((v) => Number(v.Name.split(' ')[2]));
          for (let i = 1; i < years.length; i++) expect(years[i - 1]).toBeGreaterThanOrEqual(years[i] ?? 0);
        },
      ),
    );
  });
});

describe('compareModelNames', () => {
  it('is negative when the first name comes first', () => {
    expect(compareModelNames('KTM')('KTM 1390 SUPER DUKE R 2024', 'KTM 990 DUKE 2024')).toBeLessThan(0);
    expect(compareModelNames('HQV')('HUSQVARNA TE 300 2025', 'HUSQVARNA TE 150 2025')).toBeGreaterThan(0);
    expect(compareModelNames('GG')('GASGAS EC 300 2024', 'GASGAS MC 300 2024')).toBe(0);
  });
});

describe('groupByEngineType', () => {
  it('groups in order of first appearance without sorting', () => {
    const input = [
      vehicle('KTM 450 SX-F 2024', 'Motocross'),
      vehicle('KTM 390 DUKE 2024', 'Naked Bike'),
      vehicle('KTM 250 SX-F 2025', 'Motocross'),
      vehicle('KTM X-BOW GT-XR 2024', 'X-BOW'),
    ];
    expect(groupByEngineType(input).map((g) => [g.engineType, names(g.vehicles)])).toEqual([
      ['Motocross', ['KTM 450 SX-F 2024', 'KTM 250 SX-F 2025']],
      ['Naked Bike', ['KTM 390 DUKE 2024']],
      ['X-BOW', ['KTM X-BOW GT-XR 2024']],
    ]);
  });

  it('returns no groups for no vehicles', () => {
    expect(groupByEngineType([])).toEqual([]);
  });
});

describe('modelListGroups', () => {
  it('groups then sorts each group, keeping the extra fields of the items', () => {
    const input = [
      vehicle('HUSQVARNA FE 450 2025', 'Enduro'),
      vehicle('HUSQVARNA FC 250 2025', 'Motocross'),
      vehicle('HUSQVARNA TE 150 2025', 'Enduro'),
      vehicle('HUSQVARNA FC 450 2025', 'Motocross'),
    ];
    const groups = modelListGroups(input, 'HQV');
    expect(groups.map((g) => [g.engineType, g.vehicles.map((v) => v.id)])).toEqual([
      ['Enduro', ['HUSQVARNA TE 150 2025', 'HUSQVARNA FE 450 2025']],
      ['Motocross', ['HUSQVARNA FC 250 2025', 'HUSQVARNA FC 450 2025']],
    ]);
  });
});
