// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountConfigurationsQuery } from '../../../lib/accountCalls.js';
import { readPendingAction } from '../../../lib/identityStorage.js';
import { resetIdentity } from '../../../stores/accountStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { startTestIdentity, storeSession } from '../../../testing/accountTesting.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { LoginRequiredHint } from '../../../ui/LoginRequiredHint.js';
import { AccountPage } from './AccountPage.js';

const OFF = {
  CdcApplicationSettings: { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: false },
};
const DEALER = {
  sub: 'acc-dealer',
  given_name: 'Dieter',
  family_name: 'Händler',
  email: 'dealer@example.com',
  dealer_no: '1001',
};
const row = (id: string, name: string, savedAt: string) => ({
  ConfigurationId: id,
  ModelId: name.replaceAll(' ', '-'),
  ModelName: name,
  HeroImageUrl: null,
  VariationCode: 'V1',
  PartCount: 2,
  TotalPrice: { Value: 12_345, CurrencySymbol: '€', Currency: 'EUR' },
  SavedAt: savedAt,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  resetIdentity();
  sessionStorage.clear();
});

describe('account page', () => {
  it("lists the account's saved configurations, each opening its configuration", async () => {
    storeSession(DEALER);
    await startTestIdentity();
    const rows = [
      row('c0ffee00-0000-4000-8000-000000000002', 'KTM 990 DUKE 2024', '2026-11-20T10:00:00Z'),
      row('c0ffee00-0000-4000-8000-000000000001', 'KTM 250 EXC 2025', '2026-11-19T10:00:00Z'),
    ];
    renderWithShell(<AccountPage />, {
      path: '/main/account?culture=en-GB',
      queryData: [[accountConfigurationsQuery('acc-dealer').queryKey, { Configurations: rows }]],
    });
    const list = screen.getByRole('list', { name: 'Saved configurations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'KTM 990 DUKE 2024',
      'KTM 250 EXC 2025',
    ]);
    expect(within(items[0]!).getByText('Parts: 2')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Open configuration' }).getAttribute('href')).toBe(
      '/main?culture=en-GB&configurationId=c0ffee00-0000-4000-8000-000000000002',
    );
  });

  it('picks two or three saved configurations and opens them side by side', async () => {
    storeSession(DEALER);
    await startTestIdentity();
    const rows = [1, 2, 3, 4].map((n) =>
      row(`c0ffee00-0000-4000-8000-00000000000${n}`, `KTM ${n}90 DUKE`, `2026-11-2${n}T10:00:00Z`),
    );
    renderWithShell(<AccountPage />, {
      path: '/main/account?culture=en-GB',
      queryData: [[accountConfigurationsQuery('acc-dealer').queryKey, { Configurations: rows }]],
    });
    const bar = screen.getByRole('region', { name: 'Compare configurations' });
    expect(within(bar).getByRole('button', { name: 'Compare' })).toHaveProperty('disabled', true);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(4);
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[0]!);
    expect(within(bar).getByText('2 of 3 selected')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(
      `/main/compare?culture=en-GB&ids=${rows[2]!.ConfigurationId}%2C${rows[0]!.ConfigurationId}`,
    );
    fireEvent.click(boxes[1]!);
    // Three is the most: the fourth cannot be picked until one is dropped.
    expect(boxes[3]!.disabled).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(boxes[3]!.disabled).toBe(false);
    expect(within(bar).getByRole('link', { name: 'Compare' }).getAttribute('href')).toContain(
      `ids=${rows[2]!.ConfigurationId}%2C${rows[1]!.ConfigurationId}`,
    );
  });

  it('says so when nothing is saved yet', async () => {
    storeSession(DEALER);
    await startTestIdentity();
    renderWithShell(<AccountPage />, {
      path: '/main/account',
      queryData: [[accountConfigurationsQuery('acc-dealer').queryKey, { Configurations: [] }]],
    });
    expect(screen.getByText('You have not saved any configuration to your account yet.')).toBeTruthy();
  });

  it('asks for the login without a session, coming back to the account page', async () => {
    const { navigations } = await startTestIdentity();
    renderWithShell(<AccountPage />, { path: '/main/account?culture=en-GB' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(JSON.parse(sessionStorage.getItem('configurator.identity.login')!).returnTo).toBe(
      '/main/account?culture=en-GB',
    );
  });

  it('offers no login when CdcEnabled is off', () => {
    renderWithShell(<AccountPage />, { settings: OFF });
    expect(screen.getByText('Accounts are not available in this configurator.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe("the offer flow's login hint", () => {
  it("says 'Log in or create account first' in the send-to-dealer dialog and keeps the account info pending", async () => {
    const { navigations } = await startTestIdentity();
    renderWithShell(null);
    act(() => openDialog({ kind: 'sendConfigurationToDealer' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to dealer' });
    expect(within(dialog).getByText('Log in or create account first')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(readPendingAction()).toEqual({ kind: 'accountInfo' });
  });

  it('is gone once logged in, and never shows with CdcEnabled off', async () => {
    storeSession(DEALER);
    await startTestIdentity();
    const { unmount } = renderWithShell(<LoginRequiredHint />);
    expect(screen.queryByText('Log in or create account first')).toBeNull();
    unmount();
    resetIdentity();
    renderWithShell(<LoginRequiredHint />, { settings: OFF });
    expect(screen.queryByText('Log in or create account first')).toBeNull();
    renderWithShell(<LoginRequiredHint />, { language: 'de' });
    expect(screen.getByText('Bitte zuerst anmelden oder ein Konto erstellen')).toBeTruthy();
  });
});
