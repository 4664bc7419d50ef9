import type { Actor } from '@configurator/domain';
import { ApiError } from '../http/apiError.js';

/**
 * The roles a use case asks of its caller, checked by the services so that REST and tRPC refuse
 * alike. The bearer token itself is verified where the request is read (http/requestIdentity.ts).
 */

/** The caller's account; 401 when nobody is logged in. */
export function requireAccount(actor: Actor): string {
  if (!actor.userId) throw new ApiError(401, 'Authorization: a bearer token is required.');
  return actor.userId;
}

/** The calling dealer; 401 when nobody is logged in, 403 when the account is no dealer's. */
export function requireDealer(actor: Actor): { userId: string; dealerNo: string } {
  const userId = requireAccount(actor);
  if (!actor.dealerNo) throw new ApiError(403, 'This needs a dealer account.');
  return { userId, dealerNo: actor.dealerNo };
}

/** Accounts (login, save to account, the account's list) exist only when CdcEnabled: else 404. */
export function requireAccountsEnabled(accountsEnabled: boolean): void {
  if (!accountsEnabled) throw new ApiError(404, 'Accounts are switched off (CdcEnabled is false).');
}
