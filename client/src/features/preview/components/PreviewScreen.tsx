import { normalizePerspective } from '@configurator/domain/presentation/perspectives';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useBrand } from '../../brand/api/appSettings.js';
import { $heroImageUrl, $images, $perspective } from '../../configuration/stores/configurationStore.js';

/** The full-size image of the current perspective; Escape (or the button) returns to the previous page. */
export function PreviewScreen() {
  useSignals();
  const { t } = useTranslation();
  const brand = useBrand();
  const [, navigate] = useLocation();
  const perspective = normalizePerspective(brand, $perspective.value);
  const image = $images.value.find((entry) => entry.Perspective === perspective) ?? $images.value[0];
  const url = image?.Url ?? $heroImageUrl.value;

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
      {url ? <img src={url} alt={t('preview.alt')} /> : <p>{t('preview.noImage')}</p>}
    </div>
  );
}
