import { batch } from '@preact/signals-react';
import { $preselectedVariation, exitConfiguration } from '../../stores/configurationStore.js';

/**
 * Configure: a fresh start for the chosen model. The configuration of the last one leaves memory
 * with its parts, price, images and open summary, so that the configuration screen creates a new
 * one on the server instead of showing an old one emptied (a configuration named by an earlier
 * history entry stays on the server, where Back finds it). The `variation` of the address stays:
 * it is the colour the new configuration starts in.
 */
export function clearForNewConfiguration(): void {
  batch(() => {
    const variation = $preselectedVariation.peek();
    exitConfiguration();
    $preselectedVariation.value = variation;
  });
}
