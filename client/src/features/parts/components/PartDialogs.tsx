import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { $appliedParts, $culture, $vehicle } from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { CloseAction, DialogFrame } from '../../../ui/DialogFrame.js';
import type { Part } from '../api/partsByCategory.js';
import { $partChangeBusy, changePart } from '../stores/partChangeFlow.js';
import { PartMarkers } from './PartMarkers.js';
import './partDialogs.css';

/** The dialog data of addPart and removePart: the part's id, and where the question came from. */
interface PartDialogData {
  partId: number;
  /** addPart opened by a `#partId` link rather than by the visitor's own click. */
  fromLink?: boolean;
}

export function partDialogDataOf(data: Record<string, unknown> | undefined): PartDialogData | null {
  const partId = data?.partId;
  if (typeof partId !== 'number' || !Number.isInteger(partId)) return null;
  return { partId, fromLink: data?.fromLink === true };
}

/** The part as the visitor decides about it: picture, name, reference, price, markers. */
function PartCard({ part }: { part: Part }) {
  const { t } = useTranslation();
  return (
    <div className="part-dialog-card">
      <img className="part-dialog-image" src={part.Images.Main} alt="" width={160} height={120} />
      <div className="part-dialog-text">
        <h3 className="part-dialog-name">{part.Name}</h3>
        <p className="part-dialog-reference">{t('partDetail.reference', { code: part.Code })}</p>
        {$showPrices.value ? (
          <p className="part-dialog-price">
            {priceText(part.Price, $culture.value, t('price.notAvailable'))}
          </p>
        ) : null}
        <PartMarkers part={part} notVisualised={false} />
        {part.CanBeRendered ? null : (
          <p className="note part-dialog-not-visualised">{t('partConflicts.notVisualisedNote')}</p>
        )}
      </div>
    </div>
  );
}

interface PartQuestionProps {
  title: string;
  kind: 'add' | 'remove';
  data: PartDialogData;
}

/**
 * addPart and removePart: the part, the question, Cancel and the change. The change runs through
 * the rules protocol: a question of the server replaces this dialog with the conflict dialog, a
 * success closes it with the toast.
 */
export function PartQuestionDialog({ title, kind, data }: PartQuestionProps) {
  useSignals();
  const { t } = useTranslation();
  const part = $vehicle.value?.AvailableParts.find((candidate) => candidate.PartId === data.partId);
  const applied = $appliedParts.value.some((candidate) => candidate.PartId === data.partId);
  const busy = $partChangeBusy.value;
  const close = () => {
    if (!busy) closeDialog();
  };
  if (!part) {
    return (
      <DialogFrame title={title} onDismiss={closeDialog} actions={<CloseAction onClose={closeDialog} />}>
        <p>{t('dialogs.partUnknown')}</p>
      </DialogFrame>
    );
  }
  // Already done (e.g. changed in another tab, or the link names an applied part): nothing to ask.
  const settled = kind === 'add' ? applied : !applied;
  const texts =
    kind === 'add'
      ? {
          question: t('dialogs.addPart.question'),
          confirm: t('dialogs.addPart.confirm'),
          busy: t('dialogs.addPart.adding'),
          settled: t('dialogs.addPart.alreadyApplied'),
        }
      : {
          question: t('dialogs.removePart.question'),
          confirm: t('dialogs.removePart.confirm'),
          busy: t('dialogs.removePart.removing'),
          settled: t('dialogs.removePart.notApplied'),
        };

  return (
    <DialogFrame
      title={title}
      onDismiss={close}
      actions={
        settled ? (
          <CloseAction onClose={closeDialog} />
        ) : (
          <>
            <button type="button" className="button" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button primary part-dialog-confirm"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void changePart(kind, part.PartId, t)}
            >
              {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
              {busy ? texts.busy : texts.confirm}
            </button>
          </>
        )
      }
    >
      {kind === 'add' && data.fromLink && !settled ? (
        <p className="part-dialog-intro">{t('dialogs.addPart.fromLink')}</p>
      ) : null}
      <PartCard part={part} />
      <p className="part-dialog-question">{settled ? texts.settled : texts.question}</p>
      {kind === 'remove' && !settled ? <p className="note">{t('dialogs.removePart.dependents')}</p> : null}
    </DialogFrame>
  );
}
