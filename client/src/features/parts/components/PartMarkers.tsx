import { useTranslation } from 'react-i18next';
import { NotVisualisedIcon } from '../../../ui/NotVisualisedIcon.js';
import type { Part } from '../api/partsByCategory.js';

/** Racing parts are not road legal; parts with an approval note carry the ECE mark. */
export function PartMarkers({ part }: { part: Part }) {
  const { t } = useTranslation();
  return (
    <span className="part-markers">
      {part.Racing ? (
        <span className="part-marker racing" title={t('parts.racingHint')}>
          {t('parts.racing')}
        </span>
      ) : part.ApprovalInfo ? (
        <span className="part-marker ece" title={part.ApprovalInfo}>
          {t('parts.ece')}
        </span>
      ) : null}
      {part.CanBeRendered ? null : <NotVisualisedIcon label={t('parts.notVisualised')} />}
    </span>
  );
}
