import { type ReactNode, type UIEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleListItem } from '../../../lib/trpcClient.js';

interface ModelCarouselProps {
  segmentName: string;
  vehicles: VehicleListItem[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  renderSlide: (vehicle: VehicleListItem, index: number) => ReactNode;
}

/** Mobile: the previews side by side, swiped with the finger (scroll snapping), with dots to jump. */
export function ModelCarousel({
  segmentName,
  vehicles,
  selectedIndex,
  onSelect,
  renderSlide,
}: ModelCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const count = vehicles.length;

  // Brings the selected slide into view when it was chosen elsewhere (dots, another segment).
  useEffect(() => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const target = selectedIndex * element.clientWidth;
    if (Math.abs(element.scrollLeft - target) > 2) element.scrollTo({ left: target });
  }, [selectedIndex]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== selectedIndex && index >= 0 && index < count) onSelect(index);
  };

  return (
    <section
      className="model-carousel"
      aria-roledescription="carousel"
      aria-label={t('modelSelection.carousel', { segment: segmentName })}
    >
      <div className="carousel-track" ref={track} onScroll={onScroll}>
        {vehicles.map((vehicle, index) => (
          // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
          <div
            key={vehicle.ModelId}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('modelSelection.slide', { index: index + 1, count })}
          >
            {renderSlide(vehicle, index)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-dots">
          {vehicles.map((vehicle, index) => (
            <button
              key={vehicle.ModelId}
              type="button"
              className={index === selectedIndex ? 'dot active' : 'dot'}
              aria-label={t('modelSelection.showSlide', { index: index + 1 })}
              aria-current={index === selectedIndex ? 'true' : undefined}
              onClick={() => onSelect(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
