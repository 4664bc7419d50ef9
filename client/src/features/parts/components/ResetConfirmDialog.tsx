import { batch } from '@preact/signals-react';
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
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';

/** 'This operation cannot be undone': yes resets the configuration to the bare model on the server. */
export function ResetConfirmDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reset = async () => {
    const configuration = $configuration.value;
    if (!configuration) return onClose();
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
    }
  };
  return (
    <ConfirmDialog
      title={t('parts.resetTitle')}
      text={t('parts.resetText')}
      onClose={onClose}
      onYes={reset}
    />
  );
}
