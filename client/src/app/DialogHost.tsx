import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealerEnquiryDialog } from '../features/dealerSearch/components/DealerEnquiryDialog.js';
import {
  DeleteConfigurationDialog,
  WarnBeforeExitDialog,
} from '../features/dialogs/components/ConfirmDialogs.js';
import { LanguageSelectionDialog } from '../features/dialogs/components/LanguageSelectionDialog.js';
import { UserGuidanceDialog } from '../features/dialogs/components/UserGuidanceDialog.js';
import { OutputDialog } from '../features/outputDialogs/components/OutputDialog.js';
import {
  SavedConfigurationDialog,
  savedConfigurationOf,
} from '../features/outputDialogs/components/SavedConfigurationDialog.js';
import { ConfigurationSummaryDialog } from '../features/parts/components/ConfigurationSummaryDialog.js';
import { PartChangePlanDialog } from '../features/parts/components/PartChangePlanDialog.js';
import {
  explanationsOf,
  PartConflictDialog,
  rulesResultOf,
} from '../features/parts/components/PartConflictDialog.js';
import { PartQuestionDialog, partDialogDataOf } from '../features/parts/components/PartDialogs.js';
import { SetupPartsDialog, setupPartsOf } from '../features/parts/components/SetupPartsDialog.js';
import { changePlanFrom } from '../features/parts/lib/changePlan.js';
import { $dialog, closeDialog, isDialogKind, type OpenDialog } from '../stores/dialogStore.js';
import { CloseAction, DialogFrame } from '../ui/DialogFrame.js';

function MessageDialog({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <DialogFrame title={title} onDismiss={closeDialog} actions={<CloseAction onClose={closeDialog} />}>
      {children}
      <p>{message}</p>
    </DialogFrame>
  );
}

function DialogOfKind({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const { kind } = dialog;
  if (!isDialogKind(kind)) {
    return <MessageDialog title={t('dialogs.titles.unknown')} message={t('errors.generic')} />;
  }
  const title = dialog.title ?? t(`dialogs.titles.${kind}`);
  switch (kind) {
    case 'languageSelection':
      return <LanguageSelectionDialog title={title} />;
    case 'userGuidance':
      return <UserGuidanceDialog title={title} />;
    case 'warnBeforeExit':
      return <WarnBeforeExitDialog title={title} />;
    case 'deleteConfiguraion': {
      const id = dialog.data?.configurationId;
      return typeof id === 'string' ? (
        <DeleteConfigurationDialog title={title} configurationId={id} />
      ) : (
        <MessageDialog title={t('dialogs.titles.unknown')} message={t('errors.generic')} />
      );
    }
    case 'conflictWhileAddPart':
    case 'removeConflictingPart': {
      // The whole change at once where the server planned it; else its one question.
      const plan = changePlanFrom(dialog.data);
      if (plan) return <PartChangePlanDialog kind={kind} title={title} plan={plan} />;
      const rulesResult = rulesResultOf(dialog.data);
      return rulesResult ? (
        <PartConflictDialog
          key={JSON.stringify(rulesResult)}
          kind={kind}
          title={title}
          rulesResult={rulesResult}
          explanations={explanationsOf(dialog.data)}
        />
      ) : (
        <MessageDialog title={title} message={t('errors.generic')} />
      );
    }
    case 'setupParts': {
      const setup = setupPartsOf(dialog.data);
      return setup ? (
        <SetupPartsDialog title={title} name={setup.name} parts={setup.parts} />
      ) : (
        <MessageDialog title={title} message={t('errors.generic')} />
      );
    }
    case 'saveConfiguration':
    case 'exportConfiguration':
    case 'shareConfiguration':
    case 'sendConfiguration':
      return <OutputDialog kind={kind} title={title} />;
    case 'savedConfiguration': {
      const saved = savedConfigurationOf(dialog.data);
      return saved ? (
        <SavedConfigurationDialog title={title} saved={saved} />
      ) : (
        <MessageDialog
          title={t('dialogs.savedConfiguration.error.title')}
          message={t('dialogs.savedConfiguration.error.text')}
        />
      );
    }
    case 'addPart':
    case 'removePart': {
      const part = partDialogDataOf(dialog.data);
      return part ? (
        <PartQuestionDialog
          key={part.partId}
          title={title}
          kind={kind === 'addPart' ? 'add' : 'remove'}
          data={part}
        />
      ) : (
        <MessageDialog title={title} message={t('errors.generic')} />
      );
    }
    case 'configurationSummary':
      return <ConfigurationSummaryDialog title={title} />;
    // The dealer search and the enquiry; the offer needs a login, so the hint shows until there is one.
    case 'sendConfigurationToDealer':
      return <DealerEnquiryDialog title={title} data={dialog.data} />;
    default: {
      const unhandled: never = kind;
      return <MessageDialog title={String(unhandled)} message={t('errors.generic')} />;
    }
  }
}

/** Shows the one open dialog, by kind; an unknown kind shows the generic error text. */
export function DialogHost() {
  useSignals();
  const dialog = $dialog.value;
  return dialog ? <DialogOfKind key={dialog.kind} dialog={dialog} /> : null;
}
