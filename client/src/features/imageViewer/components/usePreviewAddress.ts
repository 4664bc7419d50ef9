import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { useLocation } from 'wouter';
import { withParams } from '../../../lib/carriedSearch.js';
import { loadConfiguration } from '../../../lib/configurationCalls.js';
import { localeFromQuery } from '../../../lib/localeDetection.js';
import { $configuration, $culture, $perspective } from '../../../stores/configurationStore.js';
import { applyLocale } from '../../../stores/shellStore.js';
import { CONFIGURATION_ID_PARAM } from '../../../stores/useConfigurationForModel.js';

/** `perspective` in the address of /preview: the perspective it shows. */
export const PERSPECTIVE_PARAM = 'perspective';
/** The mark of a history entry of /preview that was opened from a page of the app. */
const FROM_APP = 'previewFromApp';

type Navigate = ReturnType<typeof useLocation>[1];

function entryState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

/** Whether the page before this /preview is a page of the app (kept by the entry across a reload). */
export function isPreviewFromApp(): boolean {
  return entryState()?.[FROM_APP] === true;
}

/**
 * The configuration /preview shows, kept in its address. Opened from a page of the app, the address
 * takes the configuration, perspective and culture in memory, and the history entry a mark: Escape
 * goes back there, even after a reload. Opened afresh (a reload, a link), the address's culture and
 * perspective apply and the configuration it names loads. Answers whether that load is under way or
 * failed.
 */
export function usePreviewAddress(search: string, navigate: Navigate): 'loading' | 'failed' | 'ready' {
  useSignals();
  const params = new URLSearchParams(search);
  const wanted = params.get(CONFIGURATION_ID_PARAM);
  const open = $configuration.value?.ConfigurationId ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  const requested = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address of the arrival counts
  useEffect(() => {
    const configuration = $configuration.peek();
    if (configuration && !isPreviewFromApp()) {
      const changes: Record<string, string> = {};
      if (!wanted) changes[CONFIGURATION_ID_PARAM] = configuration.ConfigurationId;
      if (!params.has(PERSPECTIVE_PARAM)) changes[PERSPECTIVE_PARAM] = String($perspective.peek());
      if (!params.has('culture') && $culture.peek()) changes.culture = $culture.peek();
      navigate(`/preview${withParams(search, changes)}${window.location.hash}`, {
        replace: true,
        state: { ...entryState(), [FROM_APP]: true },
      });
      return;
    }
    const locale = localeFromQuery(params);
    if (locale) applyLocale(locale);
    const perspective = Number(params.get(PERSPECTIVE_PARAM) ?? Number.NaN);
    if (Number.isInteger(perspective) && perspective >= 0) $perspective.value = perspective;
  }, []);

  useEffect(() => {
    if (!wanted || wanted === open || requested.current === wanted) return;
    requested.current = wanted;
    loadConfiguration(wanted).catch((error: unknown) => {
      // Gone (deleted) or unreadable: the preview says that it has no image.
      console.warn('stored configuration could not be loaded', wanted, error);
      setFailed(wanted);
    });
  }, [wanted, open]);

  if (wanted === null || wanted === open) return 'ready';
  return failed === wanted ? 'failed' : 'loading';
}
