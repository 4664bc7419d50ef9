import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogFrameProps {
  title: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Escape and the backdrop close the dialog; off when an answer is required. */
  onDismiss?: () => void;
  /** Text for the close button in the corner; no button without it. */
  closeLabel?: string;
}

/** A modal dialog: focus moves in on open and back out on close, Escape dismisses. */
export function DialogFrame({ title, children, actions, onDismiss, closeLabel }: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = panel.current?.querySelector<HTMLElement>(
      'select, input, button:not([data-corner]), a[href], [tabindex]:not([tabindex="-1"])',
    );
    (focusable ?? panel.current)?.focus();
    return () => previous?.focus();
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
          {onDismiss && closeLabel ? (
            <button
              type="button"
              className="icon-button"
              data-corner
              onClick={onDismiss}
              aria-label={closeLabel}
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
