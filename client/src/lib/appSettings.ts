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

export function appSettingsQuery(brand: string | null) {
  return queryOptions({
    queryKey: queryKeys.settings(brand),
    queryFn: () => fetchAppSettings(brand),
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
