import { queryOptions } from '@tanstack/react-query';
import {
  $culture,
  applyCreatedConfiguration,
  applyLoadedConfiguration,
  requestContext,
} from '../stores/configurationStore.js';
import { takeEarly } from './earlyCalls.js';
import { queryKeys } from './queryKeys.js';
import { type ConfigurationSummary, type LoadedConfiguration, trpc } from './trpcClient.js';

/** GET configuration: rebuilds the state from a stored configuration. */
export async function loadConfiguration(configurationId: string): Promise<LoadedConfiguration> {
  const input = { configurationId, c: $culture.value || undefined };
  const loaded = await takeEarly('configuration.get', input, () => trpc.configuration.get.query(input));
  applyLoadedConfiguration(loaded);
  return loaded;
}

/**
 * A new configuration of the model, in the given colour variation (null: the model's default). The
 * call carries the visit's anonymous id (trpcClient).
 */
export async function createConfiguration(
  modelId: string,
  variationCode: string | null,
): Promise<ConfigurationSummary> {
  const created = await trpc.configuration.create.mutate({ ...requestContext(), modelId, variationCode });
  applyCreatedConfiguration(created);
  return created;
}

/** The model with parts, categories, variations and hero, for the request context. */
export function vehicleOverviewQuery(modelId: string, context: ReturnType<typeof requestContext>) {
  return queryOptions({
    queryKey: queryKeys.vehicleOverview(modelId, context),
    queryFn: () => {
      const input = { ...context, modelId };
      return takeEarly('vehicles.get', input, () => trpc.vehicles.get.query(input));
    },
    staleTime: 5 * 60_000,
  });
}
