import { hasEceMarker } from '@configurator/domain/presentation/eceMarker';
import type { KeyFigure } from '@configurator/domain/presentation/keyFigures';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import { NotVisualisedIcon } from '../../../ui/outputIcons.js';

type Part = VehicleOverview['Parts'][number];

/** The spec's limit: beyond 4 parts the list scrolls. */
const SCROLL_AFTER_PARTS = 4;

export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  const { t } = useTranslation();
  if (figures.length === 0) return null;
  return (
    <dl className="key-figures" aria-label={t('summary.keyFigures')}>
      {figures.map((figure) => (
        <div key={figure.key} className="key-figure">
          <dt>{figure.label}</dt>
          <dd>
            {figure.value} {figure.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface PartListProps {
  parts: readonly Part[];
  culture: string;
  showPrices: boolean;
  label: string;
  emptyText: string;
}

/** Name, reference, price, the not-visualised icon and the ECE marker of each part. */
export function SummaryPartList({ parts, culture, showPrices, label, emptyText }: PartListProps) {
  const { t } = useTranslation();
  if (parts.length === 0) return <p className="summary-no-parts">{emptyText}</p>;
  const scrolls = parts.length > SCROLL_AFTER_PARTS;
  return (
    <ul className={`summary-parts${scrolls ? ' summary-parts-scroll' : ''}`} aria-label={label}>
      {parts.map((part) => (
        <li key={part.PartId} className="summary-part">
          <span className="summary-part-name">{part.Name}</span>
          <span className="summary-part-reference">{t('summary.reference', { code: part.Code })}</span>
          {part.CanBeRendered ? null : (
            <span className="summary-part-hidden">
              <NotVisualisedIcon label={t('summary.notVisualised')} size={16} />
            </span>
          )}
          {hasEceMarker(part) ? (
            <span className="marker marker-ece" title={part.ApprovalInfo ?? undefined}>
              {t('summary.ece')}
            </span>
          ) : null}
          {part.Racing ? <span className="marker marker-racing">{t('summary.racing')}</span> : null}
          {showPrices ? (
            <span className="summary-part-price">
              {priceText(part.Price, culture, t('price.notAvailable'))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface SetupProps {
  setup: VehicleOverview['Setups'][number] | null;
  setupParts: readonly Part[];
  culture: string;
  showPrices: boolean;
}

/** The basic setup the configuration starts from, and the parts it brings. */
export function SetupSummary({ setup, setupParts, culture, showPrices }: SetupProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="summary-setup" aria-label={t('summary.basicSetup')}>
        <h3>{t('summary.basicSetup')}</h3>
        <p>{setup ? setup.Name : t('summary.standardSetup')}</p>
      </section>
      {setup ? (
        <section className="summary-setup-parts" aria-label={t('summary.setupParts')}>
          <h3>{t('summary.setupParts')}</h3>
          <SummaryPartList
            parts={setupParts}
            culture={culture}
            showPrices={showPrices}
            label={t('summary.setupParts')}
            emptyText={t('summary.noSetupParts')}
          />
        </section>
      ) : null}
    </>
  );
}
