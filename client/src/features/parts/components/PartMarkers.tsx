import { hasEceMarker } from '@configurator/domain/presentation/eceMarker';
import { useTranslation } from 'react-i18next';
import { NotVisualisedIcon } from '../../../ui/NotVisualisedIcon.js';
import type { Part } from '../api/partsByCategory.js';

/**
 * Racing parts are not road legal; parts approved under an ECE regulation carry the ECE mark (the
 * rule is the domain's: an approval text alone, such as 'not homologated', is no approval).
 */
export function PartMarkers({ part, notVisualised = true }: { part: Part; notVisualised?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="part-markers">
      {part.Racing ? (
        <span className="part-marker racing" title={t('parts.racingHint')}>
          {t('parts.racing')}
        </span>
      ) : hasEceMarker(part) ? (
        <span className="part-marker ece" title={part.ApprovalInfo ?? undefined}>
          {t('parts.ece')}
        </span>
      ) : null}
      {notVisualised && !part.CanBeRendered ? <NotVisualisedIcon label={t('parts.notVisualised')} /> : null}
    </span>
  );
}
