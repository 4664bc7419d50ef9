import { batch } from '@preact/signals-react';
import { loadConfiguration } from '../../../lib/configurationCalls.js';
import { $configuration, $isDirty, $preservableSaveDetails } from '../../../stores/configurationStore.js';
import { $savedForCustomer } from '../../../stores/outputStore.js';
import { type SaveDetailsInput, saveConfiguration } from './outputCalls.js';

/**
 * Saves the customer's details with the configuration and continues on the configuration the server
 * answers: the same one, or with SaveAsNew the new copy, loaded as any stored configuration is. The
 * stored details then are the ones just saved.
 */
export async function saveForCustomer(
  configurationId: string,
  details: SaveDetailsInput,
  saveAsNew: boolean,
): Promise<string> {
  const savedId = await saveConfiguration(configurationId, details, saveAsNew);
  if (savedId !== configurationId) {
    try {
      await loadConfiguration(savedId);
    } catch (error) {
      // The copy is saved; without its full state the visitor still continues on its id.
      console.warn('the saved copy could not be loaded', savedId, error);
      const current = $configuration.peek();
      if (current) $configuration.value = { ...current, ConfigurationId: savedId };
    }
  }
  batch(() => {
    $preservableSaveDetails.value = details;
    $isDirty.value = false;
    $savedForCustomer.value = savedId;
  });
  return savedId;
}
