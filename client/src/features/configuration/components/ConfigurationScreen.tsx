import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readPassedVehicle } from '../../../lib/passedVehicle.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { FinanceSection } from '../../finance/components/FinanceSection.js';
import { PartDetailPanel } from '../../partDetail/components/PartDetailPanel.js';
import { $detailPartId } from '../../partDetail/stores/partDetailStore.js';
import { CategoryList } from '../../parts/components/CategoryList.js';
import { ConfigurationMenu } from '../../parts/components/ConfigurationMenu.js';
import { usePartHash } from '../../parts/components/usePartHash.js';
import { resetPartsView } from '../../parts/stores/partsStore.js';
import { SetupList } from '../../setups/components/SetupList.js';
import { SummaryScreen } from '../../summary/components/SummaryScreen.js';
import { showToast } from '../../toasts/stores/toastStore.js';
import { vehicleOverviewQuery } from '../api/configurationCalls.js';
import {
  $categories,
  $culture,
  $heroImageUrl,
  $vehicle,
  categoriesOf,
  requestContext,
} from '../stores/configurationStore.js';
import { $showPrices } from '../stores/priceDisplayStore.js';
import { $showConfigurationSummary, $showPartDetail } from '../stores/viewsStore.js';
import { useConfigurationForModel } from './useConfigurationForModel.js';
import { VehicleImages } from './VehicleImages.js';
import { VehiclePanel, VehiclePrice } from './VehiclePanel.js';
import './configurationScreen.css';

interface ConfigurationScreenProps {
  modelId: string;
}

/**
 * The 2D configuration screen: creates the configuration when none exists for the model, loads the
 * model's overview (parts, categories, setups, colours, hero) and composes the menu, the category
 * list, the vehicle panel, the pictures or the part detail, and the setups.
 */
export function ConfigurationScreen({ modelId }: ConfigurationScreenProps) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const passed = readPassedVehicle(modelId);
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext()));
  const hasConfiguration = useConfigurationForModel(modelId);

  useEffect(() => {
    const data = overview.data;
    if (!data) return;
    batch(() => {
      $vehicle.value = {
        ModelId: data.Vehicle.ModelId,
        Name: data.Vehicle.Name,
        AvailableParts: data.Parts,
        Variations: data.Variations,
      };
      $categories.value = categoriesOf(data.Parts, $culture.value);
      $heroImageUrl.value = data.Vehicle.Hero.ImageUrl;
    });
  }, [overview.data]);

  useEffect(() => {
    if (overview.isError) showToast(t('errors.serverError'));
  }, [overview.isError, t]);

  const vehicle = overview.data?.Vehicle ?? passed;
  const showPrices = shouldShowPrices(vehicle?.ShowPricesInConfigurator, settings.AllowPrices);
  useEffect(() => {
    $showPrices.value = showPrices;
  }, [showPrices]);

  useEffect(() => resetPartsView, []);
  usePartHash(overview.data?.Parts ?? []);

  const name = vehicle?.Name ?? modelId;
  const notice3D =
    vehicle?.RenderingEngine === 'Engine3D' ? <p className="note">{t('configuration.opensIn2D')}</p> : null;
  const ready = hasConfiguration && overview.data;

  return (
    <div className="configuration-screen configuration-2d">
      {notice3D && !ready ? notice3D : null}
      {!hasConfiguration || overview.isPending ? (
        <>
          <h1>{name}</h1>
          <Spinner label={t('configuration.preparing')} />
        </>
      ) : !ready ? (
        <>
          <h1>{name}</h1>
          <VehicleImages name={name} />
        </>
      ) : $showConfigurationSummary.value ? (
        <SummaryScreen modelId={modelId} />
      ) : (
        <div className="configurator">
          <div className="configurator-stage">
            <VehicleImages name={name} />
            <VehiclePrice overview={ready} />
          </div>
          <div className="configurator-panel">
            {notice3D}
            <VehiclePanel overview={ready} />
            <ConfigurationMenu />
            {$showPartDetail.value ? (
              <PartDetailPanel key={$detailPartId.value ?? 'none'} />
            ) : (
              <CategoryList />
            )}
            <SetupList setups={ready.Setups} />
            <FinanceSection modelId={modelId} />
          </div>
        </div>
      )}
    </div>
  );
}
