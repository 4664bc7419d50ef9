import { useSignals } from '@preact/signals-react/runtime';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $viewportWidth } from '../../../lib/viewport.js';
import { $isMobileDevice, $openPanel, $userInactive } from '../../../stores/streamStore.js';
import {
  $chosenSlot,
  $colorProblem,
  $colorSelection,
  $editedCustomColor,
  $openSlot,
} from '../stores/xbowColorStore.js';
import { SlotColors } from './SlotColors.js';
import './xbowColorPanel.css';

/** Below this width the panel is a sheet sliding in over the bottom of the stage. */
const SHEET_BELOW_PX = 1024;

/**
 * The X-Bow colour customisation: one button per colour slot, its predefined and custom colours, the
 * body's finish and the rims' size. It shows while the 3D screen's open panel is 'colors' and the
 * vehicle offers colour selection; it closes by its button, Escape, or when the visitor is idle.
 */
export function XbowColorPanel() {
  useSignals();
  const { t } = useTranslation();
  const selection = $colorSelection.value;
  // An idle visitor's panels close (the screen clears the open panel); this one hides at once.
  const open = $openPanel.value === 'colors' && selection !== null && !$userInactive.value;

  if (!open) return null;
  const slot = $openSlot.value;
  const problem = $colorProblem.value;
  const sheet = $isMobileDevice.value || $viewportWidth.value < SHEET_BELOW_PX;
  const close = () => {
    $openPanel.value = null;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <section
      className={`xbow-colors ${sheet ? 'xbow-colors-sheet' : 'xbow-colors-side'}`}
      aria-labelledby="xbow-colors-heading"
      onKeyDown={closeOnEscape}
    >
      <header className="xbow-colors-header">
        <h2 id="xbow-colors-heading">{t('xbowColors.heading')}</h2>
        <button
          type="button"
          className="xbow-colors-close"
          aria-label={t('xbowColors.close')}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <fieldset className="xbow-color-slots">
        <legend className="visually-hidden">{t('xbowColors.slots')}</legend>
        {selection.Categories.map((category) => (
          <button
            key={category.Id}
            type="button"
            className="button"
            aria-pressed={slot?.Id === category.Id}
            onClick={() => {
              $chosenSlot.value = category.Id;
              $editedCustomColor.value = null;
            }}
          >
            {category.Name}
          </button>
        ))}
      </fieldset>
      {slot ? <SlotColors key={slot.Id} slot={slot.Id} /> : null}
      {problem ? (
        <p className="xbow-color-error" role="alert">
          {t(`xbowColors.${problem}`)}
        </p>
      ) : null}
    </section>
  );
}
