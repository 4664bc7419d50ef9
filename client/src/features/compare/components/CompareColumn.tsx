import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import type { ComparedConfiguration, ComparedPart } from '../api/compareCalls.js';
import { signedPriceText } from './priceDifference.js';

function PartList({
  parts,
  culture,
  showPrices,
  emptyText,
  className,
  label,
}: {
  parts: readonly ComparedPart[];
  culture: string;
  showPrices: boolean;
  emptyText: string;
  className: string;
  label: string;
}) {
  const { t } = useTranslation();
  if (parts.length === 0) return <p className={`compare-empty ${className}`}>{emptyText}</p>;
  return (
    <ul className={`compare-part-list ${className}`} aria-label={label}>
      {parts.map((part) => (
        <li key={part.PartId}>
          <span className="compare-part-name">{part.Name}</span>
          {showPrices && part.Price ? (
            <span className="compare-part-price">
              {priceText(part.Price, culture, t('price.notAvailable'))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One configuration of the comparison. Every column has the same rows in the same order (the grid
 * lines them up side by side): role, picture, name, facts, differences, parts, action.
 */
export function CompareColumn({
  entry,
  index,
  culture,
  allowPrices,
}: {
  entry: ComparedConfiguration;
  index: number;
  culture: string;
  allowPrices: boolean;
}) {
  const { t } = useTranslation();
  const search = useSearch();
  const differences = entry.Differences;
  const showPrices = allowPrices && entry.TotalPrice !== null;
  const titleId = `compare-title-${index}`;
  const difference = differences?.PriceDifference ?? null;
  const signed = difference ? signedPriceText(difference, culture) : null;
  const direction = !difference || difference.Value === 0 ? 'same' : difference.Value > 0 ? 'more' : 'less';
  return (
    <article className={`compare-column${differences ? '' : ' is-reference'}`} aria-labelledby={titleId}>
      <p className="compare-role">
        {differences ? t('compare.compared', { number: index + 1 }) : t('compare.reference')}
      </p>
      <div className="compare-picture">
        {entry.ImageUrl ? (
          <img
            src={entry.ImageUrl}
            alt={t('compare.pictureAlt', { name: entry.ModelName, colour: entry.Variation.ColorName })}
            width={480}
            height={270}
          />
        ) : null}
      </div>
      <h2 id={titleId} className="compare-model">
        {entry.ModelName}
      </h2>
      <dl className="compare-facts">
        <div className={differences && !differences.SameVariation ? 'is-different' : undefined}>
          <dt>{t('compare.colour')}</dt>
          <dd className="compare-colour">{entry.Variation.ColorName}</dd>
        </div>
        <div className={differences && !differences.SameSetup ? 'is-different' : undefined}>
          <dt>{t('compare.setup')}</dt>
          <dd className="compare-setup">{entry.Setup?.Name ?? t('compare.noSetup')}</dd>
        </div>
        {showPrices && entry.TotalPrice ? (
          <div className="compare-total">
            <dt>{t('compare.totalPrice')}</dt>
            <dd>
              <strong>{priceText(entry.TotalPrice, culture, t('price.notAvailable'))}</strong>
            </dd>
          </div>
        ) : null}
        {showPrices && difference ? (
          <div className={`compare-difference is-${direction}`}>
            <dt>{t('compare.priceDifference')}</dt>
            <dd>
              <strong>{signed ?? t('compare.samePrice')}</strong>
            </dd>
          </div>
        ) : null}
      </dl>
      {differences ? (
        <section className="compare-changes" aria-label={t('compare.changes')}>
          <h3>{t('compare.added', { count: differences.Added.length })}</h3>
          <PartList
            parts={differences.Added}
            culture={culture}
            showPrices={showPrices}
            emptyText={t('compare.noneAdded')}
            className="compare-added"
            label={t('compare.added', { count: differences.Added.length })}
          />
          <h3>{t('compare.removed', { count: differences.Removed.length })}</h3>
          <PartList
            parts={differences.Removed}
            culture={culture}
            showPrices={showPrices}
            emptyText={t('compare.noneRemoved')}
            className="compare-removed"
            label={t('compare.removed', { count: differences.Removed.length })}
          />
        </section>
      ) : (
        <section className="compare-changes">
          <p className="compare-reference-note">{t('compare.referenceNote')}</p>
        </section>
      )}
      <section className="compare-parts">
        <h3>{t('compare.parts', { count: entry.Parts.length })}</h3>
        <PartList
          parts={entry.Parts}
          culture={culture}
          showPrices={showPrices}
          emptyText={t('compare.noParts')}
          className="compare-all-parts"
          label={t('compare.parts', { count: entry.Parts.length })}
        />
      </section>
      <div className="compare-open">
        {/* The main wrapper opens a configuration named in the query. */}
        <Link
          className="button"
          href={`~/main${withParams(carriedSearch(search, ['ids', 'configurationId']), { configurationId: entry.ConfigurationId })}`}
        >
          {t('compare.open')}
        </Link>
      </div>
    </article>
  );
}
