import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $history, $vehicle, $vehicleOverview } from '../../../stores/configurationStore.js';
import { $dialog } from '../../../stores/dialogStore.js';
import { $stepping, type HistoryDirection, stepHistory } from '../api/historySteps.js';
import { type StepNames, stepText } from '../lib/stepText.js';
import './undoRedo.css';

/** Ctrl+Z (Cmd+Z) undoes; Ctrl+Shift+Z and Ctrl+Y redo. */
export function directionOfKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): HistoryDirection | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Typing keeps its own undo: the keys act on the configuration only outside text fields. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)
  );
}

function useStepNames(): StepNames {
  const parts = $vehicle.value?.AvailableParts ?? [];
  const overview = $vehicleOverview.value;
  return {
    part: (id) => parts.find((part) => part.PartId === id)?.Name,
    setup: (id) => overview?.Setups.find((setup) => setup.SetupId === id)?.Name,
    variation: (code) => overview?.Variations.find((variation) => variation.Code === code)?.ColorName,
  };
}

function ArrowBack({ flipped = false }: { flipped?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      style={flipped ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path
        d="M9 14 4 9l5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Undo and redo of the configuration's steps (parts, setups, colours), named by what they take
 * back or make again, with Ctrl+Z and Ctrl+Shift+Z while no dialog is open and no text field has
 * the focus. What was undone or redone is announced to screen readers.
 */
export function UndoRedoButtons({ className = '' }: { className?: string }) {
  useSignals();
  const { t } = useTranslation();
  const names = useStepNames();
  const [announcement, setAnnouncement] = useState('');
  const history = $history.value;
  const stepping = $stepping.value;

  const run = async (direction: HistoryDirection) => {
    const step = await stepHistory(direction);
    if (step)
      setAnnouncement(
        t(direction === 'undo' ? 'history.undone' : 'history.redone', { step: stepText(t, step, names) }),
      );
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = directionOfKey(event);
      if (!direction || $dialog.peek() || isTextField(event.target)) return;
      event.preventDefault();
      void run(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const label = (direction: HistoryDirection) => {
    const step = direction === 'undo' ? history?.Undo : history?.Redo;
    if (!step) return t(direction === 'undo' ? 'history.nothingToUndo' : 'history.nothingToRedo');
    return t(direction === 'undo' ? 'history.undoStep' : 'history.redoStep', {
      step: stepText(t, step, names),
    });
  };

  return (
    <div className={`undo-redo ${className}`} role="toolbar" aria-label={t('history.toolbar')}>
      {(['undo', 'redo'] as const).map((direction) => {
        const step = direction === 'undo' ? history?.Undo : history?.Redo;
        const text = label(direction);
        return (
          <button
            key={direction}
            type="button"
            className={`button undo-redo-button undo-redo-${direction}`}
            aria-label={text}
            title={`${text} (${direction === 'undo' ? 'Ctrl+Z' : 'Ctrl+Shift+Z'})`}
            aria-keyshortcuts={direction === 'undo' ? 'Control+Z' : 'Control+Shift+Z'}
            aria-busy={stepping === direction}
            disabled={!step || stepping !== null}
            onClick={() => void run(direction)}
          >
            <ArrowBack flipped={direction === 'redo'} />
            <span className="undo-redo-text">{t(`history.${direction}`)}</span>
          </button>
        );
      })}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
