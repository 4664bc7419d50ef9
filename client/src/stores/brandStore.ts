import { signal } from '@preact/signals-react';

const STORAGE_KEY = 'configurator.brand';

/**
 * The `brand` query parameter of the entry URL. Outside production the server switches brand on it,
 * so one local server shows all three; it is kept for the whole visit (also across reloads of
 * deeper pages whose URL no longer carries it).
 */
export const $brandOverride = signal<string | null>(null);

export function captureBrandOverride(
  search: string,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  const fromQuery = new URLSearchParams(search).get('brand')?.trim();
  if (fromQuery) {
    $brandOverride.value = fromQuery;
    storage?.setItem(STORAGE_KEY, fromQuery);
    return;
  }
  $brandOverride.value = storage?.getItem(STORAGE_KEY) ?? null;
}

/** Production refuses other brands: the override is dropped so the deployment's own brand shows. */
export function dropBrandOverride(storage: Storage | undefined = globalThis.sessionStorage) {
  $brandOverride.value = null;
  storage?.removeItem(STORAGE_KEY);
}
