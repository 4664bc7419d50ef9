import { cycleSegmentIndex, segmentHas3D } from '@configurator/domain/modelList/segments';
import { useTranslation } from 'react-i18next';
import { useSwipe } from '../../../lib/swipe.js';
import type { VehicleList } from '../../../lib/trpcClient.js';
import { ArrowIcon, ThreeDIcon } from '../../../ui/icons.js';
import { segmentLabel } from '../catalogLabels.js';

type Segment = VehicleList['Segments'][number];

interface SegmentSwitcherProps {
  segments: Segment[];
  index: number;
  onChange: (index: number) => void;
}

/** Mobile: previous and next arrows and a swipe cycle through the segments, wrapping at both ends. */
export function SegmentSwitcher({ segments, index, onChange }: SegmentSwitcherProps) {
  const { t } = useTranslation();
  const step = (direction: 1 | -1) => onChange(cycleSegmentIndex(index, segments.length, direction));
  // A swipe to the left shows the next segment.
  const swipe = useSwipe((direction) => step(direction === -1 ? 1 : -1));
  const segment = segments[index];
  if (!segment) return null;
  return (
    <div className="segment-switcher" {...swipe}>
      <button
        type="button"
        className="icon-button"
        onClick={() => step(-1)}
        aria-label={t('modelSelection.previousSegment')}
      >
        <ArrowIcon direction="left" />
      </button>
      <h2 className="segment-name" aria-live="polite">
        {segmentLabel(t, segment.Name)}
        {segmentHas3D(segment) ? <ThreeDIcon className="three-d" label={t('modelSelection.has3D')} /> : null}
      </h2>
      <button
        type="button"
        className="icon-button"
        onClick={() => step(1)}
        aria-label={t('modelSelection.nextSegment')}
      >
        <ArrowIcon direction="right" />
      </button>
    </div>
  );
}
