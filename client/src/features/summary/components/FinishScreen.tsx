import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { withParams } from '../../../lib/carriedSearch.js';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import { priceText } from '../../../lib/priceText.js';
import {
  $configuration,
  $culture,
  $heroImageUrl,
  $price,
  requestContext,
} from '../../../stores/configurationStore.js';
import {
  CONFIGURATION_ID_PARAM,
  SUMMARY_VIEW,
  useConfigurationForModel,
  VIEW_PARAM,
} from '../../../stores/useConfigurationForModel.js';
import { Spinner } from '../../../ui/Spinner.js';
import { FinishActions } from './FinishActions.js';
import './summary.css';

/**
 * The finish screen (route /main/configuration/{modelId}/finish): the finished configuration with
 * download PDF, share, save to the profile and new configuration. The address names the
 * configuration, so that a reload shows it again; without one there is nothing to finish: the
 * configuration screen of the model starts one.
 */
export function FinishScreen({ modelId }: { modelId: string }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext())).data;
  const ready = useConfigurationForModel(modelId, { screen: 'finish' });
  const configuration = $configuration.value;
  if (!ready || configuration?.ModelId !== modelId) return <Spinner label={t('common.loading')} />;
  // The summary of the same configuration, in the address as a reload would find it.
  const back = `/configuration/${encodeURIComponent(modelId)}/categories${withParams(search, {
    [CONFIGURATION_ID_PARAM]: configuration.ConfigurationId,
    [VIEW_PARAM]: SUMMARY_VIEW,
  })}`;
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
