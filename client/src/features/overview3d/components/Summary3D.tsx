import { useTranslation } from 'react-i18next';
import { useStartAgain } from '../../../lib/useStartAgain.js';
import { CheckCircleIcon } from '../../../ui/outputIcons.js';
import { ActionNotice3D, PdfAction3D, SaveAction3D, ShareAction3D } from './OutputActions3D.js';
import './overview3d.css';

/**
 * After the enquiry went to a dealer: what happens next, the PDF, share and save, a new
 * configuration (back to /main) and the way back to the configurator.
 */
export function Summary3D({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const startAgain = useStartAgain();
  return (
    <section className="summary3d" aria-labelledby="summary3d-title">
      <button type="button" className="summary3d-back" onClick={onBack}>
        ← {t('overview3d.summary.back')}
      </button>
      <div className="summary3d-check">
        <CheckCircleIcon size={64} />
      </div>
      <h1 id="summary3d-title">{t('overview3d.summary.title')}</h1>
      <p className="summary3d-description">{t('overview3d.summary.description')}</p>
      <div className="summary3d-actions">
        <PdfAction3D />
        <ShareAction3D />
        <SaveAction3D />
      </div>
      <ActionNotice3D />
      <button type="button" className="button primary summary3d-new" onClick={startAgain}>
        {t('overview3d.summary.newConfiguration')}
      </button>
    </section>
  );
}
