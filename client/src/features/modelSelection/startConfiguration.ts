import { batch } from '@preact/signals-react';
import {
  $appliedParts,
  $images,
  $price,
  $selectedParts,
} from '../configuration/stores/configurationStore.js';
import { $showConfigurationSummary } from '../configuration/stores/viewsStore.js';

/** Configure: a fresh start for the chosen model, without the parts, price and images of the last one. */
export function clearForNewConfiguration(): void {
  batch(() => {
    $appliedParts.value = [];
    $selectedParts.value = [];
    $price.value = null;
    $images.value = [];
    $showConfigurationSummary.value = false;
  });
}
