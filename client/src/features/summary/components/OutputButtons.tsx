import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { logIn, returnPath, saveToAccount } from '../../account/api/accountCalls.js';
import { $account, $identityStatus } from '../../account/stores/accountStore.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { $configuration } from '../../configuration/stores/configurationStore.js';
import { showToast } from '../../toasts/stores/toastStore.js';
import { runPdfDownload, runSave, runShare } from '../api/outputActions.js';
import { $outputNotice, $pdfState, $saveState, $sharedLink, $shareState } from '../stores/summaryStore.js';
import { PdfIcon, ShareIcon } from './summaryIcons.js';

interface ButtonProps {
  /** Icon only (the mobile bar): the label becomes the accessible name. */
  iconOnly?: boolean;
}

const PDF_LABELS = {
  initial: 'summary.pdf.initial',
  processing: 'summary.pdf.processing',
  done: 'summary.pdf.done',
} as const;

/** The PDF download: initial, processing (disabled), done. */
export function PdfButton({ iconOnly = false }: ButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const state = $pdfState.value;
  const label = t(PDF_LABELS[state]);
  return (
    <button
      type="button"
      className={`button summary-pdf pdf-${state}${iconOnly ? ' icon-button' : ''}`}
      onClick={() => void runPdfDownload()}
      disabled={state === 'processing' || !$configuration.value}
      aria-label={iconOnly ? label : undefined}
    >
      <PdfIcon />
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}

/** Share: the label reads shared once the short link is there. */
export function ShareButton({ iconOnly = false }: ButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const state = $shareState.value;
  const label = state === 'done' ? t('summary.share.done') : t('summary.share.initial');
  return (
    <button
      type="button"
      className={`button summary-share${iconOnly ? ' icon-button' : ''}`}
      onClick={() => void runShare()}
      disabled={state === 'pending' || !$configuration.value}
      aria-label={iconOnly ? label : undefined}
    >
      <ShareIcon />
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}

/** The short link once shared, to read or copy. */
export function SharedLink() {
  useSignals();
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = $sharedLink.value;
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      // Without clipboard access the visitor still sees the link and can copy it by hand.
      console.warn('clipboard refused', error);
    }
  };
  return (
    <div className="shared-link">
      <label>
        <span>{t('summary.share.linkLabel')}</span>
        <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button" onClick={() => void copy()}>
        {copied ? t('summary.share.copied') : t('summary.share.copy')}
      </button>
    </div>
  );
}

/**
 * Save to the profile (accounts on only): with a session it saves at once; without one, the login
 * screen opens and the save runs when the login comes back.
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
