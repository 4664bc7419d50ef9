import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogFrameProps {
  title: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Escape and the close button in the corner dismiss the dialog; neither when an answer is required. */
  onDismiss?: () => void;
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A radio button Tab passes by: another of its group is checked (the group is one stop). */
function unchosenRadio(panel: HTMLElement, element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) return false;
  return [...panel.querySelectorAll<HTMLInputElement>('input[type="radio"]')].some(
    (other) => other.name === element.name && other.checked,
  );
}

/** The dialog's controls Tab stops at, in order. */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden]') &&
      !unchosenRadio(panel, element),
  );
}

/** Keeps Tab and Shift+Tab inside the dialog: past its last control to its first, and back. */
function trapTab(panel: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStops(panel);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: focus moves in on open and back out on close, Tab stays inside, Escape
 * dismisses.
 */
export function DialogFrame({ title, children, actions, onDismiss }: DialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control that takes focus now (not the corner's close); the panel itself while
    // the content is still loading or its only button is disabled.
    const first = panel.current ? tabStops(panel.current).find((element) => !element.dataset.corner) : null;
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && panel.current) trapTab(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {onDismiss ? (
            <button
              type="button"
              className="icon-button"
              data-corner
              onClick={onDismiss}
              aria-label={t('common.close')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
        {actions ? <div className="dialog-actions">{actions}</div> : null}
      </div>
    </div>
  );
}

/** The one action of a dialog that only informs: the primary button that closes it. */
export function CloseAction({ onClose, label }: { onClose: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button primary" onClick={onClose}>
      {label ?? t('common.close')}
    </button>
  );
}

interface ChoiceActionsProps {
  /** The plain button: keeps things as they are. */
  noLabel: string;
  onNo: () => void;
  /** The primary button: goes on. */
  yesLabel: string;
  onYes: () => void;
  /** Another class of the primary button, besides `button primary`. */
  yesClassName?: string;
  /** Both buttons are disabled while the answer is under way. */
  busy?: boolean;
}

/** The two actions of a dialog that asks: the plain answer first, the primary one last. */
export function ChoiceActions({ noLabel, onNo, yesLabel, onYes, yesClassName, busy }: ChoiceActionsProps) {
  return (
    <>
      <button type="button" className="button" onClick={onNo} disabled={busy}>
        {noLabel}
      </button>
      <button
        type="button"
        className={yesClassName ? `button primary ${yesClassName}` : 'button primary'}
        onClick={onYes}
        disabled={busy}
      >
        {yesLabel}
      </button>
    </>
  );
}
