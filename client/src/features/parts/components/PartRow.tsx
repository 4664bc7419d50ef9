import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueuedImage } from '../../../lib/imageQueue.js';
import { priceText } from '../../../lib/priceText.js';
import { $culture } from '../../../stores/configurationStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import type { Part } from '../api/partsByCategory.js';
import { openPartDetail } from '../stores/partDetailStore.js';
import { $scrollToPartId, $selectedPartId } from '../stores/partsStore.js';
import { PartMarkers } from './PartMarkers.js';
import { PartToggleButton } from './PartToggleButton.js';

/** The part's picture, loading through the picture queue (a grey box until its turn). */
function QueuedPartImage({ src }: { src: string }) {
  const queued = useQueuedImage(src);
  return queued.src ? (
    <img
      className="part-image"
      src={queued.src}
      alt=""
      width={72}
      height={54}
      onLoad={queued.done}
      onError={queued.done}
    />
  ) : (
    <span className="part-image part-image-waiting" aria-hidden="true" />
  );
}

/**
 * One part of a category: picture, name (opens the detail), price, markers and add/remove; the 3D
 * screen's cards add the part's reference ('Ref. 61305984000').
 */
export function PartRow({ part, showReference = false }: { part: Part; showReference?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const row = useRef<HTMLLIElement>(null);
  const selected = $selectedPartId.value === part.PartId;
  const scrollHere = $scrollToPartId.value === part.PartId;

  useEffect(() => {
    if (!scrollHere) return;
    row.current?.scrollIntoView?.({ block: 'center' });
    $scrollToPartId.value = null;
  }, [scrollHere]);

  const open = () => {
    // The detail takes the list's place (on a phone, in the same sheet); closing it shows the list again.
    $selectedPartId.value = part.PartId;
    openPartDetail(part.PartId);
  };

  return (
    <li
      ref={row}
      id={`part-${part.PartId}`}
      className={`part-row${selected ? ' selected' : ''}`}
      aria-current={selected ? 'true' : undefined}
      data-part-id={part.PartId}
    >
      <QueuedPartImage src={part.Images.Main} />
      <div className="part-text">
        <button type="button" className="part-name" onClick={open}>
          {part.Name}
        </button>
        {showReference ? (
          <span className="part-reference">{t('summary.reference', { code: part.Code })}</span>
        ) : null}
        <span className="part-meta">
          {$showPrices.value ? (
            <span className="part-price">
              {priceText(part.Price, $culture.value, t('price.notAvailable'))}
            </span>
          ) : null}
          <PartMarkers part={part} />
        </span>
      </div>
      {/* A colour slot is changed with the vehicle's colours: the server refuses it as a part. */}
      {part.IsColorPart ? null : (
        <PartToggleButton
          partId={part.PartId}
          partName={part.Name}
          className="button part-toggle"
          unavailable={part.Unavailable}
        />
      )}
    </li>
  );
}
