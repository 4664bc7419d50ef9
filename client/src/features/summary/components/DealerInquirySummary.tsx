import { useTranslation } from 'react-i18next';
import { FinishActions } from './FinishActions.js';
import './summary.css';
import { CheckIcon } from '../../../ui/outputIcons.js';

/** The 3D-style summary, shown once the enquiry went to a dealer: what happens next, and the outputs. */
export function DealerInquirySummary() {
  const { t } = useTranslation();
  return (
    <section className="summary-screen inquiry-summary" aria-labelledby="inquiry-summary-title">
      <div className="inquiry-check">
        <CheckIcon size={56} />
      </div>
      <h1 id="inquiry-summary-title">{t('summary.inquiry.title')}</h1>
      <p className="inquiry-description">{t('summary.inquiry.description')}</p>
      <FinishActions />
    </section>
  );
}
