import type { SendState } from '@configurator/domain/forms/dialogForms';
import { useTranslation } from 'react-i18next';

interface SendButtonProps {
  state: SendState;
  label: string;
  /** What the button reads once the request succeeded. */
  doneLabel: string;
  onClick: () => void;
  /** Disabled for a reason of the form; sending and success disable it anyway. */
  disabled?: boolean;
  primary?: boolean;
  className?: string;
}

/**
 * A dialog's save or send button through the states of the specification: none, sending (a spinner),
 * success, error (the text becomes retry).
 */
export function SendButton({
  state,
  label,
  doneLabel,
  onClick,
  disabled = false,
  primary = false,
  className = '',
}: SendButtonProps) {
  const { t } = useTranslation();
  const text = state === 'error' ? t('common.retry') : state === 'success' ? doneLabel : label;
  return (
    <button
      type="button"
      className={`button send-button send-${state}${primary ? ' primary' : ''}${className ? ` ${className}` : ''}`}
      onClick={onClick}
      disabled={disabled || state === 'sending' || state === 'success'}
      aria-busy={state === 'sending' ? true : undefined}
    >
      {state === 'sending' ? <span className="button-spinner" aria-hidden="true" /> : null}
      {state === 'success' ? <span className="button-check" aria-hidden="true" /> : null}
      <span>{text}</span>
    </button>
  );
}
