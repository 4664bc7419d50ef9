import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceActions, DialogFrame } from './DialogFrame.js';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** No, Escape and the corner's close. */
  onClose: () => void;
  /** Yes; both answers are disabled until it settles. */
  onYes: () => Promise<void>;
}

/** A yes/no question about one step; yes runs the step, no closes the dialog. */
export function ConfirmDialog({ title, text, onClose, onYes }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const yes = async () => {
    setBusy(true);
    try {
      await onYes();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      title={title}
      onDismiss={onClose}
      actions={
        <ChoiceActions
          noLabel={t('common.no')}
          onNo={onClose}
          yesLabel={t('common.yes')}
          onYes={() => void yes()}
          busy={busy}
        />
      }
    >
      <p>{text}</p>
    </DialogFrame>
  );
}
