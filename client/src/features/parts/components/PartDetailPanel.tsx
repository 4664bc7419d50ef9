import { hasEceMarker } from '@configurator/domain/presentation/eceMarker';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { sanitizeHtml } from '../../../lib/sanitizeHtml.js';
import {
  $appliedParts,
  $configuration,
  $culture,
  $vehicle,
  type ConfiguredVehicle,
} from '../../../stores/configurationStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { $showPartDetail } from '../../../stores/viewsStore.js';
import { NotVisualisedIcon } from '../../../ui/NotVisualisedIcon.js';
import { partStandingQuery } from '../api/partStanding.js';
import { type RuleStep, ruleChainText } from '../lib/ruleChain.js';
import { $detailPartId, closePartDetail, closePartDetailAfterBack } from '../stores/partDetailStore.js';
import { PartMarkers } from './PartMarkers.js';
import { PartToggleButton } from './PartToggleButton.js';
import { useCloseOnIdle } from './useCloseOnIdle.js';

type Part = ConfiguredVehicle['AvailableParts'][number];

interface Section {
  key: string;
  title: string;
  content: ReactNode;
}

function sectionsOf(part: Part, featuresTitle: string): Section[] {
  const sections: Section[] = [];
  if (part.Description.trim()) {
    sections.push({
      key: 'features',
      title: featuresTitle,
      content: (
        <div
          className="part-description"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(part.Description) }}
        />
      ),
    });
  }
  for (const attribute of part.Attributes) {
    sections.push({
      key: attribute.Key,
      title: attribute.Description || attribute.Key,
      content: (
        <ul>
          {attribute.Values.map((value) => (
            <li key={value.Key}>{value.Description || value.Key}</li>
          ))}
        </ul>
      ),
    });
  }
  return sections;
}

function Collapsible({ section, initiallyOpen }: { section: Section; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = `part-section-${section.key}`;
  return (
    <div className={`part-section${open ? ' open' : ''}`}>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {section.title}
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        {section.content}
      </div>
    </div>
  );
}

/**
 * The part in detail, in the panel beside the pictures (a sheet under them on phones): main image with thumbnails, name, reference, price,
 * add/remove and the attribute sections (Features first). It closes on a successful change, on the
 * browser's back button and when the user has been idle.
 */
export function PartDetailPanel({ scrollIntoView = true }: { scrollIntoView?: boolean }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const partId = $detailPartId.value;
  const part = $vehicle.value?.AvailableParts.find((candidate) => candidate.PartId === partId);
  const images = part ? [part.Images.Main, ...part.Images.Other] : [];
  const [shown, setShown] = useState(0);
  const panel = useRef<HTMLElement>(null);

  // Opened below the list or in the phone's sheet: the part comes into view at once. The 3D
  // screen's panel is in view already, over a stage that must not move.
  useEffect(() => {
    if (scrollIntoView) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView]);

  // The panel is drawn only while it is open: back navigation and idleness close it.
  useEffect(() => {
    const onBack = () => closePartDetailAfterBack();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);
  useCloseOnIdle($showPartDetail.value, closePartDetail);

  // Why it cannot go alone, or cannot join as things are: asked of the server for this part only.
  const configurationId = $configuration.value?.ConfigurationId ?? '';
  const applied = $appliedParts.value.map((candidate) => candidate.PartId);
  const standing = useQuery({
    ...partStandingQuery(configurationId, partId ?? 0, applied, $culture.value),
    enabled: configurationId !== '' && part !== undefined && !part.Unavailable,
  }).data;
  const chain = (steps: readonly RuleStep[]) =>
    ruleChainText(steps, $vehicle.value?.AvailableParts ?? [], t, i18n.language);

  if (!part) return null;
  const mainImage = images[shown] ?? part.Images.Main;
  return (
    <section ref={panel} className="part-detail" aria-label={part.Name}>
      <button type="button" className="text-link part-detail-close" onClick={closePartDetail}>
        {t('partDetail.backToParts')}
      </button>
      <div className="part-detail-images">
        <img className="part-detail-main" src={mainImage} alt={part.Name} width={800} height={600} />
        {images.length > 1 ? (
          <ul className="part-thumbnails" aria-label={t('partDetail.thumbnails')}>
            {images.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  aria-label={t('partDetail.showImage', { index: index + 1 })}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                >
                  <img src={url} alt="" width={96} height={72} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="part-detail-text">
        <h2>{part.Name}</h2>
        <p className="part-reference">{t('partDetail.reference', { code: part.Code })}</p>
        {$showPrices.value ? (
          <p className="part-detail-price">
            {priceText(part.Price, $culture.value, t('price.notAvailable'))}
          </p>
        ) : null}
        {part.Racing || hasEceMarker(part) ? (
          <p className="part-detail-markers">
            <PartMarkers part={part} notVisualised={false} />
          </p>
        ) : null}
        {part.CanBeRendered ? null : (
          <p className="note">
            <NotVisualisedIcon label={t('parts.notVisualised')} /> {t('parts.notVisualised')}
          </p>
        )}
        <PartToggleButton
          partId={part.PartId}
          partName={part.Name}
          className="button part-detail-toggle"
          unavailable={part.Unavailable}
        />
        {part.Unavailable ? (
          <p className="note part-unavailable-why">
            {t('parts.unavailableWhy')} {chain(part.Unavailable)}.
          </p>
        ) : null}
        {standing?.RequiredBy ? (
          <p className="note part-required-why">
            {t('parts.requiredByWhy')} {chain(standing.RequiredBy)}.
          </p>
        ) : null}
        {standing?.BlockedBy ? (
          <p className="note part-blocked-why">
            {t('parts.blockedByWhy')} {chain(standing.BlockedBy)}.
          </p>
        ) : null}
        <div className="part-sections">
          {sectionsOf(part, t('partDetail.features')).map((section, index) => (
            <Collapsible key={section.key} section={section} initiallyOpen={index === 0} />
          ))}
        </div>
      </div>
    </section>
  );
}
