import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { $culture, $vehicle } from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { CloseAction, DialogFrame } from '../../../ui/DialogFrame.js';

/** The dialog data of the host: the setup's name and part ids, checked. */
export function setupPartsOf(
  data: Record<string, unknown> | undefined,
): { name: string; parts: number[] } | null {
  const parts = data?.parts;
  if (typeof data?.name !== 'string' || !Array.isArray(parts)) return null;
  return { name: data.name, parts: parts.filter((id): id is number => typeof id === 'number') };
}

/** The parts a setup brings, with their prices, before the user customises with it. */
export function SetupPartsDialog({ title, name, parts }: { title: string; name: string; parts: number[] }) {
  useSignals();
  const { t } = useTranslation();
  const available = $vehicle.value?.AvailableParts ?? [];
  return (
    <DialogFrame title={title} onDismiss={closeDialog} actions={<CloseAction onClose={closeDialog} />}>
      <ul className="conflict-parts" aria-label={name}>
        {parts.map((id) => {
          const part = available.find((candidate) => candidate.PartId === id);
          return (
            <li key={id} className="conflict-part">
              <img src={part?.Images.Main ?? ''} alt="" width={64} height={48} loading="lazy" />
              <span className="conflict-part-name">
                {part?.Name ?? t('partConflicts.unknownPart', { id })}
              </span>
              {$showPrices.value && part ? (
                <span className="conflict-part-price">
                  {priceText(part.Price, $culture.value, t('price.notAvailable'))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </DialogFrame>
  );
}
