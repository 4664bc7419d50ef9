import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { trpc } from '../../../lib/trpcClient.js';
import { $configuration, exitConfiguration } from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';

/** Yes discards the unsaved changes on the server, resets the configuration and returns to /main. */
export function WarnBeforeExitDialog({ title }: { title: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      title={title}
      text={t('dialogs.warnBeforeExit.text')}
      onClose={closeDialog}
      onYes={async () => {
        const configuration = $configuration.value;
        if (configuration) {
          await trpc.configuration.dismissUnsavedChanges
            .mutate({ configurationId: configuration.ConfigurationId })
            .catch(reportApiError);
        }
        closeDialog();
        exitConfiguration();
        navigate(`/main${window.location.search}`);
      }}
    />
  );
}

/** The dealer history's delete: data.configurationId names the configuration. */
export function DeleteConfigurationDialog({
  title,
  configurationId,
}: {
  title: string;
  configurationId: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={title}
      text={t('dialogs.deleteConfiguration.text')}
      onClose={closeDialog}
      onYes={async () => {
        try {
          await trpc.configuration.delete.mutate({ configurationId });
          closeDialog();
          showToast(t('toasts.configurationDeleted'));
        } catch (error) {
          reportApiError(error);
        }
      }}
    />
  );
}
