import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $configuration } from '../../../stores/configurationStore.js';
import { ExportConfigurationDialog } from './ExportConfigurationDialog.js';
import { OutputFrame } from './OutputFrame.js';
import { SaveConfigurationDialog } from './SaveConfigurationDialog.js';
import { SendConfigurationDialog } from './SendConfigurationDialog.js';
import { ShareConfigurationDialog } from './ShareConfigurationDialog.js';

type OutputDialogKind =
  | 'saveConfiguration'
  | 'exportConfiguration'
  | 'sendConfiguration'
  | 'shareConfiguration';

/** The output dialog of a kind, for the open configuration; without one there is nothing to output. */
export function OutputDialog({ kind, title }: { kind: OutputDialogKind; title: string }) {
  useSignals();
  const { t } = useTranslation();
  const configurationId = $configuration.value?.ConfigurationId;
  if (!configurationId) {
    return (
      <OutputFrame title={title}>
        <p>{t('errors.generic')}</p>
      </OutputFrame>
    );
  }
  switch (kind) {
    case 'saveConfiguration':
      return <SaveConfigurationDialog title={title} configurationId={configurationId} />;
    case 'exportConfiguration':
      return <ExportConfigurationDialog title={title} configurationId={configurationId} />;
    case 'sendConfiguration':
      return <SendConfigurationDialog title={title} configurationId={configurationId} />;
    case 'shareConfiguration':
      return <ShareConfigurationDialog title={title} configurationId={configurationId} />;
    default: {
      const unhandled: never = kind;
      throw new Error(`not an output dialog: ${String(unhandled)}`);
    }
  }
}
