import type { Dealer } from '../features/dealerSearch/api/dealerSearchCalls.js';

/** Dealers for the component tests, with positions: Vienna, Graz, Linz and one in Munich. */
function dealer(
  DealerNo: string,
  Name: string,
  Street: string,
  PostCode: string,
  Town: string,
  position: [number, number],
  CountryCode = 'AT',
): Dealer {
  return {
    DealerNo,
    Name,
    Street,
    PostCode,
    Town,
    CountryCode,
    Email: `${DealerNo.toLowerCase()}@dealers.example.com`,
    Phone: '+43 1 234 5678',
    Latitude: position[0],
    Longitude: position[1],
    Brands: ['KTM', 'HQV'],
  };
}

const BERGER = dealer('D-100', 'Moto Berger', 'Ring 1', '1010', 'Wien', [48.2082, 16.3738]);
export const DORN = dealer('D-200', 'Bike Dorn', 'Weg 2', '8010', 'Graz', [47.0707, 15.4395]);
const LINDNER = dealer('D-300', 'Zweirad Lindner', 'Gasse 3', '4020', 'Linz', [48.3069, 14.2858]);
export const WEBER = dealer(
  'D-400',
  'Motorrad Weber',
  'Straße 4',
  '80331',
  'München',
  [48.1351, 11.582],
  'DE',
);
export const AUSTRIA = [DORN, BERGER, LINDNER];

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle kilometres, as the server computes them. */
function km(from: [number, number], to: Dealer): number {
  const dLat = rad(to.Latitude - from[0]);
  const dLng = rad(to.Longitude - from[1]);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from[0])) * Math.cos(rad(to.Latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * GET /api/dealers as the server answers it for the given dealers: by country, free text q on
 * name, street, post code and town, and nearest first with lat and lng.
 */
export function dealersAnswer(all: Dealer[]) {
  return (input: unknown) => {
    const query = input as Record<string, string | undefined>;
    let found = all.filter((candidate) => !query.country || candidate.CountryCode === query.country);
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    found = found.filter((candidate) => {
      const text =
        `${candidate.Name} ${candidate.Street} ${candidate.PostCode} ${candidate.Town}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    if (query.lat && query.lng) {
      const from: [number, number] = [Number(query.lat), Number(query.lng)];
      found = found
        .map((candidate) => ({ ...candidate, Distance: Math.round(km(from, candidate) * 10) / 10 }))
        .sort((a, b) => a.Distance - b.Distance);
    }
    return { body: { Dealers: found } };
  };
}
