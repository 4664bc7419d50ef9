import { computed } from '@preact/signals-react';
import { useSignalEffect } from '@preact/signals-react/runtime';
import { saveToAccount } from '../../../lib/accountCalls.js';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { $account, $autoSaveId, identityService } from '../../../stores/accountStore.js';
import {
  $appliedParts,
  $appliedSetup,
  $configuration,
  $currentVariation,
  $selectedParts,
  $vehicleSettings,
} from '../../../stores/configurationStore.js';

/** The spec's "first account save delay": customisations reach the account 1 s after they settle. */
const AUTO_SAVE_DELAY_MS = 1000;

/** What a customisation changes: parts, setup, colour and the vehicle settings of the open configuration. */
const $customisation = computed(() => {
  const configuration = $configuration.value;
  if (!configuration) return null;
  return JSON.stringify([
    configuration.ConfigurationId,
    configuration.SelectedPartIds,
    configuration.VariationCode,
    configuration.VehicleSettings,
    $selectedParts.value,
    $appliedParts.value.map((part) => part.PartId),
    $appliedSetup.value,
    $currentVariation.value,
    $vehicleSettings.value,
  ]);
});

/**
 * Once a configuration is saved to the account, its later customisations are saved again: the
 * first 1 s after the change, and changes in quick succession once, 1 s after the last.
 */
export function useAccountAutoSave(): void {
  useSignalEffect(() => {
    const customisation = $customisation.value;
    const id = $autoSaveId.value;
    const loggedIn = $account.value !== null;
    const configurationId = $configuration.peek()?.ConfigurationId;
    if (!customisation || !loggedIn || !id || configurationId !== id) return;
    const baseline = lastSaved.get(id);
    if (baseline === undefined) {
      // The save that switched auto-save on already stored this state.
      lastSaved.set(id, customisation);
      return;
    }
    if (baseline === customisation) return;
    const timer = setTimeout(async () => {
      // A session that ran out meanwhile saves nothing rather than failing with 401.
      if (!(await identityService()?.hasSession())) return;
      lastSaved.set(id, customisation);
      saveToAccount(id).catch(reportApiError);
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });
}

/** The customisation each configuration had at its last save to the account. */
const lastSaved = new Map<string, string>();

export function forgetAutoSaveBaselines(): void {
  lastSaved.clear();
}
