import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { exitConfiguration } from '../../../stores/configurationStore.js';
import { OutputButtonRow, OutputNoticeText, SaveButton } from './OutputButtons.js';

/**
 * Download PDF, share, send by e-mail, export, save (to the profile, or a dealer's save with customer
 * details) and start a new configuration (back to /main).
 */
export function FinishActions() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const startAgain = () => {
    exitConfiguration();
    navigate(`~/main${carriedSearch(search)}`);
  };
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
