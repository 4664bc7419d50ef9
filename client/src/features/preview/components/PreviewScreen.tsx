import { backgroundTitle } from '@configurator/domain/presentation/backgroundTitle';
import { normalizePerspective } from '@configurator/domain/presentation/perspectives';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useBrand } from '../../brand/api/appSettings.js';
import {
  $heroImageUrl,
  $images,
  $imageTimestamp,
  $perspective,
  $vehicle,
} from '../../configuration/stores/configurationStore.js';
import { PerspectiveImage } from '../../imageViewer/components/PerspectiveImage.js';
import '../../imageViewer/imageViewer.css';
import '../preview.css';

/**
 * The full-size image of the current perspective, drawn as the image viewer draws it: the layout,
 * then its layers under the 'Rendering...' loader (layers the viewer already loaded show at once).
 * Escape (or the button) returns to the previous page.
 */
export function PreviewScreen() {
  useSignals();
  const { t } = useTranslation();
  const brand = useBrand();
  const [, navigate] = useLocation();
  const perspective = normalizePerspective(brand, $perspective.value);
  const image = $images.value.find((entry) => entry.Perspective === perspective) ?? $images.value[0];
  const timestamp = $imageTimestamp.value;
  const hero = $heroImageUrl.value;
  const name = $vehicle.value?.Name;

  const goBack = useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate('/main');
  }, [navigate]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') goBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goBack]);

  return (
    <div className="preview-screen">
      <button type="button" className="button preview-close" onClick={goBack}>
        {t('preview.close')}
      </button>
      {image ? (
        <div className="preview-stage">
          <PerspectiveImage
            key={`${image.Url}|${timestamp}`}
            imageUrl={image.Url}
            timestamp={timestamp}
            alt={t('preview.alt')}
            backdropTitle={name ? backgroundTitle(brand, name) : undefined}
          />
        </div>
      ) : hero ? (
        <img src={hero} alt={t('preview.alt')} />
      ) : (
        <p>{t('preview.noImage')}</p>
      )}
    </div>
  );
}
