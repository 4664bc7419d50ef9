/** Dealers in every seeded country, with addresses, coordinates, brands and contact data. */
import { XBOW_DEALER_QUALIFICATION } from '@configurator/domain';
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { BrandCode } from './brands.js';
import { DEALER_COUNTRIES, type DealerCountry, XBOW_DEALER_COUNTRIES } from './dealerLocations.js';
import { type Random, randomFor } from './random.js';

type Dealer = NonNullable<CatalogInput['dealers']>[number];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function roundCoordinate(value: number): number {
  return Math.round(value * 100000) / 100000;
}

function streetAddress(spec: DealerCountry, townIndex: number, random: Random): string {
  const street = spec.streetsByTown
    ? (spec.streets[townIndex % spec.streets.length] ?? '')
    : random.pick(spec.streets);
  const number = random.int(1, 180);
  switch (spec.streetStyle) {
    case 'numberAfter':
      return `${street} ${number}`;
    case 'numberBefore':
      return `${number} ${street}`;
    case 'numberAfterComma':
      return `${street}, ${number}`;
    case 'block':
      return `${random.int(1, 5)}-${random.int(1, 20)}-${random.int(1, 30)} ${street}`;
  }
}

function dealerBrands(random: Random): BrandCode[] {
  const brands: BrandCode[] = [];
  if (random.chance(0.85)) brands.push('KTM');
  if (random.chance(0.5)) brands.push('HQV');
  if (random.chance(0.4)) brands.push('GG');
  return brands.length > 0 ? brands : ['KTM'];
}

function phoneNumber(callingCode: string, random: Random): string {
  const area = random.int(10, 999);
  const first = random.int(100, 999);
  const second = random.int(1000, 9999);
  return `${callingCode} ${area} ${first} ${second}`;
}

function buildDealer(spec: DealerCountry, index: number): Dealer {
  const random = randomFor(`dealer:${spec.country}:${index}`);
  const townIndex = index % spec.towns.length;
  const [town, postCode, latitude, longitude] = (spec.towns[townIndex] ?? '').split(';');
  if (!town || !postCode || !latitude || !longitude) throw new Error(`bad town entry in ${spec.country}`);
  const name = random.pick(spec.namePatterns).replace('{s}', random.pick(spec.surnames)).replace('{t}', town);
  const sellsXbow = index === 0 && XBOW_DEALER_COUNTRIES.has(spec.country);
  const brands = dealerBrands(random);
  if (sellsXbow && !brands.includes('KTM')) brands.unshift('KTM');
  return {
    dealerNo: `${spec.country}${String(1001 + index * 7)}`,
    name,
    street: streetAddress(spec, townIndex, random),
    postCode,
    town,
    countryCode: spec.country,
    brands,
    qualifications: sellsXbow ? [XBOW_DEALER_QUALIFICATION] : [],
    latitude: roundCoordinate(Number(latitude) + (random.next() - 0.5) * 0.08),
    longitude: roundCoordinate(Number(longitude) + (random.next() - 0.5) * 0.08),
    email: `info@${slug(name.includes(town) ? name : `${name} ${town}`)}.example.com`,
    phone: phoneNumber(spec.callingCode, random),
  };
}

export function buildDealers(): Dealer[] {
  return DEALER_COUNTRIES.flatMap((spec) =>
    Array.from({ length: spec.dealers }, (_, index) => buildDealer(spec, index)),
  );
}
