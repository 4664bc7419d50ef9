import { batch } from '@preact/signals-react';
import type { ConfigurationSummary, RouterOutputs } from '../lib/trpcClient.js';
import {
  $appliedParts,
  $appliedSetup,
  $configuration,
  $contentReplaced,
  $currentVariation,
  $history,
  $images,
  $imageTimestamp,
  $isDirty,
  $price,
  $selectedParts,
  $selectedSetup,
  $vehicle,
  $vehicleSettings,
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
    if (!answer.DryRun) $history.value = answer.History;
  });
}

/**
 * The configuration as a whole after undo or redo: parts, setups, variation, colours, price,
 * pictures and what undo and redo would do next.
 */
export function applyConfigurationSummary(summary: ConfigurationSummary): void {
  batch(() => {
    const available = $vehicle.value?.AvailableParts ?? [];
    const applied = appliedPartsOf(available, summary.SelectedPartIds);
    $configuration.value = summary;
    $appliedParts.value = applied;
    $selectedParts.value = applied.map((part) => part.PartId);
    $selectedSetup.value = summary.SelectedSetupId;
    $appliedSetup.value = summary.AppliedSetupId;
    $currentVariation.value = summary.VariationCode;
    $vehicleSettings.value = summary.VehicleSettings;
    $images.value = summary.FullImages;
    $imageTimestamp.value = Date.now();
    $price.value = { CurrencySymbol: summary.TotalPrice.CurrencySymbol, Value: summary.TotalPrice.Value };
    $isDirty.value = summary.IsDirty;
    $history.value = summary.History;
    $contentReplaced.value += 1;
  });
}
