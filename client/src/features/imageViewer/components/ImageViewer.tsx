import { backgroundTitle } from '@configurator/domain/presentation/backgroundTitle';
import {
  nextPerspective,
  normalizePerspective,
  perspectiveRange,
  previousPerspective,
} from '@configurator/domain/presentation/perspectives';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBrand } from '../../../lib/appSettings.js';
import { useSwipe } from '../../../lib/swipe.js';
import { $images, $imageTimestamp, $perspective } from '../../../stores/configurationStore.js';
import { ArrowIcon } from '../../../ui/icons.js';
import { PerspectiveImage } from './PerspectiveImage.js';
import '../imageViewer.css';

/** The fade-in of a new image (imageViewer.css, .image-layers). */
const IMAGE_FADE_MS = 400;

interface ShownImage {
  /** One per image and timestamp: a reload of the same image counts as a new one. */
  key: string;
  url: string;
  timestamp: number;
}

interface ImageViewerProps {
  /** The model's full name; the background title is derived from it by the brand's rule. */
  modelName: string;
}

function FullImageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The vehicle images of the 2D screen: one perspective at a time, changed by the arrows, a swipe or
 * the slider dots, wrapping around at both ends of the brand's range. The full-image icon opens
 * /preview with the same perspective.
 */
export function ImageViewer({ modelName }: ImageViewerProps) {
  useSignals();
  const { t } = useTranslation();
  const brand = useBrand();
  const range = perspectiveRange(brand);
  const perspective = normalizePerspective(brand, $perspective.value);
  const [settled, setSettled] = useState<ShownImage | null>(null);

  // The state starts every brand at 0; HQV's images begin at 6, so the state is moved there.
  useEffect(() => {
    if ($perspective.value !== perspective) $perspective.value = perspective;
  }, [perspective]);

  const show = (next: number) => {
    $perspective.value = next;
  };
  const swipe = useSwipe((direction) =>
    show(direction === -1 ? nextPerspective(brand, perspective) : previousPerspective(brand, perspective)),
  );

  const image = $images.value.find((entry) => entry.Perspective === perspective);
  const timestamp = $imageTimestamp.value;
  const current: ShownImage | null = image
    ? { key: `${image.Url}|${timestamp}`, url: image.Url, timestamp }
    : null;
  // The last image that loaded stays under a new one until that has loaded: no blank stage between.
  const previous = settled && settled.key !== current?.key ? settled : null;
  const shown = [previous, current].filter((entry): entry is ShownImage => entry !== null);
  const index = range.indexOf(perspective);
  const title = backgroundTitle(brand, modelName);
  const alt = t('imageViewer.imageAlt', { name: modelName, index: index + 1, count: range.length });

  return (
    <div className="image-viewer">
      <div className="image-stage" {...swipe}>
        {shown.map((entry) => (
          <PerspectiveImage
            key={entry.key}
            imageUrl={entry.url}
            timestamp={entry.timestamp}
            alt={entry === previous ? '' : alt}
            backdropTitle={title}
            previous={entry === previous}
            onSettled={(ready) => {
              // A new image that failed takes the old one away at once, so that its message shows
              // alone; one that loaded lets the old one go once it has faded in over it.
              const settle = () =>
                setSettled((before) => (ready ? (before?.key === entry.key ? before : entry) : null));
              if (ready) window.setTimeout(settle, IMAGE_FADE_MS);
              else settle();
            }}
          />
        ))}
        {current ? null : (
          <p className="image-loader" role="status">
            <span className="image-loader-wheel" aria-hidden="true" />
            {t('imageViewer.rendering')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="image-arrow image-arrow-previous"
        aria-label={t('imageViewer.previous')}
        onClick={() => show(previousPerspective(brand, perspective))}
      >
        <ArrowIcon direction="left" />
      </button>
      <button
        type="button"
        className="image-arrow image-arrow-next"
        aria-label={t('imageViewer.next')}
        onClick={() => show(nextPerspective(brand, perspective))}
      >
        <ArrowIcon direction="right" />
      </button>
      <fieldset className="image-dots" aria-label={t('imageViewer.views')}>
        {range.map((entry, at) => (
          <button
            key={entry}
            type="button"
            className={entry === perspective ? 'image-dot is-active' : 'image-dot'}
            aria-label={t('imageViewer.showView', { index: at + 1, count: range.length })}
            aria-current={entry === perspective ? 'true' : undefined}
            onClick={() => show(entry)}
          />
        ))}
      </fieldset>
      <Link href="~/preview" className="full-image-link" aria-label={t('imageViewer.fullImage')}>
        <FullImageIcon />
      </Link>
    </div>
  );
}
