import { backgroundTitle } from '@configurator/domain/presentation/backgroundTitle';
import { normalizePerspective } from '@configurator/domain/presentation/perspectives';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useBrand } from '../../../lib/appSettings.js';
import {
  $configuration,
  $heroImageUrl,
  $images,
  $imageTimestamp,
  $perspective,
  $vehicle,
} from '../../../stores/configurationStore.js';
import { CONFIGURATION_ID_PARAM } from '../../../stores/useConfigurationForModel.js';
import { Spinner } from '../../../ui/Spinner.js';
import { PerspectiveImage } from './PerspectiveImage.js';
import { isPreviewFromApp, PERSPECTIVE_PARAM, usePreviewAddress } from './usePreviewAddress.js';
import '../imageViewer.css';
import '../preview.css';

/**
 * The full-size image of the current perspective, drawn as the image viewer draws it: the layout,
 * then its layers under the 'Rendering...' loader (layers the viewer already loaded show at once).
 * The address names the configuration and the perspective, so that a reload shows the same picture.
 * Escape (or the button) returns to the previous page; a preview opened on its own returns to its
 * configuration.
 */
export function PreviewScreen() {
  useSignals();
  const { t } = useTranslation();
  const brand = useBrand();
  const [, navigate] = useLocation();
  const search = useSearch();
  const state = usePreviewAddress(search, navigate);
  const perspective = normalizePerspective(brand, $perspective.value);
  const image = $images.value.find((entry) => entry.Perspective === perspective) ?? $images.value[0];
  const timestamp = $imageTimestamp.value;
  const hero = $heroImageUrl.value;
  const name = $vehicle.value?.Name;

  const goBack = useCallback(() => {
    const configuration = $configuration.peek();
    if (isPreviewFromApp()) window.history.back();
    else if (configuration) {
      // Opened on its own (a link, a new tab): the configuration it shows is the way back.
      const params = new URLSearchParams(search);
      params.delete(PERSPECTIVE_PARAM);
      params.set(CONFIGURATION_ID_PARAM, configuration.ConfigurationId);
      navigate(`/main/configuration/${encodeURIComponent(configuration.ModelId)}/categories?${params}`, {
        replace: true,
      });
    } else if (window.history.length > 1) window.history.back();
    else navigate('/main');
  }, [navigate, search]);

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
      {state === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : state === 'ready' && image ? (
        <div className="preview-stage">
          <PerspectiveImage
            key={`${image.Url}|${timestamp}`}
            imageUrl={image.Url}
            timestamp={timestamp}
            alt={t('preview.alt')}
            backdropTitle={name ? backgroundTitle(brand, name) : undefined}
          />
        </div>
      ) : state === 'ready' && hero ? (
        <img src={hero} alt={t('preview.alt')} />
      ) : (
        <p>{t('preview.noImage')}</p>
      )}
    </div>
  );
}
