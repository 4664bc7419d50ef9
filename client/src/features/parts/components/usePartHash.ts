import { batch } from '@preact/signals-react';
import { useEffect } from 'react';
import type { Part } from '../api/partsByCategory.js';
import { categoriesOfPart, partIdOfHash } from '../api/partsByCategory.js';
import { offerLinkedPart } from '../stores/linkedPartOffer.js';
import {
  $categoriesOpen,
  $expandedCategory,
  $scrollToPartId,
  $selectedPartId,
} from '../stores/partsStore.js';

/**
 * `#partId` in the address marks that part selected: its category opens, the list scrolls to it, and
 * the addPart dialog offers to add it.
 * Checked when the parts arrive and whenever the hash changes.
 */
export function usePartHash(parts: readonly Part[]): void {
  useEffect(() => {
    if (parts.length === 0) return;
    const select = () => {
      const partId = partIdOfHash(window.location.hash);
      const part = partId === null ? undefined : parts.find((candidate) => candidate.PartId === partId);
      if (!part) return;
      batch(() => {
        $selectedPartId.value = part.PartId;
        $categoriesOpen.value = true;
        $expandedCategory.value = categoriesOfPart(part)[0] ?? null;
        $scrollToPartId.value = part.PartId;
      });
      offerLinkedPart(part.PartId);
    };
    select();
    window.addEventListener('hashchange', select);
    return () => window.removeEventListener('hashchange', select);
  }, [parts]);
}
