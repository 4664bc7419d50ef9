import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $lightingSettings, $pendingTools, $toolsSelection, changeLighting } from '../stores/toolsStore.js';

/**
 * The lighting level within the render settings' range (12..22). Dragging only moves the thumb; the
 * light changes when the thumb is let go (the input's change event), once per move.
 */
export function LightingSlider() {
  useSignals();
  const { t } = useTranslation();
  const { Min, Max } = $lightingSettings.value;
  const level = $toolsSelection.value.lighting;
  const pending = $pendingTools.value.has('lighting');
  const [draft, setDraft] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const commit = () => {
      void changeLighting(Number(element.value)).finally(() => setDraft(null));
    };
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, []);

  const shown = draft ?? level;
  return (
    <div className="tools3d-group">
      <label className="tools3d-label" htmlFor="tools3d-lighting">
        {t('tools3d.lighting')}
        <output htmlFor="tools3d-lighting">{shown}</output>
      </label>
      <input
        ref={input}
        id="tools3d-lighting"
        className="tools3d-range"
        type="range"
        min={Min}
        max={Max}
        step={1}
        value={shown}
        disabled={pending}
        onChange={(event) => setDraft(Number(event.currentTarget.value))}
      />
    </div>
  );
}
