import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $currentVariation, type ConfiguredVehicle } from '../../../stores/configurationStore.js';
import { changeVariation } from '../api/changeVariation.js';

type Variation = ConfiguredVehicle['Variations'][number];

/** The catalog gives hex digits without the '#' (FF6600); anything else is taken as CSS already. */
function swatchColour(colorCode: string): string {
  const code = colorCode.trim();
  return /^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(code) ? `#${code}` : code;
}

/** One swatch per colour variation; the block shows only when there is a choice (more than one). */
export function ColourSwatches({ variations }: { variations: readonly Variation[] }) {
  useSignals();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (variations.length <= 1) return null;
  const current = $currentVariation.value;
  const choose = async (code: string) => {
    setBusy(true);
    await changeVariation(code);
    setBusy(false);
  };
  return (
    <fieldset className="colour-swatches">
      <legend>{t('vehiclePanel.colours')}</legend>
      <div className="swatches">
        {variations.map((variation) => (
          <button
            key={variation.Code}
            type="button"
            className={`swatch${variation.Code === current ? ' current' : ''}`}
            style={{ background: swatchColour(variation.ColorCode) }}
            aria-pressed={variation.Code === current}
            aria-label={variation.ColorName || variation.Code}
            title={variation.ColorName || variation.Code}
            disabled={busy}
            onClick={() => void choose(variation.Code)}
          />
        ))}
      </div>
    </fieldset>
  );
}
