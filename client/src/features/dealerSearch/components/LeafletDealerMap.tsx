import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { DealerMapProps } from './dealerMapProps.js';

const START: L.LatLngExpression = [48, 11];
const START_ZOOM = 5;
const MAX_FIT_ZOOM = 12;

/** Leaflet reads the attribution as HTML; the setting is plain text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The dealers on a tile map (OpenStreetMap or any tile server of MAP_TILE_URL). Markers are
 * keyboard-reachable; a marker's click or Enter chooses its dealer. Loaded on demand.
 */
export default function LeafletDealerMap({ dealers, onChoose, tileUrl, attribution }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ map: L.Map; markers: L.LayerGroup } | null>(null);

  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const map = L.map(container.current, { center: START, zoom: START_ZOOM, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19 }).addTo(map);
    setShown({ map, markers: L.layerGroup().addTo(map) });
    return () => {
      setShown(null);
      map.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = shown;
    if (!current) return;
    current.markers.clearLayers();
    const icon = L.divIcon({ className: 'dealer-marker', iconSize: [18, 18] });
    for (const dealer of dealers) {
      L.marker([dealer.Latitude, dealer.Longitude], { icon, title: dealer.Name, keyboard: true })
        .on('click', () => onChoose(dealer))
        .addTo(current.markers);
    }
    if (dealers.length > 0) {
      const bounds = L.latLngBounds(dealers.map((dealer) => [dealer.Latitude, dealer.Longitude]));
      current.map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
    }
  }, [shown, dealers, onChoose]);

  return <div ref={container} className="dealer-map-canvas" data-map="tiles" />;
}
