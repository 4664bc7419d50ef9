import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '../lib/compareLink.js';
import './compareSelection.css';

/** The configurations picked in a list for the compare screen, in the order they were picked. */
export interface CompareSelection {
  ids: readonly string[];
  has(id: string): boolean;
  /** Picks or drops one; a pick beyond the most that can be compared is ignored. */
  toggle(id: string): void;
  clear(): void;
}

export function useCompareSelection(): CompareSelection {
  const [ids, setIds] = useState<readonly string[]>([]);
  return {
    ids,
    has: (id) => ids.includes(id),
    toggle: (id) =>
      setIds((picked) =>
        picked.includes(id)
          ? picked.filter((one) => one !== id)
          : picked.length < MAX_COMPARED
            ? [...picked, id]
            : picked,
      ),
    clear: () => setIds([]),
  };
}

/** One row's checkbox: pick it for the comparison. Disabled once enough others are picked. */
export function CompareCheckbox({
  selection,
  id,
  name,
}: {
  selection: CompareSelection;
  id: string;
  /** What the row is, for the checkbox's accessible name. */
  name: string;
}) {
  const { t } = useTranslation();
  const checked = selection.has(id);
  const full = !checked && selection.ids.length >= MAX_COMPARED;
  return (
    <label className="compare-pick" title={full ? t('compare.selection.full', { count: MAX_COMPARED }) : ''}>
      <input
        type="checkbox"
        checked={checked}
        disabled={full}
        aria-label={t('compare.selection.pickNamed', { name })}
        onChange={() => selection.toggle(id)}
      />
      <span aria-hidden="true">{t('compare.selection.pick')}</span>
    </label>
  );
}

/**
 * What is picked and the way to the compare screen: a link once two or three are picked, a hint
 * before. Sticks to the bottom of the screen while the list scrolls.
 */
export function CompareBar({ selection }: { selection: CompareSelection }) {
  const { t } = useTranslation();
  const search = useSearch();
  const count = selection.ids.length;
  const ready = count >= MIN_COMPARED;
  return (
    <section className="compare-bar" aria-label={t('compare.selection.region')}>
      <p className="compare-bar-status" aria-live="polite">
        {count === 0
          ? t('compare.selection.hint', { min: MIN_COMPARED, max: MAX_COMPARED })
          : t('compare.selection.picked', { count, max: MAX_COMPARED })}
      </p>
      <div className="compare-bar-actions">
        {count > 0 ? (
          <button type="button" className="compare-bar-clear" onClick={selection.clear}>
            {t('compare.selection.clear')}
          </button>
        ) : null}
        {ready ? (
          <Link className="button primary compare-bar-go" href={compareHref(selection.ids, search)}>
            {t('compare.selection.compare')}
          </Link>
        ) : (
          <button type="button" className="button primary compare-bar-go" disabled>
            {t('compare.selection.compare')}
          </button>
        )}
      </div>
    </section>
  );
}
