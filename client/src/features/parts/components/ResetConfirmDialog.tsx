import { batch } from '@preact/signals-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { trpc } from '../../../lib/trpcClient.js';
import { applyChangeAnswer } from '../../../stores/configurationAnswer.js';
import {
  $appliedSetup,
  $configuration,
  $culture,
  $selectedSetup,
} from '../../../stores/configurationStore.js';
import { DialogFrame } from '../../../ui/DialogFrame.js';

/** 'This operation cannot be undone': yes resets the configuration to the bare model on the server. */
export function ResetConfirmDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const configuration = $configuration.value;
    if (!configuration) return onClose();
    setBusy(true);
    try {
      const answer = await trpc.configuration.reset.mutate({
        configurationId: configuration.ConfigurationId,
        c: $culture.value || undefined,
      });
      batch(() => {
        applyChangeAnswer(answer);
        $selectedSetup.value = null;
        $appliedSetup.value = null;
      });
      onClose();
    } catch (error) {
      reportApiError(error);
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      title={t('parts.resetTitle')}
      onDismiss={onClose}
      closeLabel={t('common.close')}
      actions={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.no')}
          </button>
          <button type="button" className="button primary" onClick={() => void reset()} disabled={busy}>
            {t('common.yes')}
          </button>
        </>
      }
    >
      <p>{t('parts.resetText')}</p>
    </DialogFrame>
  );
}
