import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../lib/sanitizeHtml.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import { $appliedSetup, $selectedSetup } from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { selectSetup } from '../api/selectSetup.js';
import { $partChangeBusy, applySetup } from '../stores/partChangeFlow.js';
import { $categoriesOpen } from '../stores/partsStore.js';

type Setup = VehicleOverview['Setups'][number];

/** The model's setups: choose one, then customise now adds its parts (asking what the rules ask). */
export function SetupList({ setups }: { setups: readonly Setup[] }) {
  useSignals();
  const { t } = useTranslation();
  const appliedSetup = $appliedSetup.value;
  const seenSetup = useRef(appliedSetup);
  // A setup just applied ('Customise now', after any questions of the rules): the visitor sees the
  // changed vehicle at the top and the categories open, to go on with its parts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the applied setup (a signal's value) changes
  useEffect(() => {
    if (appliedSetup === seenSetup.current) return;
    seenSetup.current = appliedSetup;
    if (appliedSetup === null) return;
    $categoriesOpen.value = true;
    document.scrollingElement?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [appliedSetup]);
  // Older catalogs answer without setups.
  if (!setups?.length) return null;
  const busy = $partChangeBusy.value;
  return (
    <section className="setup-list" aria-label={t('setups.heading')}>
      <h2>{t('setups.heading')}</h2>
      <ul>
        {setups.map((setup) => {
          const chosen = $selectedSetup.value === setup.SetupId;
          const applied = appliedSetup === setup.SetupId;
          const firstPart = setup.Parts[0];
          return (
            <li key={setup.SetupId} className={`setup${chosen ? ' chosen' : ''}`}>
              <img src={setup.ImageUrl} alt="" width={240} height={135} loading="lazy" />
              <h3>{setup.Name}</h3>
              <div
                className="setup-description"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: catalog HTML, sanitised
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(setup.Description) }}
              />
              <button
                type="button"
                className="text-link"
                onClick={() =>
                  openDialog({ kind: 'setupParts', data: { name: setup.Name, parts: setup.Parts } })
                }
              >
                {t('setups.showParts', { count: setup.Parts.length })}
              </button>
              <div className="setup-actions">
                {chosen ? (
                  <>
                    <span className="setup-chosen" role="status">
                      {t(applied ? 'setups.applied' : 'setups.chosen')}
                    </span>
                    <button
                      type="button"
                      className="button primary"
                      disabled={busy || firstPart === undefined}
                      onClick={() => firstPart !== undefined && void applySetup(setup.SetupId, firstPart, t)}
                    >
                      {t('setups.customiseNow')}
                    </button>
                  </>
                ) : (
                  <button type="button" className="button" onClick={() => void selectSetup(setup.SetupId)}>
                    {t('setups.choose')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
