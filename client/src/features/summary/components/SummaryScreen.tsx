import { keyFiguresOf } from '@configurator/domain/presentation/keyFigures';
import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import { priceText } from '../../../lib/priceText.js';
import { $layoutKind } from '../../../lib/viewport.js';
import {
  $appliedParts,
  $appliedSetup,
  $culture,
  $currentVariation,
  $dealerInquirySent,
  $images,
  $price,
  $testRideData,
  $vehicle,
  requestContext,
} from '../../../stores/configurationStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { DealerInquirySummary } from './DealerInquirySummary.js';
import { MobileSummaryBar, TestRide } from './MobileSummaryBar.js';
import { OutputButtonRow, OutputNoticeText, SaveButton } from './OutputButtons.js';
import { SendToDealer } from './SendToDealer.js';
import { KeyFigures, SetupSummary, SummaryPartList } from './SummaryParts.js';
import './summary.css';

/**
 * The summary of the configuration: pictures, key figures, parts, setup, totals and the outputs. Once
 * an enquiry went to a dealer, the 3D-style summary shows instead.
 */
export function SummaryScreen({ modelId }: { modelId: string }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const overview = useQuery(vehicleOverviewQuery(modelId, requestContext())).data;
  if ($dealerInquirySent.value) return <DealerInquirySummary />;

  const culture = $culture.value;
  // Until the overview says whether the model shows prices, none show.
  const showPrices = overview
    ? shouldShowPrices(overview.Vehicle.ShowPricesInConfigurator, settings.AllowPrices)
    : false;
  const name = overview?.Vehicle.Name ?? $vehicle.value?.Name ?? modelId;
  const setup = overview?.Setups.find((candidate) => candidate.SetupId === $appliedSetup.value) ?? null;
  const inSetup = new Set(setup?.Parts ?? []);
  // What is applied: a setup part the visitor replaced or removed is no longer the setup's.
  const setupParts = $appliedParts.value.filter((part) => inSetup.has(part.PartId));
  const applied = $appliedParts.value.filter((part) => !inSetup.has(part.PartId));
  const variation = overview?.Variations.find((candidate) => candidate.Code === $currentVariation.value);
  const racing = $appliedParts.value.some((part) => part.Racing);
  const testRide = $testRideData.value ?? overview?.TestRideData ?? null;
  const price = $price.value;
  const phone = $layoutKind.value === 'phone';

  return (
    <section className="summary-screen" aria-labelledby="summary-heading">
      <div className="summary-toolbar">
        <button
          type="button"
          className="link-button summary-back"
          onClick={() => {
            $showConfigurationSummary.value = false;
          }}
        >
          ← {t('summary.back')}
        </button>
        {phone ? null : (
          <div className="summary-top-actions">
            <OutputButtonRow />
          </div>
        )}
      </div>
      <h1 id="summary-heading">{t('summary.heading')}</h1>
      <div className="summary-overview">
        {$images.value.length > 0 ? (
          <ul className="summary-images">
            {$images.value.map((image) => (
              <li key={image.Perspective}>
                <img
                  src={image.Url}
                  alt={t('configuration.imageAlt', { name, perspective: image.Perspective })}
                  width={480}
                  height={270}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {/* Beside the pictures (under them on a phone): what it is, what it costs, what to do next. */}
        <div className="summary-facts">
          <h2 className="summary-model">{name}</h2>
          {overview ? <KeyFigures figures={keyFiguresOf(overview)} /> : null}
          {showPrices && price ? (
            <section className="summary-total" aria-label={t('price.total')}>
              <p className="total-price">
                <span>{t('price.total')}: </span>
                <strong>{priceText(price, culture, t('price.notAvailable'))}</strong>
              </p>
              {variation?.PriceNote ? <p className="note price-note">{variation.PriceNote}</p> : null}
              {variation?.MontageNote ? <p className="note montage-note">{variation.MontageNote}</p> : null}
            </section>
          ) : null}
          <div className="summary-actions">
            <SendToDealer showOfferButton={overview?.Vehicle.ShowOfferButton ?? false} />
            <SaveButton />
            <Link
              href={`/configuration/${encodeURIComponent(modelId)}/finish${carriedSearch(search)}`}
              className="button summary-finish"
            >
              {t('summary.finish')}
            </Link>
          </div>
          <OutputNoticeText />
        </div>
      </div>

      <section className="summary-applied" aria-label={t('summary.appliedParts')}>
        <h3>{t('summary.appliedParts')}</h3>
        <SummaryPartList
          parts={applied}
          culture={culture}
          showPrices={showPrices}
          label={t('summary.appliedParts')}
          emptyText={t('summary.noParts')}
        />
      </section>
      <SetupSummary setup={setup} setupParts={setupParts} culture={culture} showPrices={showPrices} />
      {racing ? (
        <p className="racing-notice" role="note">
          {t('summary.racingNotice')}
        </p>
      ) : null}
      <section className="mobility-service" aria-label={t('summary.mobility.title')}>
        <h3>{t('summary.mobility.title')}</h3>
        <p>
          {t('summary.mobility.text')} <strong>{t('summary.mobility.free')}</strong>
        </p>
      </section>
      {testRide ? <TestRide testRide={testRide} /> : null}
      {phone ? <MobileSummaryBar testRideUrl={testRide?.Data.Url ?? null} /> : null}
    </section>
  );
}
