/** A dealer as the dealer search (GET /api/dealers) answers it. */
export interface Dealer {
  DealerNo: string;
  Name: string;
  Street: string;
  PostCode: string;
  Town: string;
  /** ISO 3166-1 alpha-2. */
  CountryCode: string;
  Email: string;
  Phone: string;
  Latitude: number;
  Longitude: number;
  /** Brand codes the dealer sells (KTM, HQV, GG). */
  Brands: string[];
  /** Kilometres from the searched position, one decimal; only when a position was given. */
  Distance?: number;
}
