import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { passedVehicleOf } from '../../../lib/passedVehicle.js';
import { sanitizeHtml } from '../../../lib/sanitizeHtml.js';
import type { VehicleListItem } from '../../../lib/trpcClient.js';
import { HeroImage } from '../../../ui/HeroImage.js';

interface ModelPreviewProps {
  vehicle: VehicleListItem;
  /** The formatted price, or null when prices are hidden for this model. */
  price: string | null;
  overviewHref: string;
  onConfigure: (vehicle: VehicleListItem) => void;
  priority?: boolean;
}

/** Hero image, title, name, the description (sanitised HTML) and the Configure button. */
export function ModelPreview({ vehicle, price, overviewHref, onConfigure, priority }: ModelPreviewProps) {
  const { t } = useTranslation();
  const { Hero } = vehicle;
  return (
    <article className="model-preview" aria-label={vehicle.Name}>
      <HeroImage
        url={Hero.ImageUrl}
        alt={t('modelSelection.heroAlt', { name: vehicle.Name })}
        priority={priority}
      />
      <div className="model-preview-text">
        <h2 className="model-title">{Hero.Title}</h2>
        <p className="model-name">{vehicle.Name}</p>
        {price ? <p className="model-price">{t('modelSelection.price', { price })}</p> : null}
        <div
          className="model-description"
          // Sanitised with DOMPurify: the catalog's descriptions are HTML.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(Hero.Description) }}
        />
        <div className="model-actions">
          <button type="button" className="button primary" onClick={() => onConfigure(vehicle)}>
            {t('modelSelection.configure')}
          </button>
          <Link href={overviewHref} className="text-link" state={{ vehicle: passedVehicleOf(vehicle) }}>
            {t('modelSelection.overviewLink')}
          </Link>
        </div>
      </div>
    </article>
  );
}
