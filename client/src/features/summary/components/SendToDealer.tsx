import { offersDealerEnquiry } from '@configurator/domain/offers/dealerOffer';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import { $configuration, $vehicle, requestContext } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';

/**
 * Send to dealer, offered only where the enquiry can succeed (the server's rule): accounts on (the
 * offer needs a login), a model with ShowOfferButton, and DealerSearch2DEnabled for a 2D model or
 * DealerSearch3DEnabled (or the X-Bow) for a 3D one. It opens the sendConfigurationToDealer dialog:
 * the dealer search, the chosen dealer and Send.
 */
export function SendToDealer({ showOfferButton }: { showOfferButton: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const modelId = $configuration.value?.ModelId ?? '';
  // The summary has asked for the overview already: this reads its cache.
  const overview = useQuery({
    ...vehicleOverviewQuery(modelId, requestContext()),
    enabled: modelId !== '',
  }).data;
  if (!overview) return null;
  const offered = offersDealerEnquiry({
    renderingEngine: overview.Vehicle.RenderingEngine,
    showOfferButton,
    isXBow: (overview.RenderSettings.ColorSelection ?? null) !== null,
    accountsEnabled: settings.CdcApplicationSettings.CdcEnabled,
    dealerSearch2DEnabled: settings.DealerSearch2DEnabled,
    dealerSearch3DEnabled: settings.DealerSearch3DEnabled,
  });
  if (!offered) return null;
  const modelName = overview.Vehicle.Name || ($vehicle.value?.Name ?? modelId);
  return (
    <button
      type="button"
      className="button primary summary-send"
      aria-haspopup="dialog"
      onClick={() => openDialog({ kind: 'sendConfigurationToDealer', data: { modelName } })}
    >
      {t('summary.dealer.open')}
    </button>
  );
}
