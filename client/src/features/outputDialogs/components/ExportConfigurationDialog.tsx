import {
  controlErrorKey,
  EXPORT_CONFIGURATION_FORM,
  isDialogFormValid,
} from '@configurator/domain/forms/dialogForms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $customer } from '../../../stores/configurationStore.js';
import { exportLink, sendExport } from '../api/outputCalls.js';
import { FormField } from './FormField.js';
import { type OutputDialogProps, OutputFrame } from './OutputFrame.js';
import {
  isRecipientValid,
  MailFailure,
  RecipientField,
  RecipientSendButton,
  useRecipient,
} from './useRecipient.js';
import './outputDialogs.css';

type NameField = 'Firstname' | 'Lastname';

/** Hands the file behind the link to the browser as a download. */
function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

/**
 * The export for a named customer: downloaded directly (GET export, the names in its link) or, with
 * an address in 'Send to', sent by e-mail.
 */
export function ExportConfigurationDialog({ title, configurationId }: OutputDialogProps) {
  const { t } = useTranslation();
  const customer = $customer.peek();
  const [names, setNames] = useState<Record<NameField, string>>({
    Firstname: customer.name,
    Lastname: customer.surname,
  });
  const [touched, setTouched] = useState<ReadonlySet<NameField>>(new Set());
  const [sendTried, setSendTried] = useState(false);
  const namesValid = isDialogFormValid(EXPORT_CONFIGURATION_FORM, names);
  const firstname = names.Firstname.trim();
  const lastname = names.Lastname.trim();
  const recipient = useRecipient(
    (email) => sendExport(configurationId, { email, firstname, lastname }),
    t('toasts.exportSent'),
    isRecipientValid(customer.email) ? customer.email : '',
  );
  const locked = recipient.state === 'sending';

  const rememberNames = () => {
    $customer.value = { ...$customer.peek(), name: firstname, surname: lastname };
  };
  const touchNames = () => setTouched(new Set<NameField>(['Firstname', 'Lastname']));
  const email = recipient.email.trim();
  // Optional for the download: an empty field is no mistake until a send needs it.
  const emailError = email || sendTried ? recipient.error : undefined;
  // While 'Invalid E-Mail' shows, neither output goes out: the visitor first mends or clears it.
  const sendDisabled = !namesValid || emailError !== undefined;
  const downloadDisabled = !namesValid || (email !== '' && emailError !== undefined);
  const startDownload = () => {
    touchNames();
    if (email !== '' && !isRecipientValid(email)) {
      recipient.touch();
      return;
    }
    if (!namesValid) return;
    rememberNames();
    download(
      exportLink(configurationId, {
        firstname,
        lastname,
        ...(email ? { email } : {}),
      }),
    );
  };
  const send = () => {
    touchNames();
    setSendTried(true);
    void recipient.send(() => {
      if (namesValid) rememberNames();
      return namesValid;
    });
  };

  const nameField = (field: NameField, label: string) => {
    const errorKey = controlErrorKey(EXPORT_CONFIGURATION_FORM[field], names[field], touched.has(field));
    return (
      <FormField
        label={label}
        value={names[field]}
        onChange={(value) => setNames((current) => ({ ...current, [field]: value }))}
        onBlur={() => setTouched((current) => new Set(current).add(field))}
        error={errorKey ? t(errorKey) : undefined}
        required
        disabled={locked}
        maxLength={100}
      />
    );
  };

  return (
    <OutputFrame
      title={title}
      actions={
        <>
          <RecipientSendButton
            recipient={recipient}
            onClick={send}
            disabled={sendDisabled}
            className="export-send"
          />
          <button
            type="button"
            className="button primary export-download"
            onClick={startDownload}
            disabled={downloadDisabled}
          >
            {t('outputs.export.download')}
          </button>
        </>
      }
    >
      <div className="output-form">
        <p>{t('outputs.export.intro')}</p>
        {nameField('Firstname', t('outputs.firstname'))}
        {nameField('Lastname', t('outputs.lastname'))}
        <RecipientField recipient={recipient} error={emailError} disabled={locked} required={false} />
      </div>
      <MailFailure failure={recipient.failure} />
    </OutputFrame>
  );
}
