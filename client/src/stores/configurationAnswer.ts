import { batch } from '@preact/signals-react';
import type { RouterOutputs } from '../lib/trpcClient.js';
import {
  $appliedParts,
  $images,
  $imageTimestamp,
  $isDirty,
  $price,
  $selectedParts,
  $vehicle,
  appliedPartsOf,
} from './configurationStore.js';

/** The answer of every change (part, setup, colour, reset): the parts, pictures and price after it. */
type ChangeAnswer = RouterOutputs['configuration']['update'];

/** A stored change: applied parts, images and price follow the server's answer. */
export function applyChangeAnswer(answer: ChangeAnswer): void {
  batch(() => {
    const available = $vehicle.value?.AvailableParts ?? [];
    const applied = appliedPartsOf(available, answer.PartIds);
    $appliedParts.value = applied;
    $selectedParts.value = applied.map((part) => part.PartId);
    $images.value = answer.FullImages;
    $imageTimestamp.value = Date.now();
    $price.value = { CurrencySymbol: answer.Price.CurrencySymbol, Value: answer.Price.Value };
    $isDirty.value = true;
  });
}
