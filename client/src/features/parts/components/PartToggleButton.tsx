import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $appliedParts } from '../../../stores/configurationStore.js';
import { $partChangeBusy, togglePart } from '../stores/partChangeFlow.js';

interface PartToggleButtonProps {
  partId: number;
  partName: string;
  className?: string;
}

/** Add or remove, by whether the part is applied; the change runs through the rules protocol. */
export function PartToggleButton({ partId, partName, className = 'button' }: PartToggleButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const applied = $appliedParts.value.some((part) => part.PartId === partId);
  return (
    <button
      type="button"
      className={`${className}${applied ? ' applied' : ' primary'}`}
      disabled={$partChangeBusy.value}
      aria-label={t(applied ? 'parts.removeNamed' : 'parts.addNamed', { name: partName })}
      onClick={() => void togglePart(partId, t)}
    >
      {t(applied ? 'parts.remove' : 'parts.add')}
    </button>
  );
}
