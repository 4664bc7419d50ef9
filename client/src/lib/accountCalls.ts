import { queryOptions } from '@tanstack/react-query';
import { $account, identityService, setAutoSaveId } from '../stores/accountStore.js';
import { $configuration, $culture } from '../stores/configurationStore.js';
import { withParams } from './carriedSearch.js';
import { type PendingAction, readPendingAction, writePendingAction } from './identityStorage.js';
import { queryKeys } from './queryKeys.js';
import { trpc } from './trpcClient.js';

/** Saves the configuration to the logged-in account (tRPC `configuration.saveToAccount`, bearer header). */
export async function saveToAccount(configurationId: string): Promise<void> {
  await trpc.configuration.saveToAccount.mutate({ configurationId, c: $culture.value || undefined });
  // From now on its customisations are saved too.
  setAutoSaveId(configurationId);
}

export const accountConfigurationsQuery = (accountId: string | null) =>
  queryOptions({
    queryKey: queryKeys.accountConfigurations(accountId),
    queryFn: () => trpc.account.configurations.query({ c: $culture.value || undefined }),
    enabled: accountId !== null,
    staleTime: 0,
  });

/**
 * The login screen: the action waits in the tab's storage while the browser is at the provider,
 * and runs when the login comes back.
 */
export async function logIn(action: PendingAction, returnTo: string, brand: string): Promise<void> {
  const service = identityService();
  if (!service) return;
  writePendingAction(action);
  const language = $culture.value.split('-')[0] || undefined;
  await service.showScreenSet({ returnTo, language, brand });
}

/**
 * An app path to come back to after the provider's pages: the page with its culture, which a full
 * page load would otherwise have to detect again.
 */
export function returnPath(path: string, search: string, changes: Record<string, string | null> = {}) {
  const culture = $culture.value;
  return `${appPath(path)}${withParams(search, { ...(culture ? { culture } : {}), ...changes })}`;
}

/**
 * A path read inside a nested route is relative to it (/configuration/… inside /main): the
 * browser's address says where the page really is, and the return must go there.
 */
function appPath(path: string): string {
  const real = typeof window === 'undefined' ? path : window.location.pathname;
  return real !== path && real.endsWith(path) && path.startsWith('/') ? real : path;
}

/**
 * Where to come back to from the provider's pages: an open configuration is reopened through the
 * main wrapper (a full page load would otherwise start a new one), any other page as it is.
 */
export function hereForReturn(path: string, search: string): string {
  const configuration = $configuration.peek();
  return configuration
    ? returnPath('/main', search, { configurationId: configuration.ConfigurationId })
    : returnPath(path, search);
}

const AFTER_LOGOUT = 'configurator.account.afterLogout';

/** Logs out here and at the provider, which sends the browser back to `/`: then on to `returnTo`. */
export async function logOut(returnTo: string): Promise<void> {
  writePendingAction(null);
  setAutoSaveId(null);
  $account.value = null;
  try {
    sessionStorage.setItem(AFTER_LOGOUT, returnTo);
  } catch {
    // Without storage the visitor lands on the start page.
  }
  await identityService()?.logout();
}

/** On the page the provider returns to after logout: the path the visitor logged out from, once. */
export function takeAfterLogoutPath(): string | null {
  try {
    const path = sessionStorage.getItem(AFTER_LOGOUT);
    sessionStorage.removeItem(AFTER_LOGOUT);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

/**
 * After a successful login: the pending save runs, or the account info loads. Answers what ran, so
 * the page can say so; a failed save is reported by the caller.
 */
export async function runPendingAction(): Promise<PendingAction | null> {
  const action = readPendingAction();
  writePendingAction(null);
  if (action?.kind === 'save') await saveToAccount(action.configurationId);
  return action;
}
