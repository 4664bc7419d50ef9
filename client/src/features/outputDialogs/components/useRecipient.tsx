import { controlErrorKey, SEND_BY_MAIL_FORM, type SendState } from '@configurator/domain/forms/dialogForms';
import { isControlValid } from '@configurator/domain/forms/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $customer } from '../../../stores/configurationStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { type FailureDetail, failureDetail } from '../api/outputCalls.js';
import { FormField } from './FormField.js';
import { OutputFailure } from './OutputFrame.js';
import { SendButton } from './SendButton.js';

const RECIPIENT = SEND_BY_MAIL_FORM.Email;

export function isRecipientValid(email: string): boolean {
  return isControlValid({ value: email, ...RECIPIENT });
}

interface Recipient {
  email: string;
  setEmail: (email: string) => void;
  /** Marks the field touched: from now on an invalid address shows 'Invalid E-Mail'. */
  touch: () => void;
  /** The error text under the field, when touched and invalid. */
  error: string | undefined;
  state: SendState;
  failure: FailureDetail | null;
  /**
   * Marks the field touched and, with a valid address and `ready()` true, sends; a success shows the
   * toast and the address becomes the customer's for the next dialog.
   */
  send: (ready?: () => boolean) => Promise<void>;
}

/**
 * The recipient ('Send to') of a mail dialog, with the spec's send states. The field starts with the
 * customer's e-mail, a lone '@' until one was given.
 */
export function useRecipient(
  deliver: (email: string) => Promise<void>,
  successToast: string,
  initialEmail: string = $customer.peek().email,
): Recipient {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<SendState>('none');
  const [failure, setFailure] = useState<FailureDetail | null>(null);
  const errorKey = controlErrorKey(RECIPIENT, email, touched);

  const send = async (ready: () => boolean = () => true) => {
    setTouched(true);
    if (!ready() || !isRecipientValid(email) || state === 'sending') return;
    const address = email.trim();
    setState('sending');
    setFailure(null);
    try {
      await deliver(address);
      $customer.value = { ...$customer.peek(), email: address };
      setState('success');
      showToast(successToast);
    } catch (error) {
      console.warn('sending the mail failed', error);
      setFailure(failureDetail(error));
      setState('error');
    }
  };

  return {
    email,
    setEmail,
    touch: () => setTouched(true),
    error: errorKey ? t(errorKey) : undefined,
    state,
    failure,
    send,
  };
}

/** The error catalogue's text for a failed mail, with the server's words or the network text. */
export function MailFailure({ failure }: { failure: FailureDetail | null }) {
  const { t } = useTranslation();
  return failure ? <OutputFailure text={t('errors.sendingEmail')} failure={failure} /> : null;
}

/** The recipient's Send button: sending, then Sent, or Retry after a failure; sends unless told otherwise. */
export function RecipientSendButton({
  recipient,
  onClick = () => void recipient.send(),
  disabled,
  primary,
  className,
}: {
  recipient: Recipient;
  onClick?: () => void;
  disabled?: boolean;
  primary?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <SendButton
      state={recipient.state}
      label={t('outputs.send')}
      doneLabel={t('outputs.sent')}
      onClick={onClick}
      disabled={disabled}
      primary={primary}
      className={className}
    />
  );
}

/** The 'Send to' field of a recipient, required unless said otherwise, with the error to show under it. */
export function RecipientField({
  recipient,
  error,
  disabled,
  required = true,
}: {
  recipient: Recipient;
  error: string | undefined;
  disabled: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('outputs.sendTo')}
      type="email"
      autoComplete="email"
      value={recipient.email}
      onChange={recipient.setEmail}
      onBlur={recipient.touch}
      error={error}
      required={required}
      disabled={disabled}
      maxLength={254}
    />
  );
}
