import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import {
  $appliedParts,
  $culture,
  $currentVariation,
  $price,
  $vehicle,
} from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { ChoiceActions, DialogFrame } from '../../../ui/DialogFrame.js';
import './partDialogs.css';

/**
 * configurationSummary: the configuration at a glance (model, colour, the applied parts with their
 * prices, the total) and the way on to the summary screen with its outputs.
 */
export function ConfigurationSummaryDialog({ title }: { title: string }) {
  useSignals();
  const { t } = useTranslation();
  const vehicle = $vehicle.value;
  const culture = $culture.value;
  const showPrices = $showPrices.value;
  const parts = $appliedParts.value;
  const price = $price.value;
  const variation = vehicle?.Variations.find((candidate) => candidate.Code === $currentVariation.value);
  const toSummary = () => {
    closeDialog();
    $showConfigurationSummary.value = true;
  };

  return (
    <DialogFrame
      title={title}
      onDismiss={closeDialog}
      actions={
        <ChoiceActions
          noLabel={t('common.close')}
          onNo={closeDialog}
          yesLabel={t('dialogs.configurationSummary.toSummary')}
          onYes={toSummary}
          yesClassName="summary-dialog-open"
        />
      }
    >
      <dl className="summary-dialog-facts">
        <dt>{t('dialogs.configurationSummary.model')}</dt>
        <dd className="summary-dialog-model">{vehicle?.Name ?? ''}</dd>
        {variation ? (
          <>
            <dt>{t('dialogs.configurationSummary.colour')}</dt>
            <dd className="summary-dialog-colour">{variation.ColorName || variation.Code}</dd>
          </>
        ) : null}
      </dl>
      <section className="summary-dialog-parts" aria-label={t('dialogs.configurationSummary.parts')}>
        <h3>
          {t('dialogs.configurationSummary.parts')} ({parts.length})
        </h3>
        {parts.length === 0 ? (
          <p className="note">{t('dialogs.configurationSummary.noParts')}</p>
        ) : (
          <ul>
            {parts.map((part) => (
              <li key={part.PartId}>
                <span className="summary-dialog-part-name">{part.Name}</span>
                <span className="summary-dialog-part-reference">
                  {t('partDetail.reference', { code: part.Code })}
                </span>
                {showPrices ? (
                  <span className="summary-dialog-part-price">
                    {priceText(part.Price, culture, t('price.notAvailable'))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {showPrices && price ? (
        <p className="summary-dialog-total">
          <span>{t('price.total')}</span>
          <strong>{priceText(price, culture, t('price.notAvailable'))}</strong>
        </p>
      ) : null}
      {showPrices && variation?.PriceNote ? <p className="note">{variation.PriceNote}</p> : null}
    </DialogFrame>
  );
}
