import { describe, expect, it } from 'vitest';
import { accessoriesSubtotal, expandedOverviewHeight, OVERVIEW_HEADER_HEIGHT_PX } from './overview3dStore.js';

describe('the expanded overview’s height', () => {
  it('is two thirds of the viewport’s height times 2.5/3 on phones and tablets', () => {
    // 812 * 2/3 = 541.33; * 2.5/3 = 451.11
    expect(expandedOverviewHeight(375, 812)).toBe(451);
    // 1366 * 2/3 * 2.5/3 = 758.89
    expect(expandedOverviewHeight(1023, 1366)).toBe(759);
    expect(expandedOverviewHeight(768, 1024)).toBe(569);
  });

  it('is the list’s own from 1024 wide', () => {
    expect(expandedOverviewHeight(1024, 768)).toBeNull();
    expect(expandedOverviewHeight(1440, 900)).toBeNull();
  });

  it('keeps the collapsed header at 68 px', () => {
    expect(OVERVIEW_HEADER_HEIGHT_PX).toBe(68);
  });
});

describe('the Powerparts subtotal', () => {
  const part = (Value: number, IsColorPart = false) => ({ IsColorPart, Price: { Value } });

  it('adds the applied parts’ prices to the cent', () => {
    expect(accessoriesSubtotal([part(899.9), part(249.5), part(0.1)])).toBe(1149.5);
    expect(accessoriesSubtotal([])).toBe(0);
  });

  it('leaves out colour parts, which show a description instead of a price', () => {
    expect(accessoriesSubtotal([part(100), part(120, true)])).toBe(100);
  });
});
