import { dealerOfferRefusal } from '@configurator/domain/offers/dealerOffer';
import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import { priceText } from '../../../lib/priceText.js';
import { $viewportWidth } from '../../../lib/viewport.js';
import { $appliedParts, $culture, $isXBow, $price, $vehicle } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { $openPanel, $userInactive } from '../../../stores/streamStore.js';
import { ChevronIcon, RemoveIcon } from '../../../ui/outputIcons.js';
import {
  accessoriesSubtotal,
  expandedOverviewHeight,
  OVERVIEW_HEADER_HEIGHT_PX,
} from '../stores/overview3dStore.js';
import './overview3d.css';

type Part = (typeof $appliedParts.value)[number];

const viewportHeight = () => (typeof window === 'undefined' ? 900 : window.innerHeight);

/** The window's height, kept current on resize (a phone's toolbar coming and going changes it). */
function useViewportHeight(): number {
  const [height, setHeight] = useState(viewportHeight);
  useEffect(() => {
    const update = () => setHeight(viewportHeight());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

/** A colour part's description, which the catalog writes as HTML, as plain text. */
export function plainTextOf(html: string): string {
  const text =
    typeof DOMParser === 'function'
      ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]*>/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

function AppliedPart({ part, showPrices }: { part: Part; showPrices: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="overview3d-part">
      <div className="overview3d-part-text">
        <span className="overview3d-part-name">{part.Name}</span>
        <span className="overview3d-part-reference">
          {t('overview3d.overview.reference', { code: part.Code })}
        </span>
      </div>
      {part.IsColorPart ? (
        <span className="overview3d-part-description">{plainTextOf(part.Description)}</span>
      ) : showPrices ? (
        <span className="overview3d-part-price">
          {priceText(part.Price, $culture.value, t('price.notAvailable'))}
        </span>
      ) : null}
      <button
        type="button"
        className="overview3d-remove"
        aria-label={t('overview3d.overview.removeNamed', { name: part.Name })}
        onClick={() => openDialog({ kind: 'removePart', data: { partId: part.PartId } })}
      >
        <RemoveIcon size={16} />
        <span>{t('overview3d.overview.remove')}</span>
      </button>
    </li>
  );
}

/**
 * The enquiry can go from the 3D screen for the X-Bow, or when the 3D dealer search is on (and
 * accounts are, as the server's rule needs a login).
 */
function useCompleteOffered(): boolean {
  const settings = useAppSettings();
  return (
    dealerOfferRefusal({
      renderingEngine: 'Engine3D',
      showOfferButton: true,
      isXBow: $isXBow.value,
      accountsEnabled: settings.CdcApplicationSettings.CdcEnabled,
      dealerSearch2DEnabled: settings.DealerSearch2DEnabled,
      dealerSearch3DEnabled: settings.DealerSearch3DEnabled,
    }) === null
  );
}

/** The sums under the list: the Powerparts (or Accessories) subtotal and the Total. */
function Sums({ parts }: { parts: readonly Part[] }) {
  const { t } = useTranslation();
  const price = $price.value;
  const currency = price?.CurrencySymbol ?? parts[0]?.Price.CurrencySymbol ?? '';
  const subtotal = { Value: accessoriesSubtotal(parts), CurrencySymbol: currency };
  const notAvailable = t('price.notAvailable');
  return (
    <dl className="overview3d-sums">
      <div className="overview3d-subtotal">
        <dt>{t('menu.parts3D')}</dt>
        <dd>{subtotal.Value === 0 ? '–' : priceText(subtotal, $culture.value, notAvailable)}</dd>
      </div>
      <div className="overview3d-sum-total">
        <dt>{t('overview3d.overview.total')}</dt>
        <dd>{price ? priceText(price, $culture.value, notAvailable) : notAvailable}</dd>
      </div>
    </dl>
  );
}

/**
 * The expandable overview at the foot of the stage: a 68 px bar with the total price; open (the
 * stream's 'overview' panel), the applied parts with their reference, price (a colour part's
 * description instead) and Remove, the sums and, where the enquiry can go, Complete configuration.
 */
export function Overview3D() {
  useSignals();
  const { t } = useTranslation();
  const height = useViewportHeight();
  const completeOffered = useCompleteOffered();
  useSignalEffect(() => {
    if ($userInactive.value && $openPanel.peek() === 'overview') $openPanel.value = null;
  });
  const open = $openPanel.value === 'overview';
  const showPrices = $showPrices.value;
  const parts = $appliedParts.value;
  const price = $price.value;
  const openHeight = open ? expandedOverviewHeight($viewportWidth.value, height) : null;
  const style = {
    '--overview3d-header-height': `${OVERVIEW_HEADER_HEIGHT_PX}px`,
    ...(openHeight === null ? {} : { height: `${openHeight}px` }),
  } as CSSProperties;
  const toggle = () => {
    $openPanel.value = open ? null : 'overview';
  };
  return (
    <section
      className={`overview3d${open ? ' overview3d-open' : ''}`}
      style={style}
      aria-label={t('overview3d.overview.title')}
    >
      <button
        type="button"
        className="overview3d-header"
        style={{ height: `${OVERVIEW_HEADER_HEIGHT_PX}px` }}
        aria-expanded={open}
        aria-controls="overview3d-body"
        title={open ? t('overview3d.overview.hide') : t('overview3d.overview.show')}
        onClick={toggle}
      >
        <span className="overview3d-title">{t('overview3d.overview.title')}</span>
        {showPrices && price ? (
          <span className="overview3d-header-total">
            <span className="visually-hidden">{t('overview3d.overview.total')}: </span>
            {priceText(price, $culture.value, t('price.notAvailable'))}
          </span>
        ) : null}
        <ChevronIcon open={open} />
      </button>
      {open ? (
        <div id="overview3d-body" className="overview3d-body">
          {parts.length === 0 ? (
            <p className="overview3d-empty">{t('overview3d.overview.noParts')}</p>
          ) : (
            <ul className="overview3d-parts" aria-label={t('overview3d.overview.parts')}>
              {parts.map((part) => (
                <AppliedPart key={part.PartId} part={part} showPrices={showPrices} />
              ))}
            </ul>
          )}
          {showPrices ? <Sums parts={parts} /> : null}
          {completeOffered ? (
            <button
              type="button"
              className="button primary overview3d-complete"
              aria-haspopup="dialog"
              onClick={() =>
                openDialog({
                  kind: 'sendConfigurationToDealer',
                  data: { modelName: $vehicle.value?.Name ?? '' },
                })
              }
            >
              {t('overview3d.overview.complete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
