import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { logIn, returnPath, saveToAccount } from '../../../lib/accountCalls.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { runPdfDownload, runSave } from '../../../lib/outputActions.js';
import { $account, $identityStatus } from '../../../stores/accountStore.js';
import { $configuration } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $isSavedForCustomer, $isShared } from '../../../stores/outputStore.js';
import { $outputNotice, $pdfState, $saveState } from '../../../stores/summaryStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { ExportIcon, MailIcon, PdfIcon, ShareIcon } from '../../../ui/outputIcons.js';

interface ButtonProps {
  /** The phone's bar: the icon over a small caption; the label is the accessible name. */
  iconOnly?: boolean;
}

const PDF_LABELS = {
  initial: 'summary.pdf.initial',
  processing: 'summary.pdf.processing',
  done: 'summary.pdf.done',
} as const;

interface OutputButtonProps extends ButtonProps {
  /** The button's own class, besides `button`. */
  className: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Disabled also while no configuration is loaded. */
  disabled?: boolean;
}

/** An output's button: its icon and label; on the phone's bar the label is a caption and the name. */
function OutputButton({
  iconOnly = false,
  className,
  label,
  icon,
  onClick,
  disabled = false,
}: OutputButtonProps) {
  useSignals();
  return (
    <button
      type="button"
      className={`button ${className}${iconOnly ? ' icon-button' : ''}`}
      onClick={onClick}
      disabled={disabled || !$configuration.value}
      aria-label={iconOnly ? label : undefined}
    >
      {icon}
      <span className={iconOnly ? 'icon-caption' : undefined}>{label}</span>
    </button>
  );
}

/** The PDF download: initial, processing (disabled), done. */
export function PdfButton({ iconOnly = false }: ButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const state = $pdfState.value;
  return (
    <OutputButton
      iconOnly={iconOnly}
      className={`summary-pdf pdf-${state}`}
      label={t(PDF_LABELS[state])}
      icon={<PdfIcon />}
      onClick={() => void runPdfDownload()}
      disabled={state === 'processing'}
    />
  );
}

/** Share: opens the share dialog; the label reads shared once the configuration has its link. */
export function ShareButton({ iconOnly = false }: ButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const label = $isShared.value ? t('summary.share.done') : t('summary.share.initial');
  return (
    <OutputButton
      iconOnly={iconOnly}
      className="summary-share"
      label={label}
      icon={<ShareIcon />}
      onClick={() => openDialog({ kind: 'shareConfiguration' })}
    />
  );
}

/** The outputs that open their dialog, by the dialog's kind: the button's class, label and icon. */
const DIALOG_OUTPUTS = {
  exportConfiguration: { className: 'summary-export', label: 'outputs.openExport', icon: <ExportIcon /> },
  sendConfiguration: { className: 'summary-mail', label: 'outputs.openSend', icon: <MailIcon /> },
} as const;

function DialogOutputButton({ kind, iconOnly }: ButtonProps & { kind: keyof typeof DIALOG_OUTPUTS }) {
  const { t } = useTranslation();
  const { className, label, icon } = DIALOG_OUTPUTS[kind];
  const open = () => openDialog({ kind });
  return (
    <OutputButton iconOnly={iconOnly} className={className} label={t(label)} icon={icon} onClick={open} />
  );
}

/** Export for a named customer: opens the export dialog (download, or send by e-mail). */
export function ExportButton({ iconOnly = false }: ButtonProps) {
  return <DialogOutputButton kind="exportConfiguration" iconOnly={iconOnly} />;
}

/** Send the summary by e-mail: opens the send dialog. */
export function SendByMailButton({ iconOnly = false }: ButtonProps) {
  return <DialogOutputButton kind="sendConfiguration" iconOnly={iconOnly} />;
}

/**
 * Save (accounts on only). A logged-in dealer saves with the customer's details through the save
 * dialog. Anyone else saves to the profile: with a session at once; without one, the login screen
 * opens and the save runs when the login comes back.
 */
export function SaveButton() {
  useSignals();
  const { t } = useTranslation();
  const { Brand, CdcApplicationSettings } = useAppSettings();
  const [location] = useLocation();
  const search = useSearch();
  if (!CdcApplicationSettings.CdcEnabled) return null;
  const state = $saveState.value;
  const configuration = $configuration.value;
  if ($account.value?.dealerNo) {
    return (
      <button
        type="button"
        className="button summary-save"
        onClick={() => openDialog({ kind: 'saveConfiguration' })}
        disabled={!configuration}
      >
        {$isSavedForCustomer.value ? t('summary.save.done') : t('summary.save.initial')}
      </button>
    );
  }
  const save = async () => {
    if (!configuration) return;
    if (!$account.value) {
      if ($identityStatus.value !== 'ready') {
        $outputNotice.value = 'loginRequired';
        return;
      }
      await logIn(
        { kind: 'save', configurationId: configuration.ConfigurationId },
        returnPath(location, search),
        Brand,
      );
      return;
    }
    if (await runSave(saveToAccount)) showToast(t('toasts.configurationSaved'));
  };
  return (
    <button
      type="button"
      className="button summary-save"
      onClick={() => void save()}
      disabled={state === 'pending' || !configuration}
    >
      {state === 'done' ? t('summary.save.done') : t('summary.save.initial')}
    </button>
  );
}

/** The outputs of the configuration side by side, in their order: PDF, share, e-mail, export. */
export function OutputButtonRow() {
  return (
    <>
      <PdfButton />
      <ShareButton />
      <SendByMailButton />
      <ExportButton />
    </>
  );
}

/** Why the last output did not happen; polite, so screen readers hear it. */
export function OutputNoticeText() {
  useSignals();
  const { t } = useTranslation();
  const notice = $outputNotice.value;
  return (
    <p className="summary-notice" role="status">
      {notice ? t(`summary.notices.${notice}`) : null}
    </p>
  );
}
