import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hourOfDayTime, snapDayTime, twelveHourClock } from '../stores/dayTime.js';
import { $lightingSettings, $pendingTools, $toolsSelection, changeDayTime } from '../stores/toolsStore.js';

const SIZE = 120;
const CENTRE = SIZE / 2;
const RADIUS = 44;

/** The dial's value for a point: clockwise from the top, a full turn being 1. */
function valueAt(element: Element, clientX: number, clientY: number): number {
  const box = element.getBoundingClientRect();
  const dx = clientX - (box.left + box.width / 2);
  const dy = clientY - (box.top + box.height / 2);
  const turn = Math.atan2(dx, -dy) / (2 * Math.PI);
  return turn < 0 ? turn + 1 : turn;
}

/**
 * The circular day-time slider: a value from 0 to 1 whose hour (value times 23, 0 being 24) goes to
 * the renderer as `daytime <hour>` when the handle is let go or a key moves it.
 */
export function DayTimeDial() {
  useSignals();
  const { t } = useTranslation();
  const step = $lightingSettings.value.Fraction;
  const value = $toolsSelection.value.dayTime;
  const pending = $pendingTools.value.has('dayTime');
  const [draft, setDraft] = useState<number | null>(null);
  const dragging = useRef(false);

  const shown = draft ?? value;
  const hour = hourOfDayTime(shown);
  const clock = twelveHourClock(hour);
  const text = t(clock.period === 'am' ? 'tools3d.am' : 'tools3d.pm', { hour: clock.hour });

  const commit = (next: number) => {
    const snapped = snapDayTime(next, step);
    setDraft(snapped);
    void changeDayTime(snapped, hourOfDayTime(snapped)).finally(() => setDraft(null));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (pending) return;
    const moves: Record<string, number> = {
      ArrowRight: shown + step,
      ArrowUp: shown + step,
      ArrowLeft: shown - step,
      ArrowDown: shown - step,
      Home: 0,
      End: 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(Math.min(1, Math.max(0, next)));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (pending) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDraft(snapDayTime(valueAt(event.currentTarget, event.clientX, event.clientY), step));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    setDraft(snapDayTime(valueAt(event.currentTarget, event.clientX, event.clientY), step));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    commit(valueAt(event.currentTarget, event.clientX, event.clientY));
  };

  const angle = shown * 2 * Math.PI;
  const handleX = CENTRE + RADIUS * Math.sin(angle);
  const handleY = CENTRE - RADIUS * Math.cos(angle);
  return (
    <div className="tools3d-group">
      <span className="tools3d-label" id="tools3d-daytime-label">
        {t('tools3d.dayTime')}
      </span>
      <div
        className="tools3d-dial"
        role="slider"
        tabIndex={pending ? -1 : 0}
        aria-labelledby="tools3d-daytime-label"
        aria-valuemin={1}
        aria-valuemax={24}
        aria-valuenow={hour}
        aria-valuetext={text}
        aria-disabled={pending}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragging.current = false;
          setDraft(null);
        }}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
          <circle className="tools3d-dial-track" cx={CENTRE} cy={CENTRE} r={RADIUS} />
          <circle className="tools3d-dial-handle" cx={handleX} cy={handleY} r={9} />
        </svg>
        <span className="tools3d-dial-time">{text}</span>
      </div>
    </div>
  );
}
