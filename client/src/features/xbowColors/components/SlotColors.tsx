import type { ColorSlot } from '@configurator/domain/catalog/types';
import { BODY_FINISHES, RIM_SIZES } from '@configurator/domain/configuration/vehicleSettings';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { applySlotColor, setBodyFinish, setRimSize } from '../stores/colorChangeFlow.js';
import { $canAddCustomColor, $customColors, addCustomColor } from '../stores/customColorStore.js';
import {
  $colorChoice,
  $colorSelection,
  $editedCustomColor,
  colorNameOf,
  predefinedColorsOf,
} from '../stores/xbowColorStore.js';
import { CustomColorEditor } from './CustomColorEditor.js';

interface SwatchProps {
  hex: string;
  label: string;
  pressed: boolean;
  onPick: () => void;
}

function Swatch({ hex, label, pressed, onPick }: SwatchProps) {
  return (
    <li>
      <button
        type="button"
        className="xbow-swatch"
        style={{ backgroundColor: `#${hex}` }}
        aria-label={label}
        aria-pressed={pressed}
        title={`${label} (#${hex})`}
        onClick={onPick}
      />
    </li>
  );
}

/** The open slot's colours: predefined squares, the custom colours, and the body's or rims' options. */
export function SlotColors({ slot }: { slot: ColorSlot }) {
  useSignals();
  const { t } = useTranslation();
  const choice = $colorChoice.value;
  const current = choice.colors[slot];
  const predefined = predefinedColorsOf($colorSelection.value, slot);
  const finishes = ($colorSelection.value?.FinishOptions ?? []).filter((finish) =>
    BODY_FINISHES.includes(finish),
  );
  const customColors = $customColors.value;
  const edited = $editedCustomColor.value;
  const editedColor = edited === null ? undefined : customColors[edited];

  const addCustom = () => {
    const index = addCustomColor((n) => t('xbowColors.customName', { n }));
    if (index === null) return;
    $editedCustomColor.value = index;
    const added = $customColors.peek()[index];
    if (added) void applySlotColor(slot, added.hex);
  };

  return (
    <div className="xbow-slot-colors">
      <p className="xbow-current-color">
        {current ? (
          <>
            <span
              className="xbow-current-chip"
              style={{ backgroundColor: `#${current}` }}
              aria-hidden="true"
            />
            {t('xbowColors.current', { hex: `#${current}` })}
          </>
        ) : (
          t('xbowColors.factoryDefault')
        )}
      </p>

      {predefined.length > 0 ? (
        <section aria-label={t('xbowColors.predefined')}>
          <h3>{t('xbowColors.predefined')}</h3>
          <ul className="xbow-swatches">
            {predefined.map((hex) => (
              <Swatch
                key={hex}
                hex={hex}
                label={colorNameOf(slot, hex) ?? `#${hex}`}
                pressed={current === hex}
                onPick={() => {
                  $editedCustomColor.value = null;
                  void applySlotColor(slot, hex);
                }}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-label={t('xbowColors.custom')}>
        <h3>{t('xbowColors.custom')}</h3>
        <ul className="xbow-swatches">
          {customColors.map((color, index) => (
            <Swatch
              // The list only grows at its end, so a position names one colour.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              hex={color.hex}
              label={color.name}
              pressed={edited === index && current === color.hex}
              onPick={() => {
                $editedCustomColor.value = index;
                void applySlotColor(slot, color.hex);
              }}
            />
          ))}
          {$canAddCustomColor.value ? (
            <li>
              <button type="button" className="xbow-swatch xbow-swatch-add" onClick={addCustom}>
                <span aria-hidden="true">+</span>
                <span className="visually-hidden">{t('xbowColors.addCustom')}</span>
              </button>
            </li>
          ) : null}
        </ul>
        {editedColor && edited !== null ? (
          <CustomColorEditor key={`${slot}-${edited}`} slot={slot} index={edited} color={editedColor} />
        ) : null}
      </section>

      {slot === 'body' && finishes.length > 1 ? (
        <fieldset className="xbow-options">
          <legend>{t('xbowColors.finish')}</legend>
          {finishes.map((finish) => (
            <label key={finish}>
              <input
                type="radio"
                name="xbow-finish"
                value={finish}
                checked={choice.finish === finish}
                onChange={() => void setBodyFinish(finish)}
              />
              {finish === 'Matte' ? t('xbowColors.matte') : t('xbowColors.glossy')}
            </label>
          ))}
        </fieldset>
      ) : null}

      {slot === 'rims' ? (
        <fieldset className="xbow-options">
          <legend>{t('xbowColors.rimSize')}</legend>
          {RIM_SIZES.map((size) => (
            <label key={size}>
              <input
                type="radio"
                name="xbow-rim-size"
                value={size}
                checked={choice.rimSize === size}
                onChange={() => void setRimSize(size)}
              />
              {size === 19 ? t('xbowColors.rim19') : t('xbowColors.rim20')}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
