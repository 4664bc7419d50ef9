import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { vehicleOverviewQuery } from '../../configuration/api/configurationCalls.js';
import {
  $configuration,
  $culture,
  $heroImageUrl,
  $price,
  requestContext,
} from '../../configuration/stores/configurationStore.js';
import { FinishActions } from './FinishActions.js';
import './summary.css';

/**
 * The finish screen (route /main/configuration/{modelId}/finish): the finished configuration with
 * download PDF, share, save to the profile and new configuration. Without a configuration of the
 * model in this visit there is nothing to finish: back to the configuration screen.
 */
export function FinishScreen({ modelId }: { modelId: string }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext())).data;
  const configuration = $configuration.value;
  const back = `/configuration/${encodeURIComponent(modelId)}/categories${carriedSearch(search)}`;
  if (configuration?.ModelId !== modelId) return <Redirect to={back} replace />;
  const showPrices = overview
    ? shouldShowPrices(overview.Vehicle.ShowPricesInConfigurator, settings.AllowPrices)
    : false;
  const price = $price.value;
  const hero = $heroImageUrl.value ?? overview?.Vehicle.Hero.ImageUrl ?? null;
  const name = overview?.Vehicle.Name ?? modelId;
  return (
    <section className="finish-screen" aria-labelledby="finish-heading">
      <Link href={back} className="link-button finish-back">
        ← {t('summary.backToSummary')}
      </Link>
      <h1 id="finish-heading">{t('summary.finishHeading')}</h1>
      <div className="finish-overview">
        {hero ? <img className="finish-hero" src={hero} alt={t('modelSelection.heroAlt', { name })} /> : null}
        {/* Beside the picture (under it on a phone), so that every action is in view at once. */}
        <div className="finish-facts">
          <h2>{name}</h2>
          {showPrices && price ? (
            <p className="total-price">
              <span>{t('price.total')}: </span>
              <strong>{priceText(price, $culture.value, t('price.notAvailable'))}</strong>
            </p>
          ) : null}
          <FinishActions />
        </div>
      </div>
    </section>
  );
}
