import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageLayoutQuery } from '../../../lib/imageLayout.js';

interface PerspectiveImageProps {
  /** The configuration's rendered image of this perspective (/images/...). */
  imageUrl: string;
  timestamp: number;
  alt: string;
  /** The brand's title, drawn over the backdrop (the lowest layer) and under the vehicle. */
  backdropTitle?: string;
  /** The image shown before, kept under the new one until that has loaded. */
  previous?: boolean;
  /** Every layer has loaded (true) or one could not be loaded (false). */
  onSettled?: (ready: boolean) => void;
}

/**
 * One perspective: its layout first, then the layers it names, stacked. The 'Rendering...' loader
 * shows until every layer has loaded; then the stack fades in. Mounted with a key per image and
 * timestamp, so a new image starts from nothing and fades in again.
 */
export function PerspectiveImage({
  imageUrl,
  timestamp,
  alt,
  backdropTitle,
  previous,
  onSettled,
}: PerspectiveImageProps) {
  const { t } = useTranslation();
  const layout = useQuery(imageLayoutQuery(imageUrl, timestamp));
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [failedLayer, setFailedLayer] = useState(false);
  const failed = failedLayer || layout.isError;
  const layers = layout.data?.Layers ?? [];
  const ready = layers.length > 0 && layers.every((layer) => loaded.has(layer.Url));

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per outcome, not per new callback
  useEffect(() => {
    if (ready || failed) onSettled?.(ready);
  }, [ready, failed]);

  if (failed) {
    return (
      <p className="image-error" role="alert">
        {t('imageViewer.loadFailed')}
      </p>
    );
  }
  const top = layers.at(-1);
  const stackClass = `image-layers${ready ? ' is-loaded' : ''}${previous ? ' is-previous' : ''}`;
  return (
    <>
      {layers.length > 0 ? (
        <div className={stackClass} aria-hidden={previous || !ready}>
          {layers.map((layer, index) => [
            <img
              key={layer.Url}
              className={`image-layer image-layer-${layer.Name}`}
              src={layer.Url}
              // Only the top layer (the vehicle) speaks; the layers beneath are its backdrop.
              alt={layer === top ? alt : ''}
              width={layout.data?.Width || undefined}
              height={layout.data?.Height || undefined}
              decoding="async"
              draggable={false}
              onLoad={(event) => {
                // Decoded before counting as loaded, so that all layers appear in the same frame.
                const decoded = event.currentTarget.decode?.() ?? Promise.resolve();
                decoded.catch(() => undefined).then(() => setLoaded((done) => new Set(done).add(layer.Url)));
              }}
              onError={() => setFailedLayer(true)}
            />,
            // The backdrop is opaque: a title behind the stage would never be seen.
            index === 0 && layers.length > 1 && backdropTitle ? (
              <p key="background-title" className="background-title" aria-hidden="true">
                {backdropTitle}
              </p>
            ) : null,
          ])}
        </div>
      ) : null}
      {ready || previous ? null : (
        <p className="image-loader" role="status">
          <span className="image-loader-wheel" aria-hidden="true" />
          {t('imageViewer.rendering')}
        </p>
      )}
    </>
  );
}
