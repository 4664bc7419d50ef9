// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAutoSaveBaselines } from '../../features/account/stores/useAccountAutoSave.js';
import { readPendingAction } from '../../lib/identityStorage.js';
import { $autoSaveId, resetIdentity } from '../../stores/accountStore.js';
import { $configuration, $selectedParts } from '../../stores/configurationStore.js';
import { startTestIdentity, storeSession } from '../../testing/accountTesting.js';
import { loadedConfigurationFixture } from '../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../testing/renderWithShell.js';
import { AppHeader } from './AppHeader.js';

const ID = 'c0ffee00-0000-4000-8000-0000000000aa';
const CUSTOMER = {
  sub: 'acc-customer',
  given_name: 'Carla',
  family_name: 'Kunde',
  email: 'customer@example.com',
};

interface SaveCall {
  url: string;
  authorization: string | null;
  input: unknown;
}

/** The bff's tRPC endpoint for saveToAccount, answering as the server does. */
function saveEndpoint(calls: SaveCall[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('configuration.saveToAccount')) throw new TypeError(`unexpected call ${url}`);
    const body = JSON.parse(String(init?.body)) as Record<string, { configurationId: string }>;
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization'), input: body['0'] });
    return new Response(
      JSON.stringify([{ result: { data: { configurationId: body['0']?.configurationId } } }]),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

beforeEach(() => {
  sessionStorage.clear();
  forgetAutoSaveBaselines();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetIdentity();
  sessionStorage.clear();
});

const header = (path = '/main/motorcycles?culture=en-GB') => renderWithShell(<AppHeader />, { path });

describe('account control: load account info', () => {
  it('offers the login, which leaves for the provider and keeps the pending account info', async () => {
    const { navigations } = await startTestIdentity();
    header();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const url = new URL(navigations[0]!);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('ui_locales')).toBe('en');
    expect(readPendingAction()).toEqual({ kind: 'accountInfo' });
    expect(screen.queryByRole('button', { name: 'Save to account' })).toBeNull();
  });

  it('shows the profile of the logged-in account: first name, last name, e-mail and UID; logs out', async () => {
    storeSession(CUSTOMER);
    const { navigations } = await startTestIdentity();
    header();
    fireEvent.click(await screen.findByRole('button', { name: 'Carla Kunde' }));
    const profile = screen.getByRole('region', { name: 'Your profile' });
    for (const text of ['Carla', 'Kunde', 'customer@example.com', 'acc-customer']) {
      expect(within(profile).getByText(text)).toBeTruthy();
    }
    expect(within(profile).getByRole('link', { name: 'My configurations' }).getAttribute('href')).toBe(
      '/main/account?culture=en-GB',
    );
    fireEvent.click(within(profile).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(new URL(navigations[0]!).pathname).toBe('/oidc/session/end');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("offers a dealer the history in the profile too (a phone's header has no room for its link)", async () => {
    storeSession({ ...CUSTOMER, sub: 'acc-dealer', dealer_no: 'D-100' });
    await startTestIdentity();
    header();
    fireEvent.click(await screen.findByRole('button', { name: 'Carla Kunde' }));
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/main/history?culture=en-GB',
    );
  });

  it('offers no history to a customer', async () => {
    storeSession(CUSTOMER);
    await startTestIdentity();
    header();
    fireEvent.click(await screen.findByRole('button', { name: 'Carla Kunde' }));
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
  });

  it('disables the login when the provider cannot be reached; the rest of the header stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startTestIdentity({ reachable: false });
    header();
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('KTM Configurator')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be reached/), expect.anything());
    warn.mockRestore();
  });
});

describe('account control: save configuration', () => {
  beforeEach(() => {
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
  });

  it('logs in first when nobody is, keeping the pending save of this configuration', async () => {
    const { navigations } = await startTestIdentity();
    header(`/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB`);
    fireEvent.click(screen.getByRole('button', { name: 'Save to account' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(readPendingAction()).toEqual({ kind: 'save', configurationId: ID });
    const returnTo = JSON.parse(sessionStorage.getItem('configurator.identity.login')!).returnTo;
    expect(returnTo).toBe(`/main?culture=en-GB&configurationId=${ID}`);
  });

  it('comes back to the open configuration after a plain login, not to a new one', async () => {
    const { navigations } = await startTestIdentity();
    header('/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(readPendingAction()).toEqual({ kind: 'accountInfo' });
    const returnTo = JSON.parse(sessionStorage.getItem('configurator.identity.login')!).returnTo;
    expect(returnTo).toBe(`/main?culture=en-GB&configurationId=${ID}`);
  });

  it('saves with the bearer token, then saves customisations again 1 s after they change', async () => {
    const token = storeSession(CUSTOMER);
    await startTestIdentity();
    const calls: SaveCall[] = [];
    vi.stubGlobal('fetch', saveEndpoint(calls));
    header(`/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save to account' }));
    expect(await screen.findByText('Configuration saved to your account!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved to account' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        authorization: `Bearer ${token}`,
        input: expect.objectContaining({ configurationId: ID }),
      }),
    ]);
    expect($autoSaveId.value).toBe(ID);

    act(() => {
      $selectedParts.value = [101];
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 1500 });
    expect(calls[1]!.authorization).toBe(`Bearer ${token}`);
  });
});

describe('account control with CdcEnabled off', () => {
  it('shows no login, profile or save control, also with a configuration open and a session', async () => {
    storeSession(CUSTOMER);
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    renderWithShell(<AppHeader />, {
      path: `/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB`,
      settings: {
        CdcApplicationSettings: { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: false },
      },
    });
    await act(async () => {});
    for (const name of ['Log in', 'Save to account', 'Carla Kunde']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText('KTM Configurator')).toBeTruthy();
  });
});
