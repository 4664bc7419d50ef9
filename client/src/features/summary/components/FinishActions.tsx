import { useTranslation } from 'react-i18next';
import { useStartAgain } from '../../../lib/useStartAgain.js';
import { OutputButtonRow, OutputNoticeText, SaveButton } from './OutputButtons.js';

/**
 * Download PDF, share, send by e-mail, export, save (to the profile, or a dealer's save with customer
 * details) and start a new configuration (back to /main).
 */
export function FinishActions() {
  const { t } = useTranslation();
  const startAgain = useStartAgain();
  return (
    <div className="finish-actions">
      <div className="finish-buttons">
        <OutputButtonRow />
        <SaveButton />
        <button type="button" className="button primary finish-new" onClick={startAgain}>
          {t('summary.newConfiguration')}
        </button>
      </div>
      <OutputNoticeText />
    </div>
  );
}
