import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { $entryPointUrl } from '../stores/configurationStore.js';
import { showToast } from '../stores/toastStore.js';
import { classifyApiError } from './httpErrors.js';
import { authorizationRejected } from './trpcClient.js';

interface ErrorPolicyEffects {
  toast(message: string): void;
  /** Leaves the app: the whole browser goes to the address. */
  leaveTo(url: string): void;
  log(...values: unknown[]): void;
}

const browserEffects: ErrorPolicyEffects = {
  toast: showToast,
  leaveTo: (url) => window.location.assign(url),
  log: (...values) => console.warn(...values),
};

/**
 * The error catalogue's rules for every call: no answer shows the network text, 401 and 403 send the
 * whole browser to the entry point, anything else is logged and passed on to the caller.
 */
export function handleApiError(
  error: unknown,
  i18n: I18n,
  effects: ErrorPolicyEffects = browserEffects,
): void {
  const failure = classifyApiError(error);
  switch (failure.kind) {
    case 'network':
      effects.toast(i18n.t('errors.network'));
      return;
    case 'unauthorized': {
      if (failure.status === 401) authorizationRejected();
      const target = $entryPointUrl.value || '/';
      // Leaving for the page that failed would only fail again, endlessly.
      if (typeof window !== 'undefined' && target === window.location.href) {
        effects.log(`HTTP ${failure.status} at the entry point itself`, error);
        return;
      }
      effects.leaveTo(target);
      return;
    }
    case 'http':
      effects.log(`HTTP ${failure.status}: ${failure.message}`);
      return;
    default: {
      const unhandled: never = failure;
      effects.log('unexpected failure', unhandled);
    }
  }
}

export function createQueryClient(i18n: I18n): QueryClient {
  const onError = (error: unknown) => handleApiError(error, i18n);
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // A 4xx will not change on its own; one more try for a dropped connection.
        retry: (failures, error) => failures < 1 && classifyApiError(error).kind === 'network',
        refetchOnWindowFocus: false,
      },
    },
  });
}
