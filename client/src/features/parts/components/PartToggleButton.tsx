import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $appliedParts } from '../../../stores/configurationStore.js';
import type { RuleStep } from '../lib/ruleChain.js';
import { $partChangeBusy, togglePart } from '../stores/partChangeFlow.js';

interface PartToggleButtonProps {
  partId: number;
  partName: string;
  className?: string;
  /** Why no configuration can hold the part (the catalog's Unavailable): no add button then. */
  unavailable?: readonly RuleStep[] | null;
}

/**
 * Add or remove, by whether the part is applied; the change runs through the rules protocol. While
 * a change is under way the button is aria-disabled rather than disabled: it keeps the keyboard's
 * focus, which a disabled button loses (and the question's dialog could not give back).
 */
export function PartToggleButton({
  partId,
  partName,
  className = 'button',
  unavailable = null,
}: PartToggleButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const applied = $appliedParts.value.some((part) => part.PartId === partId);
  const busy = $partChangeBusy.value;
  // A part no configuration can hold is shown, marked, instead of offered (one applied before the
  // catalog changed can still be removed).
  if (unavailable && !applied) {
    return <span className={`${className} part-unavailable`}>{t('parts.unavailable')}</span>;
  }
  return (
    <button
      type="button"
      className={`${className}${applied ? ' applied' : ' primary'}`}
      aria-disabled={busy || undefined}
      aria-label={t(applied ? 'parts.removeNamed' : 'parts.addNamed', { name: partName })}
      onClick={() => {
        if (!busy) void togglePart(partId, t);
      }}
    >
      {t(applied ? 'parts.remove' : 'parts.add')}
    </button>
  );
}
