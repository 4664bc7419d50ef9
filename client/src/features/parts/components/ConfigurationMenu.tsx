import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import {
  $appliedPartCount,
  $appliedParts,
  $culture,
  $isDirty,
  exitConfiguration,
} from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { $showPartDetail } from '../../../stores/viewsStore.js';
import { $partChangeBusy } from '../stores/partChangeFlow.js';
import { $appliedPartsOpen, $categoriesOpen } from '../stores/partsStore.js';
import { ResetConfirmDialog } from './ResetConfirmDialog.js';
import './appliedParts.css';

/**
 * The screen's menu: the categories button, the applied-parts counter with its dropdown (each part
 * with its remove control, asking first, and the way to the configuration overview), reset and
 * leave, and what the screen adds to the bar (`children`: undo and redo). Leaving with unsaved
 * changes asks first (warn before exit).
 */
export function ConfigurationMenu({ children }: { children?: ReactNode }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [confirmReset, setConfirmReset] = useState(false);
  const applied = $appliedParts.value;
  const count = $appliedPartCount.value;

  const leave = () => {
    if ($isDirty.value) {
      openDialog({ kind: 'warnBeforeExit' });
      return;
    }
    exitConfiguration();
    navigate(`~/main${carriedSearch(search)}`);
  };

  return (
    <div className="configuration-menu">
      <div className="menu-bar">
        <button
          type="button"
          className={`button menu-categories${$categoriesOpen.value ? ' active' : ''}`}
          aria-expanded={$categoriesOpen.value}
          // It names the list only while the list is there (a part's detail takes its place).
          aria-controls={$categoriesOpen.value && !$showPartDetail.value ? 'category-list' : undefined}
          onClick={() => ($categoriesOpen.value = !$categoriesOpen.value)}
        >
          {t('menu.categories')}
        </button>
        <button
          type="button"
          className="button menu-applied"
          aria-expanded={$appliedPartsOpen.value}
          aria-controls="applied-parts"
          onClick={() => ($appliedPartsOpen.value = !$appliedPartsOpen.value)}
        >
          <span>{t('parts.yourParts')}</span>
          <span className="applied-counter" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{t('parts.appliedCount', { count })}</span>
        </button>
        <button type="button" className="button menu-reset" onClick={() => setConfirmReset(true)}>
          {t('parts.reset')}
        </button>
        <button type="button" className="button menu-leave" onClick={leave}>
          {t('parts.leave')}
        </button>
        {children}
      </div>
      {$appliedPartsOpen.value ? (
        <div id="applied-parts" className="applied-parts-dropdown">
          {applied.length === 0 ? (
            <p className="note">{t('parts.noParts')}</p>
          ) : (
            <ul aria-label={t('parts.yourParts')}>
              {applied.map((part) => (
                <li key={part.PartId} className="applied-part">
                  <span className="applied-part-name">{part.Name}</span>
                  {$showPrices.value ? (
                    <span className="applied-part-price">
                      {priceText(part.Price, $culture.value, t('price.notAvailable'))}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="icon-button applied-part-remove"
                    aria-label={t('parts.removeNamed', { name: part.Name })}
                    title={t('parts.removeNamed', { name: part.Name })}
                    disabled={$partChangeBusy.value}
                    onClick={() => openDialog({ kind: 'removePart', data: { partId: part.PartId } })}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path
                        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                      />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="link-button applied-parts-overview"
            onClick={() => openDialog({ kind: 'configurationSummary' })}
          >
            {t('parts.overview')}
          </button>
        </div>
      ) : null}
      {confirmReset ? <ResetConfirmDialog onClose={() => setConfirmReset(false)} /> : null}
    </div>
  );
}
