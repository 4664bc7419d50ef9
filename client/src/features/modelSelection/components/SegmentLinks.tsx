import type { BrandCode } from '@configurator/domain/catalog/types';
import { isSegmentVisible, segmentHas3D } from '@configurator/domain/modelList/segments';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VehicleList } from '../../../lib/trpcClient.js';
import { ThreeDIcon } from '../../../ui/icons.js';
import { segmentLabel } from '../catalogLabels.js';

type Segment = VehicleList['Segments'][number];

interface SegmentLinksProps {
  segments: Segment[];
  selected: string;
  brand: BrandCode;
  viewportWidth: number;
  hrefOf: (segmentName: string) => string;
}

/** The segments as links; on small screens KTM and HQV keep only the X-BOW link. */
export function SegmentLinks({ segments, selected, brand, viewportWidth, hrefOf }: SegmentLinksProps) {
  const { t } = useTranslation();
  const visible = segments.filter((segment) => isSegmentVisible(segment.Name, brand, viewportWidth));
  if (visible.length === 0) return null;
  return (
    <nav className="segment-links" aria-label={t('modelSelection.segments')}>
      <ul>
        {visible.map((segment) => (
          <li key={segment.Name}>
            <Link
              href={hrefOf(segment.Name)}
              aria-current={segment.Name === selected ? 'page' : undefined}
              className={segment.Name === selected ? 'segment-link active' : 'segment-link'}
            >
              <span>{segmentLabel(t, segment.Name)}</span>
              {segmentHas3D(segment) ? (
                <ThreeDIcon className="three-d" label={t('modelSelection.has3D')} />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
