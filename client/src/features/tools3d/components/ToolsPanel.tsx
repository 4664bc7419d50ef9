import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $isXBow } from '../../../stores/configurationStore.js';
import { $isMobileDevice, $openPanel, $streamTools, $userInactive } from '../../../stores/streamStore.js';
import {
  $pendingTools,
  $refusedTool,
  $toolSettings,
  $toolsSelection,
  chooseCinematic,
  chooseEnvironment,
  choosePerspective,
  toggleSound,
  toggleTiltShift,
  toggleView,
} from '../stores/toolsStore.js';
import { DayTimeDial } from './DayTimeDial.js';
import { LightingSlider } from './LightingSlider.js';
import { ToolChoices } from './ToolChoices.js';
import { ToolSwitch } from './ToolSwitch.js';
import './tools3d.css';

/**
 * The 3D tools: environment, light, time of day, camera moves, perspectives, the vehicle's
 * animations, tilt-shift and sound, and for the X-Bow the way to its colours. It shows while the
 * screen's open panel is 'tools' and closes when the visitor goes idle.
 */
export function ToolsPanel() {
  useSignals();
  const { t } = useTranslation();
  const open = $openPanel.value === 'tools';

  useSignalEffect(() => {
    if ($openPanel.value === 'tools' && $userInactive.value) $openPanel.value = null;
  });

  const settings = $toolSettings.value;
  const offered = $streamTools.value;
  if (!open || !settings || !offered) return null;

  const selection = $toolsSelection.value;
  const pending = $pendingTools.value;
  const refused = $refusedTool.value;
  const showTiltShift = offered.tiltShift && !$isMobileDevice.value;
  // The X-Bow has no engine sound in the stream, whatever its settings say.
  const showSound = offered.sound && !$isXBow.value;
  return (
    <aside className="tools3d-panel" aria-labelledby="tools3d-heading">
      <header className="tools3d-header">
        <h2 id="tools3d-heading">{t('tools3d.heading')}</h2>
        <button
          type="button"
          className="tools3d-close"
          aria-label={t('tools3d.close')}
          onClick={() => {
            $openPanel.value = null;
          }}
        >
          ×
        </button>
      </header>
      <div className="tools3d-body">
        {offered.colors && (
          <button
            type="button"
            className="tools3d-colors"
            onClick={() => {
              $openPanel.value = 'colors';
            }}
          >
            {t('tools3d.colors')}
          </button>
        )}
        <ToolChoices
          label={t('tools3d.environments')}
          items={settings.Environments}
          isOn={(id) => selection.environment === id}
          disabled={pending.has('environment')}
          onChoose={(id) => void chooseEnvironment(id)}
        />
        <LightingSlider />
        <DayTimeDial />
        <ToolChoices
          label={t('tools3d.cinematics')}
          items={settings.Cinematics}
          isOn={(id) => selection.cinematic === id}
          disabled={pending.has('cinematic')}
          onChoose={(id) => void chooseCinematic(id)}
        />
        <ToolChoices
          label={t('tools3d.perspectives')}
          items={settings.Perspectives}
          isOn={(id) => selection.perspective === id}
          disabled={pending.has('perspective')}
          onChoose={(id) => void choosePerspective(id)}
        />
        <ToolChoices
          label={t('tools3d.views')}
          items={settings.Views}
          isOn={(id) => selection.animations.includes(id)}
          disabled={pending.has('views')}
          onChoose={(id) => void toggleView(id)}
        />
        {(showTiltShift || showSound) && (
          <fieldset className="tools3d-group">
            <legend>{t('tools3d.effects')}</legend>
            {showTiltShift && (
              <ToolSwitch
                label={t('tools3d.tiltShift')}
                on={selection.tiltShift}
                disabled={pending.has('tiltShift')}
                onToggle={() => void toggleTiltShift()}
              />
            )}
            {showSound && (
              <ToolSwitch
                label={t('tools3d.sound')}
                on={selection.sound}
                disabled={pending.has('sound')}
                onToggle={() => void toggleSound()}
              />
            )}
          </fieldset>
        )}
        <p className="tools3d-refused" role="status">
          {refused ? t('tools3d.refused') : ''}
        </p>
      </div>
    </aside>
  );
}
