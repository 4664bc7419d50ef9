import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog } from '../../../stores/dialogStore.js';
import { DialogFrame } from '../../../ui/DialogFrame.js';
import type { FailureDetail } from '../api/outputCalls.js';

/** What each output dialog is given: its title and the configuration it puts out. */
export interface OutputDialogProps {
  title: string;
  configurationId: string;
}

/** The frame of every output dialog: its title, the close in the corner, its actions. */
export function OutputFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFrame title={title} onDismiss={closeDialog} actions={actions}>
      {children}
    </DialogFrame>
  );
}

/** A failed output: the error catalogue's sentence, then the server's words or the network text. */
export function OutputFailure({ text, failure }: { text: string; failure: FailureDetail }) {
  const { t } = useTranslation();
  return (
    <div className="dialog-failure" role="alert">
      <p>{text}</p>
      {failure.serverMessage ? (
        <p>{failure.serverMessage}</p>
      ) : failure.noAnswer ? (
        <p>{t('errors.network')}</p>
      ) : null}
    </div>
  );
}
