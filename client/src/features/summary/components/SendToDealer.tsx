import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { vehicleOverviewQuery } from '../../configuration/api/configurationCalls.js';
import { $configuration, $vehicle, requestContext } from '../../configuration/stores/configurationStore.js';
import { DealerEnquiry } from '../../dealerSearch/components/DealerEnquiry.js';

/**
 * Send to dealer: only when DealerSearch2DEnabled is on and the model has ShowOfferButton. It opens
 * the enquiry: the dealer search, the chosen dealer and Send (which needs a login).
 */
export function SendToDealer({ showOfferButton }: { showOfferButton: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const { DealerSearch2DEnabled } = useAppSettings();
  const [open, setOpen] = useState(false);
  const modelId = $configuration.value?.ModelId ?? '';
  // The summary has asked for the overview already: this reads its cache.
  const overview = useQuery({ ...vehicleOverviewQuery(modelId, requestContext()), enabled: modelId !== '' });
  if (!DealerSearch2DEnabled || !showOfferButton) return null;
  const modelName = overview.data?.Vehicle.Name ?? $vehicle.value?.Name ?? modelId;
  return (
    <div className="send-to-dealer">
      <button
        type="button"
        className="button primary summary-send"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('summary.dealer.open')}
      </button>
      {open ? <DealerEnquiry modelName={modelName} /> : null}
    </div>
  );
}
