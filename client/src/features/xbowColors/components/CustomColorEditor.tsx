import type { ColorSlot } from '@configurator/domain/catalog/types';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applySlotColor } from '../stores/colorChangeFlow.js';
import { type CustomColor, changeCustomColor } from '../stores/customColorStore.js';
import { type Hsl, hexToHsl, hslToHex, normalizeHex } from '../stores/hslColor.js';

interface CustomColorEditorProps {
  slot: ColorSlot;
  index: number;
  color: CustomColor;
}

const SLIDERS = [
  { key: 'h', label: 'xbowColors.hue', max: 360 },
  { key: 's', label: 'xbowColors.saturation', max: 100 },
  { key: 'l', label: 'xbowColors.lightness', max: 100 },
] as const;

function sliderBackground(key: keyof Hsl, hsl: Hsl): string {
  if (key === 'h') {
    const stops = [0, 60, 120, 180, 240, 300, 360].map((h) => `hsl(${h} ${hsl.s}% ${hsl.l}%)`);
    return `linear-gradient(to right, ${stops.join(', ')})`;
  }
  if (key === 's')
    return `linear-gradient(to right, hsl(${hsl.h} 0% ${hsl.l}%), hsl(${hsl.h} 100% ${hsl.l}%))`;
  return `linear-gradient(to right, #000, hsl(${hsl.h} ${hsl.s}% 50%), #fff)`;
}

/**
 * The selected custom colour: hue, saturation and lightness sliders and a hex field. Each change
 * keeps the colour on this device and shows it on the open slot; a hex that is not six hex digits
 * gets a message and changes nothing.
 */
export function CustomColorEditor({ slot, index, color }: CustomColorEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  // The sliders keep their own positions: a round trip through hex would make them jump.
  const [hsl, setHsl] = useState(() => hexToHsl(color.hex));
  const [hexDraft, setHexDraft] = useState(color.hex);
  const [invalid, setInvalid] = useState(false);

  const use = (hex: string) => {
    changeCustomColor(index, hex);
    void applySlotColor(slot, hex);
  };

  const slide = (key: keyof Hsl, value: number) => {
    const next = { ...hsl, [key]: value };
    const hex = hslToHex(next);
    setHsl(next);
    setHexDraft(hex);
    setInvalid(false);
    use(hex);
  };

  const submitHex = (event: FormEvent) => {
    event.preventDefault();
    const hex = normalizeHex(hexDraft);
    if (!hex) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setHexDraft(hex);
    setHsl(hexToHsl(hex));
    use(hex);
  };

  const errorId = `${id}-hex-error`;
  return (
    <fieldset className="xbow-color-editor">
      <legend className="visually-hidden">{t('xbowColors.editCustom', { name: color.name })}</legend>
      {SLIDERS.map(({ key, label, max }) => (
        // A label around the slider would name the <output> instead (it is labelable too).
        <div key={key} className="xbow-color-slider">
          <label htmlFor={`${id}-${key}`}>{t(label)}</label>
          <output htmlFor={`${id}-${key}`}>{hsl[key]}</output>
          <input
            id={`${id}-${key}`}
            type="range"
            min={0}
            max={max}
            step={1}
            value={hsl[key]}
            style={{ background: sliderBackground(key, hsl) }}
            onChange={(event) => slide(key, Number(event.currentTarget.value))}
          />
        </div>
      ))}
      <form className="xbow-color-hex" onSubmit={submitHex} noValidate>
        <label htmlFor={`${id}-hex`}>{t('xbowColors.hex')}</label>
        <div className="xbow-color-hex-row">
          <span aria-hidden="true">#</span>
          <input
            id={`${id}-hex`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            value={hexDraft}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setHexDraft(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <button type="submit" className="button">
            {t('xbowColors.applyHex')}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} className="xbow-color-error" role="alert">
            {t('xbowColors.invalidHex')}
          </p>
        ) : null}
      </form>
    </fieldset>
  );
}
