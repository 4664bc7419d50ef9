import type { Dealer } from '../api/dealerSearchCalls.js';

/** What every dealer map (Google, Leaflet) is given; the maps load on demand, apart from this. */
export interface DealerMapProps {
  dealers: Dealer[];
  onChoose: (dealer: Dealer) => void;
  apiKey: string;
  language: string | undefined;
  tileUrl: string;
  attribution: string;
}
