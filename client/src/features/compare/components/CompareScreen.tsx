import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { comparedIdsOf, MAX_COMPARED, MIN_COMPARED } from '../../../lib/compareLink.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { $culture } from '../../../stores/configurationStore.js';
import { Spinner } from '../../../ui/Spinner.js';
import { comparisonQuery } from '../api/compareCalls.js';
import { CompareColumn } from './CompareColumn.js';
import '../compare.css';

/** What is wrong with the ids of the address, before asking the server. */
function idsProblem(ids: readonly string[]): 'count' | 'twice' | null {
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) return 'count';
  return new Set(ids).size === ids.length ? null : 'twice';
}

/** The server's refusal in the visitor's words. */
function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = classifyApiError(error);
  const status = failure.kind === 'http' ? failure.status : 0;
  const text =
    status === 404
      ? t('compare.errors.notFound')
      : status === 410
        ? t('compare.errors.deleted')
        : status === 400
          ? t('compare.errors.cannotCompare')
          : t('errors.generic');
  return (
    <div className="compare-failure" role="alert">
      <p>{text}</p>
      {status === 400 && failure.kind === 'http' ? (
        <p className="compare-failure-detail">{failure.message}</p>
      ) : null}
    </div>
  );
}

/** The compare screen's address, to copy: the same configurations for whoever opens it. */
function CompareLink({ search }: { search: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/main/compare${search ? `?${search}` : ''}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      // Without clipboard access the link is still shown, to copy by hand.
      console.warn('clipboard refused', error);
    }
  };
  return (
    <div className="compare-link">
      <label>
        <span>{t('compare.linkLabel')}</span>
        <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button" onClick={() => void copy()}>
        {copied ? t('compare.copied') : t('compare.copyLink')}
      </button>
    </div>
  );
}

/**
 * /main/compare?ids=A,B[,C]: two or three configurations (ids or share codes) side by side, each
 * after the first with the parts it adds and removes and what it costs more or less.
 */
export function CompareScreen() {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const search = useSearch();
  const culture = $culture.value;
  const ids = comparedIdsOf(search);
  const problem = idsProblem(ids);
  const comparison = useQuery({ ...comparisonQuery(ids, culture), enabled: problem === null });
  const entries = comparison.data?.Configurations ?? [];

  return (
    <section className="compare-screen" aria-labelledby="compare-heading">
      <div className="compare-head">
        <div>
          <h1 id="compare-heading">{t('compare.heading')}</h1>
          <p className="compare-intro">{t('compare.intro')}</p>
        </div>
        {problem === null ? <CompareLink search={search} /> : null}
      </div>
      {problem === 'count' ? (
        <p className="compare-failure" role="alert">
          {t('compare.errors.count', { min: MIN_COMPARED, max: MAX_COMPARED })}
        </p>
      ) : null}
      {problem === 'twice' ? (
        <p className="compare-failure" role="alert">
          {t('compare.errors.twice')}
        </p>
      ) : null}
      {problem === null && comparison.isPending ? <Spinner label={t('common.loading')} /> : null}
      {comparison.isError ? <FailureText error={comparison.error} /> : null}
      {entries.length > 0 ? (
        <div className="compare-columns" style={{ '--compare-count': entries.length } as CSSProperties}>
          {entries.map((entry, index) => (
            <CompareColumn
              key={entry.ConfigurationId}
              entry={entry}
              index={index}
              culture={culture}
              allowPrices={settings.AllowPrices}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
