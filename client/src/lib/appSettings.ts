import type { BrandCode } from '@configurator/domain/catalog/types';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { dropBrandOverride } from '../stores/brandStore.js';
import { classifyApiError } from './httpErrors.js';
import { queryKeys } from './queryKeys.js';
import { type AppSettings, trpc } from './trpcClient.js';

async function fetchAppSettings(brand: string | null): Promise<AppSettings> {
  if (!brand) return trpc.settings.get.query({});
  try {
    return await trpc.settings.get.query({ brand });
  } catch (error) {
    const failure = classifyApiError(error);
    if (failure.kind !== 'http' || failure.status !== 400) throw error;
    // Production (or an unknown code) refuses the switch: show the deployment's brand instead.
    console.warn('brand override refused:', failure.message);
    dropBrandOverride();
    return trpc.settings.get.query({});
  }
}

/** The settings call started before the first render, taken by the shell's first query. */
let early: { brand: string | null; settings: Promise<AppSettings> } | null = null;

/**
 * Starts the settings call as the script starts: the shell waits for nothing else before it shows a
 * page, so the call need not wait for React to mount and render first.
 */
export function requestAppSettingsEarly(brand: string | null): Promise<AppSettings> {
  const settings = fetchAppSettings(brand);
  // A failure is the shell query's to report, once it takes the call.
  settings.catch(() => undefined);
  early = { brand, settings };
  return settings;
}

function takeOrFetchAppSettings(brand: string | null): Promise<AppSettings> {
  const started = early;
  early = null;
  return started && started.brand === brand ? started.settings : fetchAppSettings(brand);
}

export function appSettingsQuery(brand: string | null) {
  return queryOptions({
    queryKey: queryKeys.settings(brand),
    queryFn: () => takeOrFetchAppSettings(brand),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The settings of the running page; provided once they have loaded, so never missing below. */
export const AppSettingsContext = createContext<AppSettings | null>(null);

export function useAppSettings(): AppSettings {
  const settings = useContext(AppSettingsContext);
  if (!settings) throw new Error('useAppSettings needs the AppSettingsContext provider');
  return settings;
}

export function useBrand(): BrandCode {
  return useAppSettings().Brand;
}
