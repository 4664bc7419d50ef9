import { useTranslation } from 'react-i18next';
import { closeDialog } from '../../../stores/dialogStore.js';
import { CloseAction, DialogFrame } from '../../../ui/DialogFrame.js';
import '../userGuidance.css';

export function UserGuidanceDialog({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={title}
      onDismiss={closeDialog}
      actions={<CloseAction onClose={closeDialog} label={t('dialogs.userGuidance.gotIt')} />}
    >
      <ol className="guidance-steps">
        <li>{t('dialogs.userGuidance.segments')}</li>
        <li>{t('dialogs.userGuidance.models')}</li>
        <li>{t('dialogs.userGuidance.configure')}</li>
      </ol>
    </DialogFrame>
  );
}
