import { CLIP_KINDS, type ClipGroup, clipUrl } from '@configurator/domain/rendering/clipKinds';
import { LOADING_DOTS_INTERVAL_MS } from '@configurator/domain/screen/shellConstants';
import {
  loadingDots,
  typedText,
  waitingRoomInstructionIndex,
} from '@configurator/domain/screen/waitingRoomAnimation';
import { waitingRoomProgress } from '@configurator/domain/stream/streamStates';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $isMobileDevice, $streamState } from '../../../stores/streamStore.js';
import { useChangedAt, useElapsed } from '../stores/clock.js';
import { $streamQueue } from '../stores/stream3dStore.js';

interface WaitingRoomProps {
  clipGroup: ClipGroup;
  isXBow: boolean;
}

/** The typed progress line: '40% Preparing Environment' and 1 to 5 dots. */
function LoadingLine({ isXBow }: { isXBow: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const state = $streamState.value;
  const progress = state
    ? waitingRoomProgress(state, isXBow)
    : { textKey: 'rendering3d.waitingRoom.loading' as const, percent: null };
  const text = `${progress.percent === null ? '' : `${progress.percent}% `}${t(progress.textKey)}`;
  const typingFrom = useChangedAt(text);
  // Re-renders every character's time for the typing.
  useElapsed(25);
  const dotsElapsed = useElapsed(LOADING_DOTS_INTERVAL_MS);
  return (
    <p className="waiting-room-loading" data-state={state ?? ''}>
      <span className="visually-hidden" aria-live="polite">
        {text}
      </span>
      <span aria-hidden="true">{typedText(text, Date.now() - typingFrom)}</span>
      <span className="loading-dots" aria-hidden="true">
        {loadingDots(dotsElapsed)}
      </span>
    </p>
  );
}

/** All feeds are busy: the server's text, the place in the queue and the estimate. */
function QueueHint() {
  useSignals();
  const { t } = useTranslation();
  const queue = $streamQueue.value;
  if (!queue) return null;
  const minutes = Math.max(1, Math.round(queue.estimateSeconds / 60));
  return (
    <div className="stream-queue" role="status">
      <p className="stream-busy-text">{t('rendering3d.engineBusy')}</p>
      <p className="stream-queue-position">{t('rendering3d.queue.position', { position: queue.position })}</p>
      {queue.estimateSeconds > 0 ? <p>{t('rendering3d.queue.estimate', { minutes })}</p> : null}
    </div>
  );
}

/**
 * While the stream starts: three instruction columns (rotate, zoom, focus) with their clips, the one
 * in turn highlighted every 4 s (phones show that one only, with finger instructions), the typed
 * progress line by stream state, and the queue while every feed is busy.
 */
export function WaitingRoom({ clipGroup, isXBow }: WaitingRoomProps) {
  useSignals();
  const { t } = useTranslation();
  const elapsed = useElapsed(500);
  const active = waitingRoomInstructionIndex(elapsed);
  const device = $isMobileDevice.value ? 'touch' : 'mouse';
  return (
    <section className="waiting-room" aria-label={t('rendering3d.waitingRoom.heading')}>
      <h2>{t('rendering3d.waitingRoom.heading')}</h2>
      <ol className="waiting-room-steps">
        {CLIP_KINDS.map((kind, index) => (
          <li
            key={kind}
            className={`waiting-room-step${index === active ? ' active' : ''}`}
            aria-current={index === active ? 'step' : undefined}
            data-kind={kind}
          >
            <video
              className="waiting-room-clip"
              src={clipUrl(clipGroup, kind)}
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
            />
            <h3>{t(`rendering3d.instructions.${kind}.title`)}</h3>
            <p>{t(`rendering3d.instructions.${kind}.${device}`)}</p>
          </li>
        ))}
      </ol>
      <QueueHint />
      <LoadingLine isXBow={isXBow} />
    </section>
  );
}
