import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { readPassedVehicle } from '../../../lib/passedVehicle.js';
import { priceText } from '../../../lib/priceText.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { showToast } from '../../toasts/stores/toastStore.js';
import { createConfiguration, vehicleOverviewQuery } from '../api/configurationCalls.js';
import {
  $appliedPartCount,
  $categories,
  $configuration,
  $culture,
  $heroImageUrl,
  $images,
  $price,
  $vehicle,
  categoriesOf,
  requestContext,
} from '../stores/configurationStore.js';

interface ConfigurationScreenProps {
  modelId: string;
}

/**
 * The configuration screen's frame: creates the configuration when none exists for the model, loads
 * the model's overview (parts, categories, hero) and shows model, price and images. The part
 * categories, setups and image viewer of the 2D mode build on this.
 */
export function ConfigurationScreen({ modelId }: ConfigurationScreenProps) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const [, navigate] = useLocation();
  const search = useSearch();
  const passed = readPassedVehicle(modelId);
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext()));
  const creating = useRef(false);
  const configuration = $configuration.value;
  const hasConfiguration = configuration?.ModelId === modelId;

  useEffect(() => {
    if (hasConfiguration || creating.current) return;
    creating.current = true;
    createConfiguration(modelId)
      .catch((error: unknown) => {
        // The error catalogue: logged 'no config', back to /main.
        console.warn('no config', error);
        navigate(`~/main${carriedSearch(search)}`, { replace: true });
      })
      .finally(() => {
        creating.current = false;
      });
  }, [hasConfiguration, modelId, navigate, search]);

  useEffect(() => {
    const data = overview.data;
    if (!data) return;
    batch(() => {
      $vehicle.value = {
        ModelId: data.Vehicle.ModelId,
        Name: data.Vehicle.Name,
        AvailableParts: data.Parts,
        Variations: data.Variations,
      };
      $categories.value = categoriesOf(data.Parts, $culture.value);
      $heroImageUrl.value = data.Vehicle.Hero.ImageUrl;
    });
  }, [overview.data]);

  useEffect(() => {
    if (overview.isError) showToast(t('errors.serverError'));
  }, [overview.isError, t]);

  const vehicle = overview.data?.Vehicle ?? passed;
  const price = $price.value;
  const showPrices = shouldShowPrices(vehicle?.ShowPricesInConfigurator, settings.AllowPrices);
  const name = vehicle?.Name ?? modelId;

  return (
    <div className="configuration-screen">
      <h1>{name}</h1>
      {vehicle?.RenderingEngine === 'Engine3D' ? (
        <p className="note">{t('configuration.opensIn2D')}</p>
      ) : null}
      {!hasConfiguration ? (
        <Spinner label={t('configuration.preparing')} />
      ) : (
        <>
          {showPrices && price ? (
            <p className="total-price">
              <span>{t('price.total')}: </span>
              <strong>{priceText(price, $culture.value, t('price.notAvailable'))}</strong>
            </p>
          ) : null}
          <p>{t('configuration.appliedParts', { count: $appliedPartCount.value })}</p>
          <section aria-label={t('configuration.images')}>
            <h2>{t('configuration.images')}</h2>
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
        </>
      )}
      <section aria-label={t('menu.categories')}>
        <h2>{t('menu.categories')}</h2>
        {$categories.value.length > 0 ? (
          <ul className="category-list">
            {$categories.value.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        ) : null}
        <p className="note">{t('configuration.comingSoon')}</p>
      </section>
    </div>
  );
}
