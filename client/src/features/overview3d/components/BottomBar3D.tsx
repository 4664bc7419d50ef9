import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $account } from '../../../stores/accountStore.js';
import { $isXBow } from '../../../stores/configurationStore.js';
import { $engineReady, $openPanel, $streamMuted, $streamTools } from '../../../stores/streamStore.js';
import { SoundOffIcon, SoundOnIcon } from '../../../ui/icons.js';
import {
  ActionNotice3D,
  PdfAction3D,
  SaveAction3D,
  ScreenshotAction3D,
  ShareAction3D,
} from './OutputActions3D.js';
import './overview3d.css';

/**
 * The engine sound on or off: for a vehicle with sound (never the X-Bow), once the engine is ready
 * and the visitor is logged in.
 */
function MuteToggle() {
  useSignals();
  const { t } = useTranslation();
  const hasSound = $streamTools.value?.sound ?? false;
  if ($isXBow.value || !hasSound || !$engineReady.value || !$account.value) return null;
  const muted = $streamMuted.value;
  const label = muted ? t('overview3d.bar.unmute') : t('overview3d.bar.mute');
  return (
    <button
      type="button"
      className="action3d action3d-mute"
      aria-pressed={muted}
      aria-label={t('overview3d.bar.mute')}
      title={label}
      onClick={() => {
        $streamMuted.value = !muted;
      }}
    >
      {muted ? <SoundOffIcon /> : <SoundOnIcon />}
    </button>
  );
}

/**
 * The 3D stage's bottom bar: sound, PDF, share, save and screenshot. On phones and tablets it
 * steps aside while a panel is open, which covers the stage's foot there.
 */
export function BottomBar3D() {
  useSignals();
  const { t } = useTranslation();
  const panelOpen = $openPanel.value !== null;
  return (
    <div className={`bottom-bar3d${panelOpen ? ' bottom-bar3d-panel-open' : ''}`}>
      <div className="bottom-bar3d-actions" role="toolbar" aria-label={t('overview3d.bar.label')}>
        <MuteToggle />
        <PdfAction3D />
        <ShareAction3D />
        <SaveAction3D />
        <ScreenshotAction3D />
      </div>
      <ActionNotice3D />
    </div>
  );
}
