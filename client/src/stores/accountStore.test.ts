// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.js';
import { handleApiError } from '../lib/apiErrorPolicy.js';
import { readTokens } from '../lib/identityStorage.js';
import { callHeaders } from '../lib/trpcClient.js';
import { startTestIdentity, storeSession } from '../testing/accountTesting.js';
import { httpError } from '../testing/trpcErrors.js';
import { $account, $identityStatus, resetIdentity, startIdentity } from './accountStore.js';
import { setEntryPointUrl } from './configurationStore.js';

const PROFILE = { sub: 'acc-1', given_name: 'Chris', family_name: 'Customer', email: 'customer@example.com' };
const effects = () => ({ toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() });

afterEach(() => {
  resetIdentity();
  sessionStorage.clear();
});

describe('the session and the API calls', () => {
  it('puts the bearer token on every call while the session is valid, and none without one', async () => {
    expect(callHeaders()).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    const token = storeSession(PROFILE);
    await startTestIdentity();
    expect(callHeaders()).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` });
    expect($account.value?.email).toBe('customer@example.com');
  });

  it('sends the browser to the entry point on 401 and drops the token the server refused', async () => {
    storeSession(PROFILE);
    await startTestIdentity();
    setEntryPointUrl('https://shop.example/main?culture=en-GB');
    const e = effects();
    handleApiError(httpError(401), createI18n('KTM', 'en'), e);
    expect(e.leaveTo).toHaveBeenCalledWith('https://shop.example/main?culture=en-GB');
    expect(readTokens()).toBeNull();
    expect($account.value).toBeNull();
    expect(callHeaders().Authorization).toBeUndefined();
  });

  it('keeps the session on 403: the token is good, the role is missing', async () => {
    storeSession(PROFILE);
    await startTestIdentity();
    const e = effects();
    handleApiError(httpError(403), createI18n('KTM', 'en'), e);
    expect(e.leaveTo).toHaveBeenCalled();
    expect(readTokens()).not.toBeNull();
  });

  it('switches login off with CdcEnabled off, and starts once per issuer', async () => {
    expect(
      await startIdentity({ Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: false }),
    ).toBeNull();
    expect($identityStatus.value).toBe('off');
    const create = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: true };
    await startIdentity(settings, create);
    await startIdentity(settings, create);
    expect(create).toHaveBeenCalledTimes(1);
    expect($identityStatus.value).toBe('unavailable');
    warn.mockRestore();
  });
});
