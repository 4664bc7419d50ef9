// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentHost } from '../../features/consent/components/ConsentHost.js';
import { CONSENT_COOKIE, marketingConsent, parseConsent } from '../../stores/consentCookie.js';
import { $consent, $consentSettingsOpen } from '../../stores/consentStore.js';
import { renderWithShell } from '../../testing/renderWithShell.js';
import { AppFooter } from './AppFooter.js';

const CONFIGURED = {
  TagManagerId: 'GTM-TEST1',
  TrackingSettings: { Url: 'https://track.example.com/t.js', Project: 'configurator', Id: '42' },
};

function forgetConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the page sees it, in jsdom
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  for (const script of document.head.querySelectorAll('script[id^="third-party-"]')) script.remove();
  $consent.value = null;
  $consentSettingsOpen.value = false;
}
beforeEach(forgetConsent);
afterEach(forgetConsent);

const scriptSources = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[id^="third-party-"]')].map((s) => s.src);
const banner = () => screen.getByRole('region', { name: 'Cookies and privacy' });

describe('cookie consent', () => {
  it('asks on the first visit and loads nothing before the answer', () => {
    renderWithShell(<ConsentHost />, { settings: CONFIGURED });
    expect(within(banner()).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(scriptSources()).toEqual([]);
    expect(marketingConsent()).toBe(false);
  });

  it('accept all writes the consent cookie with every category and loads tag manager and tracking', () => {
    renderWithShell(<ConsentHost />, { settings: CONFIGURED });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).toBeNull();
    const value = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))!;
    expect(new URLSearchParams(value.slice(CONSENT_COOKIE.length + 1)).get('groups')).toBe(
      'C0001:1,C0002:1,C0003:1,C0004:1',
    );
    expect(marketingConsent()).toBe(true);
    expect(scriptSources()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      'https://track.example.com/t.js',
    ]);
    const tracking = document.getElementById('third-party-tracking')!;
    expect(tracking.dataset).toMatchObject({ project: 'configurator', id: '42' });
  });

  it('necessary only loads no script and says no to marketing', () => {
    renderWithShell(<ConsentHost />, { settings: CONFIGURED });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Necessary only' }));
    expect(parseConsent(document.cookie)).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false });
    expect(marketingConsent()).toBe(false);
    expect(scriptSources()).toEqual([]);
  });

  it('loads each script only with its own category: performance gives tracking, not the tag manager', () => {
    renderWithShell(<ConsentHost />, { settings: CONFIGURED });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Choose' }));
    const necessary = within(banner()).getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    fireEvent.click(within(banner()).getByRole('checkbox', { name: /Performance/ }));
    fireEvent.click(within(banner()).getByRole('button', { name: 'Save choice' }));
    expect(parseConsent(document.cookie)).toEqual({ C0001: true, C0002: true, C0003: false, C0004: false });
    expect(scriptSources()).toEqual(['https://track.example.com/t.js']);
  });

  it('loads nothing that is not configured, whatever the consent', () => {
    renderWithShell(<ConsentHost />);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));
    expect(scriptSources()).toEqual([]);
  });

  it('does not ask again once answered, and reopens from the footer with the choice made', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a choice made on an earlier visit
    document.cookie = `${CONSENT_COOKIE}=groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A1; Path=/`;
    $consent.value = parseConsent(document.cookie);
    renderWithShell(
      <>
        <ConsentHost />
        <AppFooter />
      </>,
      { settings: CONFIGURED, language: 'de' },
    );
    expect(screen.queryByRole('region', { name: 'Cookies und Datenschutz' })).toBeNull();
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' })));
    const reopened = screen.getByRole('region', { name: 'Cookies und Datenschutz' });
    expect((within(reopened).getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(reopened).getByRole('checkbox', { name: /Leistung/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('reads a cookie written by another consent tool in the same format', () => {
    expect(
      parseConsent('a=1; OptanonConsent=isGpcEnabled=0&groups=C0001%3A1%2CC0004%3A1&version=6.1; b=2'),
    ).toEqual({
      C0001: true,
      C0002: false,
      C0003: false,
      C0004: true,
    });
    expect(parseConsent('OptanonConsent=version=6.1')).toBeNull();
    expect(parseConsent('')).toBeNull();
  });
});
