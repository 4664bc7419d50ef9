import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import type { LoadedConfiguration } from '../../../lib/trpcClient.js';
import { $culture } from '../../../stores/configurationStore.js';
import { noticeOf } from '../../../stores/summaryStore.js';
import { Spinner } from '../../../ui/Spinner.js';
import {
  configurationEventsQuery,
  forkConfiguration,
  replayedConfigurationQuery,
  replayedSetupsQuery,
} from '../api/historyCalls.js';
import { type ReplayStep, replaySteps, type StepChange, type StepCustomer } from '../replay.js';
import './dealerHistory.css';

interface StepViewProps {
  step: ReplayStep;
  loaded: LoadedConfiguration;
  setups: readonly { SetupId: string; Name: string }[];
  showPrices: boolean;
}

const shortId = (id: string) => id.slice(0, 8);

/** Whom an event names: the customer's name with the VIN, order number or e-mail that came with it. */
function CustomerText({ customer }: { customer: StepCustomer }) {
  const { t } = useTranslation();
  const extras = [
    customer.vin ? t('dealerHistory.replay.change.vin', { vin: customer.vin }) : null,
    customer.orderNumber
      ? t('dealerHistory.replay.change.orderNumber', { number: customer.orderNumber })
      : null,
    customer.email ?? null,
  ].filter((text): text is string => !!text);
  return (
    <>
      <strong className="replay-customer">{`${customer.firstname} ${customer.lastname}`.trim()}</strong>
      {extras.length > 0 ? <span className="replay-ref">{extras.join(' · ')}</span> : null}
    </>
  );
}

/** What the event did: each part with its reference, the colour or setup chosen, the customer, the origin. */
function StepChanges({ step, loaded, setups }: Omit<StepViewProps, 'showPrices'>) {
  const { t } = useTranslation();
  const search = useSearch();
  if (step.changes.length === 0) return null;
  const parts = new Map(loaded.Vehicle.AvailableParts.map((part) => [part.PartId, part]));
  const setupName = (id: string | null) =>
    id === null
      ? t('dealerHistory.replay.change.noSetup')
      : (setups.find((setup) => setup.SetupId === id)?.Name ?? id);
  const replayOf = (id: string) => `/history/${encodeURIComponent(id)}${carriedSearch(search)}`;
  const describe = (change: StepChange): { label: string; value: ReactNode } => {
    switch (change.kind) {
      case 'partAdded':
      case 'partRemoved': {
        const part = parts.get(change.partId);
        return {
          label: t(`dealerHistory.replay.change.${change.kind === 'partAdded' ? 'added' : 'removed'}`),
          value: (
            <>
              <strong className="replay-part-name">
                {part?.Name ?? t('dealerHistory.replay.unknownPart', { id: change.partId })}
              </strong>
              {part?.Code ? (
                <span className="replay-ref">{t('summary.reference', { code: part.Code })}</span>
              ) : null}
            </>
          ),
        };
      }
      case 'colour': {
        const variation = loaded.Vehicle.Variations.find((v) => v.Code === change.variationCode);
        return {
          label: t('dealerHistory.replay.change.colour'),
          value: (
            <>
              <strong>{variation?.ColorName ?? change.variationCode}</strong>
              {variation ? <span className="replay-ref">{change.variationCode}</span> : null}
            </>
          ),
        };
      }
      case 'setupSelected':
      case 'setupApplied':
        return {
          label: t(`dealerHistory.replay.change.${change.kind}`),
          value: <strong>{setupName(change.setupId)}</strong>,
        };
      case 'savedFor':
        return {
          label: t('dealerHistory.replay.change.savedFor'),
          value: <CustomerText customer={change.customer} />,
        };
      case 'savedAsNew':
        return {
          label: t('dealerHistory.replay.change.savedAsNew'),
          value: (
            <>
              <CustomerText customer={change.customer} />
              <Link href={replayOf(change.configurationId)} className="replay-ref">
                {t('dealerHistory.replay.change.newCopy', { id: shortId(change.configurationId) })}
              </Link>
            </>
          ),
        };
      case 'createdFrom':
        return {
          label: t('dealerHistory.replay.change.createdFrom'),
          value: (
            <Link href={replayOf(change.configurationId)} className="replay-origin">
              {change.afterVersion === null
                ? t('dealerHistory.replay.change.origin', { id: shortId(change.configurationId) })
                : t('dealerHistory.replay.change.originStep', {
                    id: shortId(change.configurationId),
                    step: change.afterVersion,
                  })}
            </Link>
          ),
        };
      case 'sentToDealer':
        return {
          label: t('dealerHistory.replay.change.sentToDealer', { dealer: change.dealerNo }),
          value: <CustomerText customer={change.customer} />,
        };
      case 'sentByEmail':
        return {
          label: t('dealerHistory.replay.change.sentByEmail'),
          value: <strong>{change.email}</strong>,
        };
      case 'exportedFor':
        return {
          label: t('dealerHistory.replay.change.exportedFor'),
          value: <CustomerText customer={change.customer} />,
        };
      default: {
        const unknown: never = change;
        return unknown;
      }
    }
  };
  return (
    <dl className="replay-change" aria-label={t('dealerHistory.replay.changes')}>
      {step.changes.map((change, index) => {
        const { label, value } = describe(change);
        return (
          // A step lists each change once; the position keeps repeated kinds apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list of a step never reorders
          <div key={index} className={`replay-change-${change.kind}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Parts, colour, setup and price of the configuration after the chosen event, and what the event did. */
function StepView({ step, loaded, setups, showPrices }: StepViewProps) {
  const { t } = useTranslation();
  const culture = $culture.value;
  const byId = new Map(loaded.Vehicle.AvailableParts.map((part) => [part.PartId, part]));
  const variation = loaded.Vehicle.Variations.find((candidate) => candidate.Code === step.variationCode);
  const setup = step.setupId === null ? null : setups.find((candidate) => candidate.SetupId === step.setupId);
  return (
    <div className="replay-step" aria-live="polite">
      <StepChanges step={step} loaded={loaded} setups={setups} />
      <dl className="replay-facts">
        <div>
          <dt>{t('dealerHistory.replay.colour')}</dt>
          <dd className="replay-colour">{variation?.ColorName ?? step.variationCode ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('dealerHistory.replay.setup')}</dt>
          <dd className="replay-setup">
            {step.setupId === null ? t('summary.standardSetup') : (setup?.Name ?? step.setupId)}
          </dd>
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
      <h3>{t('dealerHistory.replay.parts', { count: step.partIds.length })}</h3>
      {step.partIds.length === 0 ? (
        <p className="replay-no-parts">{t('summary.noParts')}</p>
      ) : (
        <ul className="replay-parts">
          {step.partIds.map((id) => (
            <li key={id}>{byId.get(id)?.Name ?? t('dealerHistory.replay.unknownPart', { id })}</li>
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
  // Setup names only add to the replay: without them it names the setup's id.
  const setups = useQuery(replayedSetupsQuery(loaded.data?.Vehicle.ModelId, $culture.value)).data ?? [];
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
        <StepView step={step} loaded={loaded.data} setups={setups} showPrices={showPrices} />
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
