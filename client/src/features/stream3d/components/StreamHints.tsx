import { TIMEOUT_BACK_LINK_DELAY_MS } from '@configurator/domain/screen/shellConstants';
import { retryCountdown } from '@configurator/domain/stream/retryCountdown';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $isMobileDevice, $streamState, $userDidTimeoutInStream } from '../../../stores/streamStore.js';
import { useElapsed } from '../stores/clock.js';
import { $brokenAt, $inactivePrompt } from '../stores/stream3dStore.js';

/** The prompt's button takes the focus when the prompt appears: Enter answers it. */
function useFocusOnShow(shown: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown) button.current?.focus();
  }, [shown]);
  return button;
}

/** The renderer broke (or the session was lost): the busy text, 20 s countdown, then try again. */
export function EngineBusyHint({ onTryAgain }: { onTryAgain(): void }) {
  useSignals();
  const { t } = useTranslation();
  const brokenAt = $brokenAt.value;
  const elapsed = useElapsed(250, brokenAt);
  if ($streamState.value !== 'BROKEN' || $userDidTimeoutInStream.value) return null;
  const { remainingSeconds, tryAgainEnabled } = retryCountdown(elapsed);
  return (
    <div className="stream-hint engine-busy" role="alertdialog" aria-labelledby="engine-busy-text">
      <p id="engine-busy-text">{t('rendering3d.engineBusy')}</p>
      <button type="button" className="button primary" disabled={!tryAgainEnabled} onClick={onTryAgain}>
        {tryAgainEnabled
          ? t('rendering3d.tryAgain')
          : t('rendering3d.tryAgainIn', { seconds: remainingSeconds })}
      </button>
    </div>
  );
}

/** 'You are inactive for N seconds.', counting on, with OK to go on. */
export function InactivityPrompt({ onConfirm }: { onConfirm(): void }) {
  useSignals();
  const { t } = useTranslation();
  const prompt = $inactivePrompt.value;
  const ok = useFocusOnShow(prompt !== null);
  const elapsed = useElapsed(1000, prompt?.since ?? null);
  if (!prompt) return null;
  const inactiveTime = prompt.seconds + Math.floor(elapsed / 1000);
  return (
    <div className="stream-hint inactive-prompt" role="alertdialog" aria-labelledby="inactive-text">
      <p id="inactive-text">{t('rendering3d.inactive.prompt', { inactiveTime })}</p>
      <button ref={ok} type="button" className="button primary" onClick={onConfirm}>
        {t('rendering3d.inactive.ok')}
      </button>
    </div>
  );
}

interface TimedOutProps {
  /** OK: the stream starts again. */
  onRestart(): void;
  onChooseModel(): void;
  onNewConfiguration(): void;
  /** The configuration's shareable address, to come back to it later. */
  shareUrl(): Promise<string | null>;
}

/**
 * The stream stopped after too long without input: OK starts it again; or choose another model,
 * start a new configuration, or go to this configuration's link (after 600 ms).
 */
export function TimedOutHint({ onRestart, onChooseModel, onNewConfiguration, shareUrl }: TimedOutProps) {
  useSignals();
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const ok = useFocusOnShow($userDidTimeoutInStream.value);
  if (!$userDidTimeoutInStream.value) return null;
  const backLink = async () => {
    setLeaving(true);
    const url = await shareUrl().catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_BACK_LINK_DELAY_MS));
    if (url) window.location.assign(url);
    else setLeaving(false);
  };
  return (
    <div className="stream-hint timed-out" role="alertdialog" aria-labelledby="timed-out-text">
      <p id="timed-out-text">{t('rendering3d.inactive.tooLong')}</p>
      <button ref={ok} type="button" className="button primary" onClick={onRestart}>
        {t('rendering3d.inactive.ok')}
      </button>
      <div className="timed-out-actions">
        <button type="button" className="button" onClick={onChooseModel}>
          {t('rendering3d.inactive.chooseModel')}
        </button>
        <button type="button" className="button" onClick={onNewConfiguration}>
          {t('rendering3d.inactive.newConfiguration')}
        </button>
        <button type="button" className="button" onClick={() => void backLink()} disabled={leaving}>
          {t('rendering3d.inactive.backLink')}
        </button>
      </div>
    </div>
  );
}

/** On a phone held upright: the view works, but landscape shows the vehicle larger. Dismissible. */
export function OrientationHint() {
  useSignals();
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const portrait = usePortrait();
  if (dismissed || !portrait || !$isMobileDevice.value) return null;
  return (
    <div className="orientation-hint" role="note">
      <span>{t('rendering3d.orientationHint')}</span>
      <button
        type="button"
        className="orientation-hint-close"
        aria-label={t('common.close')}
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}

function usePortrait(): boolean {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia('(orientation: portrait)') : null;
  const [portrait, setPortrait] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const changed = () => setPortrait(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [query]);
  return portrait;
}
