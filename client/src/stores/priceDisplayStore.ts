import { shouldShowPrices } from '@configurator/domain/presentation/priceFormat';
import { computed } from '@preact/signals-react';
import { queryKeys } from '../lib/queryKeys.js';
import { querySignal } from '../lib/querySignal.js';
import type { AppSettings } from '../lib/trpcClient.js';
import { $brandOverride } from './brandStore.js';
import { $vehicleOverview } from './configurationStore.js';

/** The settings of the running page, as the shell loads them. */
const $settings = querySignal<AppSettings>(() => queryKeys.settings($brandOverride.value));

/**
 * Whether the configured model shows prices (its ShowPricesInConfigurator and the global AllowPrices):
 * every part list, dialog and panel of the configuration screen follows.
 */
export const $showPrices = computed(() =>
  shouldShowPrices(
    $vehicleOverview.value?.Vehicle.ShowPricesInConfigurator,
    $settings.value?.AllowPrices ?? true,
  ),
);
