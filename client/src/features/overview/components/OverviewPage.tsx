import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import { readPassedVehicle } from '../../../lib/passedVehicle.js';
import { priceText } from '../../../lib/priceText.js';
import { sanitizeHtml } from '../../../lib/sanitizeHtml.js';
import { $culture, requestContext } from '../../../stores/configurationStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { HeroImage } from '../../../ui/HeroImage.js';
import { Spinner } from '../../../ui/Spinner.js';
import '../overview.css';

/**
 * The temporary model overview: title, intro, description, total price and the way into the
 * configuration. Uses the hero the model selection passed along; loads the model when opened directly.
 */
export function OverviewPage({ modelId }: { modelId: string }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const passed = readPassedVehicle(modelId);
  const overview = useQuery({ ...vehicleOverviewQuery(modelId, requestContext()), enabled: passed === null });

  useEffect(() => {
    if (overview.isError) showToast(t('errors.serverError'));
  }, [overview.isError, t]);

  const vehicle = passed ?? overview.data?.Vehicle;
  if (!vehicle) {
    return (
      <div className="overview-page">
        {overview.isError ? <p>{t('errors.generic')}</p> : <Spinner label={t('common.loading')} />}
      </div>
    );
  }
  const { Hero } = vehicle;
  const showPrices = shouldShowPrices(vehicle.ShowPricesInConfigurator, settings.AllowPrices);
  return (
    <article className="overview-page">
      <p className="note" role="note">
        {t('overview.temporaryNote')}
      </p>
      <HeroImage url={Hero.ImageUrl} alt={t('modelSelection.heroAlt', { name: vehicle.Name })} priority />
      <h1>{Hero.Title}</h1>
      <p className="intro">{Hero.Intro}</p>
      <div
        className="model-description"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(Hero.Description) }}
      />
      {showPrices ? (
        <p className="total-price">
          <span>{t('price.total')}: </span>
          <strong>{priceText(Hero.Price, $culture.value, t('price.notAvailable'))}</strong>
        </p>
      ) : null}
      <Link
        className="button primary"
        href={`/configuration/${encodeURIComponent(modelId)}/categories${carriedSearch(search)}`}
        state={{ vehicle }}
      >
        {t('overview.toConfiguration')}
      </Link>
    </article>
  );
}
