import { useEffect, useRef, useState } from 'react';
import type { Dealer } from '../api/dealerSearchCalls.js';
import {
  type GoogleMap,
  type GoogleMapsApi,
  type GoogleMarker,
  loadGoogleMaps,
} from '../api/googleMapsLoader.js';
import type { DealerMapProps } from './dealerMapProps.js';

/** Where the map looks before it knows the dealers: central Europe. */
const START = { center: { lat: 48, lng: 11 }, zoom: 5 };
const SINGLE_DEALER_ZOOM = 12;

/** The dealers on a Google map; a marker's click chooses its dealer. Loaded on demand. */
export default function GoogleDealerMap({ dealers, onChoose, apiKey, language }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ api: GoogleMapsApi; map: GoogleMap } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey, language).then(
      (api) => {
        if (cancelled || !container.current) return;
        const created = new api.Map(container.current, {
          ...START,
          streetViewControl: false,
          mapTypeControl: false,
        });
        setMap({ api, map: created });
      },
      (error: unknown) => {
        // The list beside the map still works: the visitor loses only the map.
        console.warn('The dealer map is not available', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiKey, language]);

  useEffect(() => {
    if (!map || dealers.length === 0) return;
    const { api } = map;
    const bounds = new api.LatLngBounds();
    const markers: GoogleMarker[] = dealers.map((dealer: Dealer) => {
      const position = { lat: dealer.Latitude, lng: dealer.Longitude };
      const marker = new api.Marker({ position, map: map.map, title: dealer.Name });
      marker.addListener('click', () => onChoose(dealer));
      bounds.extend(position);
      return marker;
    });
    const [only] = dealers;
    if (dealers.length === 1 && only) {
      map.map.setCenter({ lat: only.Latitude, lng: only.Longitude });
      map.map.setZoom(SINGLE_DEALER_ZOOM);
    } else {
      map.map.fitBounds(bounds);
    }
    return () => {
      for (const marker of markers) marker.setMap(null);
    };
  }, [map, dealers, onChoose]);

  return failed ? null : <div ref={container} className="dealer-map-canvas" data-map="google" />;
}
