import { computed } from '@preact/signals-react';
import { resettable } from '../lib/resettable.js';
import { $configuration } from './configurationStore.js';

/** The short link of a shared configuration; a copy saved as new has a link of its own. */
interface SharedLink {
  configurationId: string;
  url: string;
}

export const $sharedLink = resettable<SharedLink | null>(() => null);
/** The configuration whose customer details a dealer saved in this visit. */
export const $savedForCustomer = resettable<string | null>(() => null);

/** The share label reads shared once the open configuration has its link. */
export const $isShared = computed(() => {
  const id = $configuration.value?.ConfigurationId;
  return id !== undefined && $sharedLink.value?.configurationId === id;
});

/** The save label reads saved once the dealer saved the open configuration. */
export const $isSavedForCustomer = computed(() => {
  const id = $configuration.value?.ConfigurationId;
  return id !== undefined && $savedForCustomer.value === id;
});
