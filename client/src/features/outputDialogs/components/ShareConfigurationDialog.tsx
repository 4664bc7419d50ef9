import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $sharedLink } from '../../../stores/outputStore.js';
import { sendByMail, shareLink } from '../api/outputCalls.js';
import { type OutputDialogProps, OutputFrame } from './OutputFrame.js';
import { MailFailure, RecipientField, RecipientSendButton, useRecipient } from './useRecipient.js';
import './outputDialogs.css';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // Without clipboard access the link is still shown, to copy by hand.
    console.warn('clipboard refused', error);
    return false;
  }
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The link, to copy, to hand to the system's share sheet, or to mail to a recipient. */
function SharedLinkPanel({
  link,
  configurationId,
  copied,
  onCopied,
}: {
  link: string;
  configurationId: string;
  copied: boolean;
  onCopied: (copied: boolean) => void;
}) {
  const { t } = useTranslation();
  const recipient = useRecipient((email) => sendByMail(configurationId, email), t('toasts.summarySent'));
  const shareNatively = async () => {
    try {
      await navigator.share({ title: document.title, url: link });
    } catch (error) {
      // Closing the share sheet rejects too; the link stays on screen either way.
      console.warn('share sheet closed or refused', error);
    }
  };
  return (
    <>
      <div className="shared-link">
        <label>
          <span>{t('summary.share.linkLabel')}</span>
          <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <div className="shared-link-actions">
          <button type="button" className="button" onClick={() => void copyToClipboard(link).then(onCopied)}>
            {copied ? t('summary.share.copied') : t('summary.share.copy')}
          </button>
          {canShareNatively() ? (
            <button type="button" className="button" onClick={() => void shareNatively()}>
              {t('outputs.share.native')}
            </button>
          ) : null}
        </div>
      </div>
      <form
        className="output-form share-mail"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void recipient.send();
        }}
      >
        <RecipientField
          recipient={recipient}
          error={recipient.error}
          disabled={recipient.state === 'sending' || recipient.state === 'success'}
        />
        <RecipientSendButton recipient={recipient} className="share-send" />
      </form>
      <MailFailure failure={recipient.failure} />
    </>
  );
}

/**
 * Share: asks the server for the short link, shows it and copies it to the clipboard;
 * the system's share sheet where the browser has one; or the link by mail. A failure is logged and
 * reads 'no link availiable'.
 */
export function ShareConfigurationDialog({ title, configurationId }: OutputDialogProps) {
  useSignals();
  const { t } = useTranslation();
  const shared = $sharedLink.value;
  const link = shared?.configurationId === configurationId ? shared.url : null;
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if ($sharedLink.peek()?.configurationId === configurationId) return;
    let open = true;
    shareLink(configurationId).then(
      async (url) => {
        $sharedLink.value = { configurationId, url };
        const ok = await copyToClipboard(url);
        if (open) setCopied(ok);
      },
      (error: unknown) => {
        console.warn('share link failed', error);
        if (open) setFailed(true);
      },
    );
    return () => {
      open = false;
    };
  }, [configurationId]);

  return (
    <OutputFrame title={title}>
      {link ? (
        <SharedLinkPanel link={link} configurationId={configurationId} copied={copied} onCopied={setCopied} />
      ) : failed ? (
        <p className="dialog-failure" role="alert">
          {t('summary.notices.noLink')}
        </p>
      ) : (
        <p role="status">{t('outputs.share.loading')}</p>
      )}
    </OutputFrame>
  );
}
