import { XBOW_VARIATION_CODE } from '@configurator/domain/catalog/types';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VehiclePanel, VehiclePrice } from '../features/configuration/components/VehiclePanel.js';
import { FinanceSection } from '../features/finance/components/FinanceSection.js';
import { VehicleImages } from '../features/imageViewer/components/VehicleImages.js';
import { CategoryList } from '../features/parts/components/CategoryList.js';
import { ConfigurationMenu } from '../features/parts/components/ConfigurationMenu.js';
import { PartDetailPanel } from '../features/parts/components/PartDetailPanel.js';
import { SetupList } from '../features/parts/components/SetupList.js';
import { usePartHash } from '../features/parts/components/usePartHash.js';
import { $detailPartId } from '../features/parts/stores/partDetailStore.js';
import { resetPartsView } from '../features/parts/stores/partsStore.js';
import { SummaryScreen } from '../features/summary/components/SummaryScreen.js';
import { UndoRedoButtons } from '../features/undoRedo/components/UndoRedoButtons.js';
import { useAppSettings } from '../lib/appSettings.js';
import { vehicleOverviewQuery } from '../lib/configurationCalls.js';
import { readPassedVehicle } from '../lib/passedVehicle.js';
import { $openModel, requestContext } from '../stores/configurationStore.js';
import { showToast } from '../stores/toastStore.js';
import { useConfigurationForModel } from '../stores/useConfigurationForModel.js';
import { $showConfigurationSummary, $showPartDetail } from '../stores/viewsStore.js';
import { Spinner } from '../ui/Spinner.js';
import { ConfigurationScreen3D } from './ConfigurationScreen3D.js';
import '../features/configuration/components/configurationScreen.css';
import '../features/configuration/components/configurationLayout.css';

interface ConfigurationScreenProps {
  modelId: string;
}

/**
 * The configuration screen (2D; a model whose vehicle renders in 3D gets `ConfigurationScreen3D`): creates the configuration when none exists for the model, loads the
 * model's overview (parts, categories, setups, colours, hero) and composes the menu, the category
 * list, the vehicle panel, the pictures or the part detail, and the setups.
 */
export function ConfigurationScreen({ modelId }: ConfigurationScreenProps) {
  useSignals();
  const { t } = useTranslation();
  const { CdcApplicationSettings } = useAppSettings();
  const passed = readPassedVehicle(modelId);
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext()));
  const hasConfiguration = useConfigurationForModel(modelId);

  // The stores read the overview of the open model from the query cache ($vehicle, $showPrices).
  useEffect(() => {
    $openModel.value = modelId;
  }, [modelId]);

  useEffect(() => {
    if (overview.isError) showToast(t('errors.serverError'));
  }, [overview.isError, t]);

  const vehicle = overview.data?.Vehicle ?? passed;

  useEffect(() => resetPartsView, []);
  usePartHash(overview.data?.Parts ?? []);

  const name = vehicle?.Name ?? modelId;
  const ready = hasConfiguration && overview.data;
  // The screen's first full render is large: React renders it in the background, in slices that
  // leave the main thread free between them, while the spinner stays.
  const shown = useDeferredValue(ready || null, null);

  // Engine3D opens the 3D screen, which is for logged-in visitors: without accounts there is no 3D.
  if (vehicle?.RenderingEngine === 'Engine3D' && CdcApplicationSettings.CdcEnabled && overview.data) {
    const isXBow =
      overview.data.RenderSettings.ColorSelection !== null ||
      overview.data.Variations.some((variation) => variation.Code === XBOW_VARIATION_CODE);
    return <ConfigurationScreen3D modelId={modelId} name={name} isXBow={isXBow} />;
  }

  return (
    <div className="configuration-screen configuration-2d">
      {!hasConfiguration || overview.isPending || (ready && !shown) ? (
        <>
          <h1>{name}</h1>
          <Spinner label={t('configuration.preparing')} />
        </>
      ) : !shown ? (
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
            <VehiclePrice overview={shown} />
          </div>
          <div className="configurator-panel">
            <VehiclePanel overview={shown} />
            <ConfigurationMenu>
              <UndoRedoButtons />
            </ConfigurationMenu>
            {$showPartDetail.value ? (
              <PartDetailPanel key={$detailPartId.value ?? 'none'} />
            ) : (
              <CategoryList />
            )}
            <SetupList setups={shown.Setups} />
            <FinanceSection modelId={modelId} />
          </div>
        </div>
      )}
    </div>
  );
}
