import { useSignals } from '@preact/signals-react/runtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { carriedSearch, withParams } from '../lib/carriedSearch.js';
import { createConfiguration, loadConfiguration, vehicleOverviewQuery } from '../lib/configurationCalls.js';
import { $configuration, $preselectedVariation, requestContext } from './configurationStore.js';
import { $mainPhase } from './shellStore.js';
import { $showConfigurationSummary } from './viewsStore.js';

/** The address names the open configuration, so that a reload or back/forward finds it again. */
export const CONFIGURATION_ID_PARAM = 'configurationId';
/** `view=summary` in the address: the summary is open. */
export const VIEW_PARAM = 'view';
export const SUMMARY_VIEW = 'summary';

type Navigate = ReturnType<typeof useLocation>[1];

/** The history entry's state with a mark: this entry was added for the summary. */
interface EntryState {
  summaryView?: boolean;
}

function entryState(): EntryState | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as EntryState) : null;
}

/** Changes query parameters of the current address, keeping its hash (a part) and entry state. */
function changeAddress(
  navigate: Navigate,
  [location, search]: readonly [string, string],
  changes: Record<string, string | null>,
  how: { push?: boolean; state?: EntryState | null } = {},
): void {
  navigate(`${location}${withParams(search, changes)}${window.location.hash}`, {
    replace: !how.push,
    state: how.state === undefined ? entryState() : how.state,
  });
}

/**
 * The `variation` of the address when the model has it; otherwise null: the model's default colour.
 * The screen loads the same overview, so this waits for no second request.
 */
async function usableVariation(queryClient: QueryClient, modelId: string): Promise<string | null> {
  const wanted = $preselectedVariation.peek();
  if (!wanted) return null;
  try {
    const overview = await queryClient.fetchQuery(vehicleOverviewQuery(modelId, requestContext()));
    return overview.Variations.some((variation) => variation.Code === wanted) ? wanted : null;
  } catch {
    return null;
  }
}

/** How a screen of the configuration deals with the address. */
interface AddressedConfigurationOptions {
  /**
   * The configuration screen (the default) creates a configuration when there is none and keeps the
   * summary in the address; a screen that shows a configuration made there (the finish screen) sends
   * the visitor to the configuration screen instead, and has no summary.
   */
  screen?: 'configuration' | 'finish';
}

/**
 * The configuration of the model on the 2D screen (and the finish screen). The address names it
 * (`configurationId`): a reload or back/forward opens the one it names; without one, the
 * configuration open in this visit stays, or a new one is created (with the address's variation when
 * the model has it), and the address then names it. When creating fails, the visitor goes back to
 * /main. Inside /main it waits until the main wrapper has settled country and language. Answers
 * whether the configuration is there.
 */
export function useConfigurationForModel(
  modelId: string,
  { screen = 'configuration' }: AddressedConfigurationOptions = {},
): boolean {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const wanted = new URLSearchParams(search).get(CONFIGURATION_ID_PARAM);
  const current = $configuration.value;
  const open = current?.ModelId === modelId ? current.ConfigurationId : null;
  // Inside /main the wrapper settles country and language first; the guarded route outside it
  // opens only after that happened.
  const insideMain = useRouter().base !== '';
  const settled = !insideMain || $mainPhase.value === 'show';
  const hasConfiguration = open !== null && (wanted === null || wanted === open);
  /** The id the address and the open configuration last agreed on. */
  const agreed = useRef<string | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const [round, setRound] = useState(0);
  /** The address now, for calls that end after it changed. */
  const address = useRef<readonly [string, string]>([location, search]);
  address.current = [location, search];

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round re-runs it after a call ends
  useEffect(() => {
    if (!settled || busy.current) return;
    if (open && open === wanted) {
      agreed.current = open;
      return;
    }
    if (open && (wanted === null || wanted === agreed.current)) {
      // The configuration changed here (created, saved as a new one): the address follows.
      agreed.current = open;
      changeAddress(navigate, address.current, { [CONFIGURATION_ID_PARAM]: open });
      return;
    }
    busy.current = true;
    const create = async () => {
      if (screen === 'finish') {
        // Nothing to finish here: the configuration screen of the model starts one.
        const [path, query] = address.current;
        const start = path.replace(/\/finish$/, '/categories');
        if (mounted.current) navigate(`${start}${carriedSearch(query)}`, { replace: true });
        return;
      }
      try {
        const created = await createConfiguration(modelId, await usableVariation(queryClient, modelId));
        agreed.current = created.ConfigurationId;
        if (mounted.current) {
          changeAddress(navigate, address.current, { [CONFIGURATION_ID_PARAM]: created.ConfigurationId });
        }
      } catch (error) {
        // The error catalogue: logged 'no config', back to /main.
        console.warn('no config', error);
        if (mounted.current) navigate(`~/main${carriedSearch(address.current[1])}`, { replace: true });
      }
    };
    const reopen = async (configurationId: string) => {
      try {
        const loaded = await loadConfiguration(configurationId);
        agreed.current = configurationId;
        const model = loaded.Vehicle.ModelId;
        if (model !== modelId && mounted.current) {
          // The address named another model's configuration: its own screen shows it.
          const [path, query] = address.current;
          const other = path.replace(
            `/configuration/${encodeURIComponent(modelId)}`,
            `/configuration/${encodeURIComponent(model)}`,
          );
          navigate(`${other}${query ? `?${query}` : ''}`, { replace: true });
        }
      } catch (error) {
        // Gone (deleted) or unreadable: the visitor goes on with a new configuration of the model.
        console.warn('stored configuration could not be loaded', configurationId, error);
        await create();
      }
    };
    void (wanted ? reopen(wanted) : create()).finally(() => {
      busy.current = false;
      if (mounted.current) setRound((n) => n + 1);
    });
  }, [settled, open, wanted, modelId, round]);

  useSummaryViewInAddress(hasConfiguration && screen === 'configuration', address.current, navigate);
  return hasConfiguration;
}

/**
 * The summary is part of the address (`view=summary`): opening it adds a history entry, so Back
 * closes it; a reload or the return from a login opens it again.
 */
function useSummaryViewInAddress(
  ready: boolean,
  [location, search]: readonly [string, string],
  navigate: Navigate,
) {
  const view = new URLSearchParams(search).get(VIEW_PARAM);
  const summaryOpen = $showConfigurationSummary.value;
  /** The view the address had when last looked at; undefined before the first look. */
  const seen = useRef<string | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read when the view changes
  useEffect(() => {
    if (!ready) return;
    const inAddress = view === SUMMARY_VIEW;
    if (seen.current === undefined) {
      // Arriving: a summary named by the address opens, one open already stays open.
      seen.current = view;
      if (inAddress) $showConfigurationSummary.value = true;
    } else if (seen.current !== view) {
      // Back/forward: the address decides.
      seen.current = view;
      $showConfigurationSummary.value = inAddress;
      return;
    }
    const shouldShow = $showConfigurationSummary.peek();
    if (shouldShow === inAddress) return;
    seen.current = shouldShow ? SUMMARY_VIEW : null;
    if (shouldShow) {
      changeAddress(
        navigate,
        [location, search],
        { [VIEW_PARAM]: SUMMARY_VIEW },
        { push: true, state: { ...entryState(), summaryView: true } },
      );
    } else if (entryState()?.summaryView) {
      window.history.back();
    } else {
      changeAddress(navigate, [location, search], { [VIEW_PARAM]: null });
    }
  }, [ready, view, summaryOpen]);
}
