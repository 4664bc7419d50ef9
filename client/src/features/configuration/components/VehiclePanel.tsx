import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { sanitizeHtml } from '../../../lib/sanitizeHtml.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import { $culture, $currentVariation, $price } from '../../../stores/configurationStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { $financeShown, $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { ColourSwatches } from './ColourSwatches.js';

interface VehiclePanelProps {
  overview: VehicleOverview;
  /** The finance area takes room: the description then scrolls beyond 5 lines instead of 7. */
  financeShown?: boolean;
}

/**
 * The vehicle's texts in the panel beside the pictures: model, hero title and description, and the
 * colours.
 */
export function VehiclePanel({ overview, financeShown }: VehiclePanelProps) {
  useSignals();
  const { Vehicle, Variations } = overview;
  const withFinance = financeShown ?? $financeShown.value;
  return (
    <section className="vehicle-panel" aria-label={Vehicle.Name}>
      <h1 className="vehicle-model">{Vehicle.Name}</h1>
      <h2 className="vehicle-title">{Vehicle.Hero.Title}</h2>
      {/* It scrolls when long: focusable, so that the keyboard scrolls it too. */}
      <section
        className={`vehicle-description${withFinance ? ' with-finance' : ''}`}
        aria-label={Vehicle.Hero.Title || Vehicle.Name}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
        tabIndex={0}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(Vehicle.Hero.Description) }}
      />
      <ColourSwatches variations={Variations} />
    </section>
  );
}

/**
 * The total price with the variation's price and montage notes, and the button to the configuration
 * summary: under the pictures on wide screens, a bar along the bottom on phones, always in view.
 */
export function VehiclePrice({ overview }: { overview: VehicleOverview }) {
  useSignals();
  const { t } = useTranslation();
  const price = $price.value;
  const variation = overview.Variations.find((candidate) => candidate.Code === $currentVariation.value);
  return (
    <div className="vehicle-price-bar">
      {$showPrices.value && price ? (
        <div className="vehicle-price">
          <p className="total-price">
            <span>{t('price.total')}: </span>
            <strong>{priceText(price, $culture.value, t('price.notAvailable'))}</strong>
          </p>
          {variation?.PriceNote ? <p className="price-note">{variation.PriceNote}</p> : null}
          {variation?.MontageNote ? <p className="montage-note">{variation.MontageNote}</p> : null}
        </div>
      ) : null}
      <button
        type="button"
        className="button primary view-configuration"
        onClick={() => ($showConfigurationSummary.value = true)}
      >
        {t('vehiclePanel.viewConfiguration')}
      </button>
    </div>
  );
}
