import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import type { AppSettings } from '../../../lib/trpcClient.js';
import type { Dealer } from '../api/dealerSearchCalls.js';
import type { DealerMapProps } from './dealerMapProps.js';

// Each map's code loads only when a map shows: the first page stays within its budget.
const GoogleDealerMap = lazy(() => import('./GoogleDealerMap.js'));
const LeafletDealerMap = lazy(() => import('./LeafletDealerMap.js'));

/** Google Maps with a key; otherwise a tile map when a tile server is configured; otherwise none. */
type MapKind = 'google' | 'tiles' | 'none';

function mapKindOf(settings: Pick<AppSettings, 'GoogleMapsKey' | 'MapTileUrl'>): MapKind {
  if (settings.GoogleMapsKey.trim()) return 'google';
  if (settings.MapTileUrl.trim()) return 'tiles';
  return 'none';
}

/** A map whose code or script fails to load leaves the list alone, without an error on the page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The dealer map failed; the list still works', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The dealers on a map beside the list; a marker chooses its dealer as the list does. */
export function DealerMap({
  dealers,
  onChoose,
  language,
}: {
  dealers: Dealer[];
  onChoose: (dealer: Dealer) => void;
  language: string | undefined;
}) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const kind = mapKindOf(settings);
  if (kind === 'none') return null;
  const props: DealerMapProps = {
    dealers,
    onChoose,
    language,
    apiKey: settings.GoogleMapsKey.trim(),
    tileUrl: settings.MapTileUrl.trim(),
    attribution: settings.MapTileAttribution,
  };
  return (
    <section className="dealer-map" aria-label={t('summary.dealer.map')}>
      <MapBoundary>
        <Suspense fallback={null}>
          {kind === 'google' ? <GoogleDealerMap {...props} /> : <LeafletDealerMap {...props} />}
        </Suspense>
      </MapBoundary>
    </section>
  );
}
