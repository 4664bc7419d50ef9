import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../ui/DialogFrame.js';
import { closeDialog } from '../../dialogs/stores/dialogStore.js';
import { sendByMail } from '../api/outputCalls.js';
import { FormField } from './FormField.js';
import { SendButton } from './SendButton.js';
import { MailFailure, useRecipient } from './useRecipient.js';
import './outputDialogs.css';

/** Sends the summary of the configuration by e-mail to the address given ('Send to'). */
export function SendConfigurationDialog({
  title,
  configurationId,
}: {
  title: string;
  configurationId: string;
}) {
  const { t } = useTranslation();
  const recipient = useRecipient((email) => sendByMail(configurationId, email), t('toasts.summarySent'));
  const locked = recipient.state === 'sending' || recipient.state === 'success';
  return (
    <DialogFrame
      title={title}
      onDismiss={closeDialog}
      closeLabel={t('common.close')}
      actions={
        <SendButton
          state={recipient.state}
          label={t('outputs.send')}
          doneLabel={t('outputs.sent')}
          onClick={() => void recipient.send()}
          primary
        />
      }
    >
      <form
        className="output-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void recipient.send();
        }}
      >
        <p>{t('outputs.sendIntro')}</p>
        <FormField
          label={t('outputs.sendTo')}
          type="email"
          autoComplete="email"
          value={recipient.email}
          onChange={recipient.setEmail}
          onBlur={recipient.touch}
          error={recipient.error}
          required
          disabled={locked}
          maxLength={254}
        />
      </form>
      <MailFailure failure={recipient.failure} />
    </DialogFrame>
  );
}
