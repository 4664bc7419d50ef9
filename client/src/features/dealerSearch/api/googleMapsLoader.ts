/** The Maps JavaScript API, loaded with the deployment's key when the dealer map first shows. */
export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';
const READY_CALLBACK = '__configuratorGoogleMapsReady';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The few parts of the Maps JavaScript API the dealer map uses. */
export interface GoogleMap {
  fitBounds(bounds: GoogleBounds): void;
  setCenter(position: LatLng): void;
  setZoom(zoom: number): void;
}
export interface GoogleMarker {
  addListener(event: 'click', handler: () => void): unknown;
  setMap(map: GoogleMap | null): void;
}
export interface GoogleBounds {
  extend(position: LatLng): void;
}
export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; streetViewControl?: boolean; mapTypeControl?: boolean },
  ) => GoogleMap;
  Marker: new (options: { position: LatLng; map: GoogleMap; title: string }) => GoogleMarker;
  LatLngBounds: new () => GoogleBounds;
}

type MapsWindow = Window & {
  google?: { maps?: GoogleMapsApi };
  [READY_CALLBACK]?: () => void;
};

let loading: Promise<GoogleMapsApi> | null = null;

/** Loads the script once per page; a failed load may be tried again by the next map. */
export function loadGoogleMaps(key: string, language?: string): Promise<GoogleMapsApi> {
  const page = window as MapsWindow;
  const ready = page.google?.maps;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const query = new URLSearchParams({
      key,
      callback: READY_CALLBACK,
      loading: 'async',
      ...(language ? { language } : {}),
    });
    script.src = `${GOOGLE_MAPS_SCRIPT}?${query}`;
    script.async = true;
    const fail = (error: Error) => {
      loading = null;
      script.remove();
      reject(error);
    };
    page[READY_CALLBACK] = () => {
      delete page[READY_CALLBACK];
      const maps = page.google?.maps;
      if (maps) resolve(maps);
      else fail(new Error('The Google Maps script loaded without google.maps'));
    };
    script.onerror = () => fail(new Error('The Google Maps script could not be loaded'));
    document.head.append(script);
  });
  return loading;
}

/** Forgets a load in progress (tests). */
export function resetGoogleMapsLoader(): void {
  loading = null;
  delete (window as MapsWindow)[READY_CALLBACK];
}
