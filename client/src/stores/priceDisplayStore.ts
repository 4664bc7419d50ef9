import { resettable } from '../lib/resettable.js';

/**
 * Whether the configured model shows prices (its ShowPricesInConfigurator and the global AllowPrices):
 * the configuration screen decides once, every part list, dialog and panel of the screen follows.
 */
export const $showPrices = resettable(() => true);
