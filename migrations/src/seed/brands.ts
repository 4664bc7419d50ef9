/** Brands, the companies selling them and the model segments of each brand. */
import type { CatalogInput } from '../catalog/catalogFormat.js';

type Brand = CatalogInput['brands'][number];
type Company = CatalogInput['companies'][number];
type Segment = CatalogInput['segments'][number];
export type BrandCode = Brand['code'];

/** Which accessory range a segment draws from. */
export type PartFamily = 'street' | 'travel' | 'offroad' | 'car';

export const BRANDS: readonly Brand[] = [
  {
    code: 'KTM',
    name: 'KTM',
    productName: 'ktm',
    link: 'https://www.ktm.com/',
    accentColor: 'ff6600',
    copyright: '© 2025 KTM Sportmotorcycle GmbH. All rights reserved.',
  },
  {
    code: 'HQV',
    name: 'Husqvarna',
    productName: 'husqvarna',
    link: 'https://www.husqvarna-motorcycles.com/',
    accentColor: 'FFED00',
    copyright: '© 2025 Husqvarna Motorcycles GmbH. All rights reserved.',
  },
  {
    code: 'GG',
    name: 'GASGAS',
    productName: 'gasgas',
    link: 'https://www.gasgas.com/',
    accentColor: 'CB0D25',
    copyright: '© 2025 GASGAS Motorcycles GmbH. All rights reserved.',
  },
];

export const DEFAULT_COMPANY_ID = '6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01';

export const COMPANIES: readonly Company[] = [
  { id: DEFAULT_COMPANY_ID, name: 'KTM AG', brands: ['KTM', 'HQV', 'GG'], isDefault: true },
  {
    id: '0b7e4c52-1f3a-4d6e-8a9b-3c5d7e9f1a02',
    name: 'KTM Sportmotorcycle GmbH',
    brands: ['KTM'],
    isDefault: false,
  },
  {
    id: '1c8f5d63-2a4b-4e7f-9b0c-4d6e8f0a2b03',
    name: 'Husqvarna Motorcycles GmbH',
    brands: ['HQV'],
    isDefault: false,
  },
  {
    id: '2d9a6e74-3b5c-4f80-8c1d-5e7f9a1b3c04',
    name: 'GASGAS Motorcycles GmbH',
    brands: ['GG'],
    isDefault: false,
  },
];

interface SegmentSpec {
  key: string;
  name: string;
  family: PartFamily;
}

const SEGMENTS_BY_BRAND: Readonly<Record<BrandCode, readonly SegmentSpec[]>> = {
  KTM: [
    { key: 'NAKED', name: 'NAKED BIKE', family: 'street' },
    { key: 'TRAVEL', name: 'TRAVEL', family: 'travel' },
    { key: 'SUPERSPORT', name: 'SUPERSPORT', family: 'street' },
    { key: 'ENDURO', name: 'ENDURO', family: 'offroad' },
    { key: 'MX', name: 'MOTOCROSS', family: 'offroad' },
    { key: 'SUPERMOTO', name: 'SUPERMOTO', family: 'offroad' },
    { key: 'XBOW', name: 'X-BOW', family: 'car' },
  ],
  HQV: [
    { key: 'STREET', name: 'STREET', family: 'street' },
    { key: 'TRAVEL', name: 'TRAVEL', family: 'travel' },
    { key: 'ENDURO', name: 'ENDURO', family: 'offroad' },
    { key: 'MX', name: 'MOTOCROSS', family: 'offroad' },
  ],
  GG: [
    { key: 'ENDURO', name: 'ENDURO', family: 'offroad' },
    { key: 'MX', name: 'MOTOCROSS', family: 'offroad' },
    { key: 'TRIAL', name: 'TRIAL', family: 'offroad' },
    { key: 'SUPERMOTO', name: 'SUPERMOTO', family: 'offroad' },
    { key: 'STREET', name: 'STREET', family: 'street' },
  ],
};

export function segmentCode(brand: BrandCode, key: string): string {
  return `${brand}-${key}`;
}

export function segmentFamily(brand: BrandCode, key: string): PartFamily {
  const spec = SEGMENTS_BY_BRAND[brand].find((segment) => segment.key === key);
  if (!spec) throw new Error(`unknown segment ${brand} ${key}`);
  return spec.family;
}

export function buildSegments(): Segment[] {
  return BRANDS.flatMap((brand) =>
    SEGMENTS_BY_BRAND[brand.code].map((spec, index) => ({
      code: segmentCode(brand.code, spec.key),
      brand: brand.code,
      name: spec.name,
      sortOrder: (index + 1) * 10,
    })),
  );
}
