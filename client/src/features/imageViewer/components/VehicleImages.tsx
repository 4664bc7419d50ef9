import { useTranslation } from 'react-i18next';
import { ImageViewer } from './ImageViewer.js';

/** The configured vehicle's pictures: the image viewer, one perspective at a time. */
export function VehicleImages({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="vehicle-images" aria-label={t('configuration.images')}>
      <ImageViewer modelName={name} />
    </section>
  );
}
