import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import type { LoadedConfiguration } from '../../../lib/trpcClient.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { $culture } from '../../configuration/stores/configurationStore.js';
import { noticeOf } from '../../summary/api/outputActions.js';
import {
  configurationEventsQuery,
  forkConfiguration,
  replayedConfigurationQuery,
} from '../api/historyCalls.js';
import { partChanges, type ReplayStep, replaySteps } from '../replay.js';
import './dealerHistory.css';

interface StepViewProps {
  step: ReplayStep;
  previous: ReplayStep | undefined;
  loaded: LoadedConfiguration;
  showPrices: boolean;
}

/** Parts, colour and price of the configuration after the chosen event. */
function StepView({ step, previous, loaded, showPrices }: StepViewProps) {
  const { t } = useTranslation();
  const culture = $culture.value;
  const byId = new Map(loaded.Vehicle.AvailableParts.map((part) => [part.PartId, part]));
  const nameOf = (id: number) => byId.get(id)?.Name ?? t('dealerHistory.replay.unknownPart', { id });
  const variation = loaded.Vehicle.Variations.find((candidate) => candidate.Code === step.variationCode);
  const { added, removed } = partChanges(previous, step);
  return (
    <div className="replay-step" aria-live="polite">
      <dl className="replay-facts">
        <div>
          <dt>{t('dealerHistory.replay.colour')}</dt>
          <dd className="replay-colour">{variation?.ColorName ?? step.variationCode ?? '–'}</dd>
        </div>
        {showPrices && step.price !== null ? (
          <div>
            <dt>{t('price.total')}</dt>
            <dd className="replay-price">
              {priceText(
                { Value: step.price, CurrencySymbol: loaded.Configuration.TotalPrice.CurrencySymbol },
                culture,
                t('price.notAvailable'),
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {added.length + removed.length > 0 ? (
        <p className="replay-change">
          {added.map((id) => t('dealerHistory.replay.added', { name: nameOf(id) })).join(' ')}{' '}
          {removed.map((id) => t('dealerHistory.replay.removed', { name: nameOf(id) })).join(' ')}
        </p>
      ) : null}
      <h3>{t('dealerHistory.replay.parts', { count: step.partIds.length })}</h3>
      {step.partIds.length === 0 ? (
        <p className="replay-no-parts">{t('summary.noParts')}</p>
      ) : (
        <ul className="replay-parts">
          {step.partIds.map((id) => (
            <li key={id}>{nameOf(id)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A configuration's history, event by event: the timeline, the state at the chosen point and a fork
 * of that point into a new configuration, which then opens.
 */
export function HistoryReplayScreen({ configurationId }: { configurationId: string }) {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const [, navigate] = useLocation();
  const events = useQuery(configurationEventsQuery(configurationId));
  const loaded = useQuery(replayedConfigurationQuery(configurationId, $culture.value));
  const steps = useMemo(() => replaySteps(events.data ?? []), [events.data]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [forking, setForking] = useState(false);
  const [forkFailed, setForkFailed] = useState<string | null>(null);
  const back = (
    <Link href={`/history${carriedSearch(search)}`} className="link-button replay-back">
      ← {t('dealerHistory.replay.back')}
    </Link>
  );
  if (events.isError || loaded.isError) {
    return (
      <section className="history-replay">
        {back}
        <p role="alert">{t('errors.serverError')}</p>
      </section>
    );
  }
  if (!events.data || !loaded.data) return <Spinner label={t('common.loading')} />;

  const index = Math.min(chosen ?? steps.length - 1, steps.length - 1);
  const step = steps[index];
  const showPrices = settings.AllowPrices;
  const fork = async () => {
    if (!step) return;
    setForking(true);
    setForkFailed(null);
    try {
      const forked = await forkConfiguration(configurationId, step.version);
      // Opening goes through the main wrapper's configurationId flow, like the table's open.
      navigate(`~/main${withParams(carriedSearch(search), { configurationId: forked })}`);
    } catch (error) {
      console.warn('fork failed', error);
      setForkFailed(t(`summary.notices.${noticeOf(error)}`));
      setForking(false);
    }
  };
  return (
    <section className="history-replay" aria-labelledby="replay-heading">
      {back}
      <h1 id="replay-heading">{t('dealerHistory.replay.heading', { model: loaded.data.Vehicle.Name })}</h1>
      <ol className="replay-timeline" aria-label={t('dealerHistory.replay.timeline')}>
        {steps.map((entry, position) => (
          <li key={entry.version}>
            <button
              type="button"
              className={`timeline-event${position === index ? ' current' : ''}`}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => setChosen(position)}
            >
              <span className="timeline-type">{t(`dealerHistory.events.${entry.type}`, entry.type)}</span>
              <time dateTime={entry.at}>
                {new Date(entry.at).toLocaleString($culture.value || undefined)}
              </time>
            </button>
          </li>
        ))}
      </ol>
      <div className="replay-stepper">
        <button type="button" className="button" disabled={index <= 0} onClick={() => setChosen(index - 1)}>
          {t('dealerHistory.replay.previous')}
        </button>
        <span className="replay-position">
          {t('dealerHistory.replay.position', { index: index + 1, count: steps.length })}
        </span>
        <button
          type="button"
          className="button"
          disabled={index >= steps.length - 1}
          onClick={() => setChosen(index + 1)}
        >
          {t('dealerHistory.replay.next')}
        </button>
      </div>
      {step ? (
        <StepView step={step} previous={steps[index - 1]} loaded={loaded.data} showPrices={showPrices} />
      ) : (
        <p>{t('dealerHistory.replay.noEvents')}</p>
      )}
      {step && step.variationCode !== null ? (
        <button type="button" className="button primary replay-fork" disabled={forking} onClick={fork}>
          {t('dealerHistory.replay.fork')}
        </button>
      ) : null}
      {forkFailed ? <p role="alert">{forkFailed}</p> : null}
    </section>
  );
}
