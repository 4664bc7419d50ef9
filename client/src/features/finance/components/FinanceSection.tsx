import { financeEntryFor, roundMonthlyPayment } from '@configurator/domain/presentation/finance';
import { formatPrice, shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { FINANCE_DEPOSIT, FINANCE_POLL_INTERVAL_MS } from '@configurator/domain/screen/shellConstants';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import {
  $culture,
  $currentVariation,
  $heroImageUrl,
  $images,
  $perspective,
  $price,
  requestContext,
} from '../../../stores/configurationStore.js';
import { $consent } from '../../../stores/consentStore.js';
// The screen's flag: the vehicle description scrolls beyond 5 lines (170 px) instead of 7 (238 px).
import { $financeShown } from '../../../stores/viewsStore.js';
import { HeroImage } from '../../../ui/HeroImage.js';
import { loadFinanceSimulator } from '../api/financeSimulator.js';
import { $monthlyPayment } from '../stores/financeStore.js';
import '../finance.css';

const FINANCE_CONTAINER_ID = 'finance-simulator';

interface FinanceSectionProps {
  modelId: string;
}

/** de-AT -> language de, country AT, as the simulator expects them. */
function cultureParts(culture: string): { language: string; country: string } {
  const [language = 'de', country = 'AT'] = culture.split(/[-_]/);
  return { language: language.toLowerCase(), country: country.toUpperCase() };
}

/**
 * The finance section: shown only when the overview's finance data has an available entry for the
 * variation being configured. It loads the simulator from FinanceServiceUrl into its own area and
 * reads the simulator's monthly payment every 200 ms, so changes made in the simulator show at once.
 */
export function FinanceSection({ modelId }: FinanceSectionProps) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext())).data;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const entry = financeEntryFor(overview?.Finance?.FinanceData ?? [], $currentVariation.value);
  const serviceUrl = overview?.Finance?.FinanceConfiguration.FinanceServiceUrl ?? '';
  const price = $price.value;
  const showPrices = shouldShowPrices(overview?.Vehicle.ShowPricesInConfigurator, settings.AllowPrices);
  const shown = Boolean(entry && serviceUrl && price && showPrices);
  const culture = $culture.value;
  const { language, country } = cultureParts(culture);
  // The vehicle as configured (parts and colour), in the perspective the viewer shows; the model's
  // hero picture only until the configuration has pictures.
  const images = $images.value;
  const configured = images.find((image) => image.Perspective === $perspective.value) ?? images[0];
  const heroUrl = configured?.Url ?? $heroImageUrl.value ?? overview?.Vehicle.Hero.ImageUrl ?? '';
  const modelName = overview?.Vehicle.Name ?? '';
  const cookie = $consent.value?.C0004 === true ? 1 : 0;
  const assetId = entry?.Key ?? '';
  const assetPrice = price?.Value ?? 0;

  useEffect(() => {
    $financeShown.value = shown;
    return () => {
      $financeShown.value = false;
    };
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    $monthlyPayment.value = null;
    loadFinanceSimulator(serviceUrl)
      .then((simulator) => {
        if (cancelled) return;
        simulator.init({
          assetId,
          assetPrice,
          country,
          language,
          assetImage: heroUrl ? new URL(heroUrl, window.location.href).href : '',
          model: modelName,
          containerId: FINANCE_CONTAINER_ID,
          cookie,
          deposit: FINANCE_DEPOSIT,
        });
        const poll = () => {
          $monthlyPayment.value = roundMonthlyPayment(simulator.monthlyPayment(FINANCE_CONTAINER_ID));
        };
        poll();
        timer = setInterval(poll, FINANCE_POLL_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        console.warn('finance simulator', error);
        if (!cancelled) setFailedUrl(serviceUrl);
      });
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [shown, serviceUrl, assetId, assetPrice, country, language, heroUrl, modelName, cookie]);

  if (!shown || !price) return null;
  const monthly = $monthlyPayment.value;
  // Without the simulator there is no payment to wait for: say so instead.
  const failed = failedUrl === serviceUrl;
  return (
    <section className="finance-section" aria-label={t('finance.heading')}>
      <h2>{t('finance.heading')}</h2>
      {failed ? (
        <p className="finance-error" role="alert">
          {t('finance.unavailable')}
        </p>
      ) : (
        <p className="finance-monthly">
          {monthly === null
            ? t('finance.calculating')
            : t('finance.monthly', {
                price: formatPrice({ value: monthly, currencySymbol: price.CurrencySymbol }, culture),
              })}
        </p>
      )}
      <a
        className="finance-simulator-link"
        href={`#${FINANCE_CONTAINER_ID}`}
        onClick={(event) => {
          // The address hash selects parts on this screen; the link only scrolls.
          event.preventDefault();
          document.getElementById(FINANCE_CONTAINER_ID)?.scrollIntoView({ behavior: 'smooth' });
        }}
      >
        {t('finance.simulatorLink')}
      </a>
      <HeroImage url={heroUrl} alt={t('finance.heroAlt', { name: modelName })} />
      <section
        id={FINANCE_CONTAINER_ID}
        className="finance-simulator-area"
        aria-label={t('finance.simulator')}
      />
    </section>
  );
}
