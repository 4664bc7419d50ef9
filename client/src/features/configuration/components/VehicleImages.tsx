import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $images } from '../stores/configurationStore.js';

/** The configured vehicle's pictures, one per perspective. */
export function VehicleImages({ name }: { name: string }) {
  useSignals();
  const { t } = useTranslation();
  return (
    <section className="vehicle-images" aria-label={t('configuration.images')}>
      {$images.value.length === 0 ? (
        <p>{t('configuration.noImages')}</p>
      ) : (
        <ul className="image-list">
          {$images.value.map((image) => (
            <li key={image.Perspective}>
              <img
                src={image.Url}
                alt={t('configuration.imageAlt', { name, perspective: image.Perspective })}
                loading="lazy"
                width={480}
                height={270}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
