import { modelListGroups } from '@configurator/domain/modelList/modelOrder';
import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { passedVehicleOf } from '../../../lib/passedVehicle.js';
import { priceText } from '../../../lib/priceText.js';
import type { VehicleListItem } from '../../../lib/trpcClient.js';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { $isSmallScreen, $viewportWidth } from '../../../lib/viewport.js';
import { $culture, requestContext } from '../../../stores/configurationStore.js';
import { $dialog, openDialog } from '../../../stores/dialogStore.js';
import { $mainPhase } from '../../../stores/shellStore.js';
import { Spinner } from '../../../ui/Spinner.js';
import { modelListFailure } from '../api/modelListFailure.js';
import { segmentLabel } from '../catalogLabels.js';
import { clearForNewConfiguration } from '../startConfiguration.js';
import { $guidanceShow, $selectedModelId, hideGuidance } from '../stores/modelSelectionStore.js';
import { ModelCarousel } from './ModelCarousel.js';
import { ModelList } from './ModelList.js';
import { ModelListError } from './ModelListError.js';
import { ModelPreview } from './ModelPreview.js';
import { SegmentLinks } from './SegmentLinks.js';
import { SegmentSwitcher } from './SegmentSwitcher.js';
import '../modelSelection.css';

/** Model selection: segments, the grouped model list and the preview (a carousel on small screens). */
export function ModelSelectionScreen() {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const brand = settings.Brand;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const phase = $mainPhase.value;
  const small = $isSmallScreen.value;
  const culture = $culture.value;
  const list = useQuery({ ...vehicleListQuery(brand, requestContext()), enabled: phase === 'show' });
  // The list renders in the background, in slices that leave the main thread free, while the
  // spinner stays.
  const shownList = useDeferredValue(list.data ?? null, null);

  const segments = shownList?.Segments ?? [];
  const segmentParam = new URLSearchParams(search).get('segment');
  const segmentIndex = Math.max(
    0,
    segments.findIndex((segment) => segment.Name === segmentParam),
  );
  const segment = segments[segmentIndex];
  const groups = segment ? modelListGroups(segment.Vehicles, brand) : [];
  const ordered = groups.flatMap((group) => group.vehicles);
  const selectedIndex = Math.max(
    0,
    ordered.findIndex((vehicle) => vehicle.ModelId === $selectedModelId.value),
  );
  const selected = ordered[selectedIndex];
  const hasModels = list.isSuccess && ordered.length > 0;

  // First visit on a small screen: the guidance, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `small` comes from a signal and must re-run the check
  useEffect(() => {
    if (small && hasModels && $guidanceShow.value && !$dialog.value) {
      openDialog({ kind: 'userGuidance' });
      hideGuidance();
    }
  }, [small, hasModels]);

  useEffect(() => {
    if (list.isError) console.warn('model list could not be loaded', list.error);
  }, [list.isError, list.error]);

  if (phase === 'hide') return <div className="model-selection" />;
  if (phase === 'redirect' || list.isPending || (list.data && !shownList)) {
    return (
      <div className="model-selection">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="model-selection">
        <ModelListError
          failure={modelListFailure(list.error)}
          companyId={requestContext().cid}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  // A market whose price list offers none of the brand's models.
  if (!segment || !selected) {
    return (
      <div className="model-selection">
        <p className="not-available">{t('errors.notAvailable')}</p>
      </div>
    );
  }

  const segmentHref = (name: string) => `${location}${withParams(search, { segment: name })}`;
  const showSegment = (index: number) => {
    const name = segments[index]?.Name;
    if (name) navigate(segmentHref(name), { replace: true });
  };
  const priceOf = (vehicle: VehicleListItem) =>
    shouldShowPrices(vehicle.ShowPricesInConfigurator, settings.AllowPrices)
      ? priceText(vehicle.Hero.Price, culture, t('price.notAvailable'))
      : null;
  const overviewHref = (vehicle: VehicleListItem) =>
    `/overview/${encodeURIComponent(vehicle.ModelId)}${carriedSearch(search)}`;
  const configure = (vehicle: VehicleListItem) => {
    clearForNewConfiguration();
    navigate(`/configuration/${encodeURIComponent(vehicle.ModelId)}/categories${carriedSearch(search)}`, {
      state: { vehicle: passedVehicleOf(vehicle) },
    });
  };
  const preview = (vehicle: VehicleListItem, priority: boolean) => (
    <ModelPreview
      vehicle={vehicle}
      price={priceOf(vehicle)}
      overviewHref={overviewHref(vehicle)}
      onConfigure={configure}
      priority={priority}
    />
  );

  return (
    <div className="model-selection">
      <h1 className="visually-hidden">{t('modelSelection.heading')}</h1>
      <SegmentLinks
        segments={segments}
        selected={segment.Name}
        brand={brand}
        viewportWidth={$viewportWidth.value}
        hrefOf={segmentHref}
      />
      {small ? (
        <>
          <SegmentSwitcher segments={segments} index={segmentIndex} onChange={showSegment} />
          <ModelCarousel
            segmentName={segmentLabel(t, segment.Name)}
            vehicles={ordered}
            selectedIndex={selectedIndex}
            onSelect={(index) => {
              $selectedModelId.value = ordered[index]?.ModelId ?? null;
            }}
            renderSlide={(vehicle, index) => preview(vehicle, index === 0)}
          />
        </>
      ) : (
        <div className="model-browser">
          <ModelList
            groups={groups}
            selectedId={selected.ModelId}
            onSelect={(vehicle) => {
              $selectedModelId.value = vehicle.ModelId;
            }}
          />
          {preview(selected, true)}
        </div>
      )}
    </div>
  );
}
