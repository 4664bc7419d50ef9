import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { exitConfiguration } from '../../configuration/stores/configurationStore.js';
import { OutputNoticeText, PdfButton, SaveButton, ShareButton, SharedLink } from './OutputButtons.js';

/** Download PDF, share, save to the profile and start a new configuration (back to /main). */
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
        <PdfButton />
        <ShareButton />
        <SaveButton />
        <button type="button" className="button primary finish-new" onClick={startAgain}>
          {t('summary.newConfiguration')}
        </button>
      </div>
      <SharedLink />
      <OutputNoticeText />
    </div>
  );
}
