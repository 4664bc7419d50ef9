import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-react';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The client whose query cache the query signals read: the app's, or a test's own. */
const $client = signal<QueryClient | null>(null);

export function connectQuerySignals(client: QueryClient | null): void {
  $client.value = client;
}

/**
 * The data of the query whose key `keyOf` computes (from signals; null: none), as a read-only signal
 * kept by a subscription to the connected client's query cache. Components ask for the same key with
 * `useQuery`; code outside them (stores, dialogs, the part change flow) reads the signal. Until the
 * key's entry has data the signal keeps what it had, as `placeholderData: keepPreviousData` does for
 * a component: after a change of language the old texts stay until the new ones arrive.
 */
export function querySignal<T>(keyOf: () => QueryKey | null): ReadonlySignal<T | null> {
  const $key = computed(keyOf);
  const $data = signal<T | null>(null);
  effect(() => {
    const client = $client.value;
    const key = $key.value;
    if (!client || !key) {
      $data.value = null;
      return;
    }
    const hash = hashKey(key);
    const take = () => {
      const data = client.getQueryData<T>(key);
      if (data !== undefined) $data.value = data;
    };
    take();
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) take();
    });
  });
  return $data;
}
