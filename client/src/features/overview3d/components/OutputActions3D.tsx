import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveToAccount } from '../../../lib/accountCalls.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { runPdfDownload, runSave } from '../../../lib/outputActions.js';
import {
  captureStreamScreenshot,
  downloadDataUrl,
  screenshotFileName,
} from '../../../lib/streamScreenshot.js';
import { copyrightLine } from '../../../lib/vehicleScreenshot.js';
import { $account } from '../../../stores/accountStore.js';
import { $configuration, $vehicle } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $isSavedForCustomer } from '../../../stores/outputStore.js';
import { $isMobileDevice, currentStreamFrame } from '../../../stores/streamStore.js';
import { $outputNotice, $pdfState, $saveState } from '../../../stores/summaryStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { CameraIcon, PdfIcon, SaveIcon, ShareIcon } from '../../../ui/outputIcons.js';
import { $screenshotNotice, $shareDone, markSharePressed } from '../stores/overview3dStore.js';

type Translate = ReturnType<typeof useTranslation>['t'];

interface ActionProps {
  className: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
}

/** One action: its icon (a spinner while busy) over its label; nothing to do without a configuration. */
function Action({ className, label, icon, onClick, busy = false, disabled = false }: ActionProps) {
  useSignals();
  return (
    <button
      type="button"
      className={`action3d ${className}`}
      onClick={onClick}
      disabled={disabled || busy || !$configuration.value}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="button-spinner" aria-hidden="true" /> : icon}
      <span className="action3d-label">{label}</span>
    </button>
  );
}

/** A phone held upright: the live picture may come on its side. */
function isPortraitPhone(): boolean {
  return $isMobileDevice.value && window.innerHeight > window.innerWidth;
}

/** The live picture as the 1080 x 1080 PNG with the brand's copyright line; null without a picture. */
function liveScreenshot(t: Translate): string | null {
  const frame = currentStreamFrame();
  if (!frame) return null;
  return captureStreamScreenshot(
    frame,
    copyrightLine((key, options) => t(key, options)),
    isPortraitPhone(),
  );
}

const PDF_LABELS = {
  initial: 'overview3d.bar.pdf.initial',
  processing: 'overview3d.bar.pdf.processing',
  done: 'overview3d.bar.pdf.done',
} as const;

/** The PDF with the live picture: initial, processing (a spinner), done. */
export function PdfAction3D() {
  useSignals();
  const { t } = useTranslation();
  const state = $pdfState.value;
  return (
    <Action
      className={`action3d-pdf pdf-${state}`}
      label={t(PDF_LABELS[state])}
      icon={<PdfIcon />}
      busy={state === 'processing'}
      onClick={() => void runPdfDownload(() => liveScreenshot(t))}
    />
  );
}

/** Share opens the share dialog; the label reads shared from the first press on. */
export function ShareAction3D() {
  useSignals();
  const { t } = useTranslation();
  return (
    <Action
      className="action3d-share"
      label={$shareDone.value ? t('overview3d.bar.share.done') : t('overview3d.bar.share.initial')}
      icon={<ShareIcon />}
      onClick={() => {
        markSharePressed();
        openDialog({ kind: 'shareConfiguration' });
      }}
    />
  );
}

/**
 * Save, only with accounts on. A dealer saves with the customer's details through the save dialog;
 * a customer saves to the profile at once (the 3D screen shows only after a login).
 */
export function SaveAction3D() {
  useSignals();
  const { t } = useTranslation();
  const { CdcApplicationSettings } = useAppSettings();
  if (!CdcApplicationSettings.CdcEnabled) return null;
  const dealer = Boolean($account.value?.dealerNo);
  const done = dealer ? $isSavedForCustomer.value : $saveState.value === 'done';
  const save = async () => {
    if (dealer) {
      openDialog({ kind: 'saveConfiguration' });
      return;
    }
    if (!$account.value) {
      $outputNotice.value = 'loginRequired';
      return;
    }
    if (await runSave(saveToAccount)) showToast(t('toasts.configurationSaved'));
  };
  return (
    <Action
      className="action3d-save"
      label={done ? t('overview3d.bar.save.done') : t('overview3d.bar.save.initial')}
      icon={<SaveIcon />}
      busy={$saveState.value === 'pending'}
      onClick={() => void save()}
    />
  );
}

/** A 1080 x 1080 PNG of what the visitor sees, downloaded under the brand's and the model's name. */
export function ScreenshotAction3D() {
  useSignals();
  const { t } = useTranslation();
  const capture = () => {
    $screenshotNotice.value = null;
    try {
      const picture = liveScreenshot(t);
      if (!picture) {
        $screenshotNotice.value = 'noPicture';
        return;
      }
      downloadDataUrl(picture, screenshotFileName(t('brand.name'), $vehicle.value?.Name ?? ''));
    } catch (error) {
      console.warn('The screenshot could not be made', error);
      $screenshotNotice.value = 'failed';
    }
  };
  return (
    <Action
      className="action3d-screenshot"
      label={t('overview3d.bar.screenshot')}
      icon={<CameraIcon />}
      onClick={capture}
    />
  );
}

/** Why the last action did not happen; polite, so screen readers hear it. */
export function ActionNotice3D() {
  useSignals();
  const { t } = useTranslation();
  const notice = $outputNotice.value ?? $screenshotNotice.value;
  return (
    <p className="action3d-notice" role="status">
      {notice ? t(`overview3d.notices.${notice}`) : null}
    </p>
  );
}
