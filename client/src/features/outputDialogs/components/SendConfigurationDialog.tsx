import { useTranslation } from 'react-i18next';
import { sendByMail } from '../api/outputCalls.js';
import { type OutputDialogProps, OutputFrame } from './OutputFrame.js';
import { MailFailure, RecipientField, RecipientSendButton, useRecipient } from './useRecipient.js';
import './outputDialogs.css';

/** Sends the summary of the configuration by e-mail to the address given ('Send to'). */
export function SendConfigurationDialog({ title, configurationId }: OutputDialogProps) {
  const { t } = useTranslation();
  const recipient = useRecipient((email) => sendByMail(configurationId, email), t('toasts.summarySent'));
  const locked = recipient.state === 'sending' || recipient.state === 'success';
  return (
    <OutputFrame title={title} actions={<RecipientSendButton recipient={recipient} primary />}>
      <form
        className="output-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void recipient.send();
        }}
      >
        <p>{t('outputs.sendIntro')}</p>
        <RecipientField recipient={recipient} error={recipient.error} disabled={locked} />
      </form>
      <MailFailure failure={recipient.failure} />
    </OutputFrame>
  );
}
