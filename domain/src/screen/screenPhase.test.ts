import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScreenFlags, screenPhase } from './screenPhase.js';

const base: ScreenFlags = {
  identityLoaded: true,
  loggedIn: false,
  engineReady: false,
  dealerInquirySent: false,
};

describe('screenPhase', () => {
  it.each([
    ['not logged in, identity loaded', { loggedIn: false, identityLoaded: true }, 'login'],
    ['not logged in, identity not loaded', { loggedIn: false, identityLoaded: false }, 'identityPending'],
    [
      'not logged in, identity not loaded, engine somehow ready',
      { identityLoaded: false, engineReady: true },
      'identityPending',
    ],
    ['not logged in, engine ready', { engineReady: true }, 'login'],
    ['logged in, engine not ready', { loggedIn: true }, 'waitingRoom'],
    ['logged in, engine ready', { loggedIn: true, engineReady: true }, 'configurator'],
    [
      'inquiry sent while configuring',
      { loggedIn: true, engineReady: true, dealerInquirySent: true },
      'summary',
    ],
    ['inquiry sent while the engine restarts', { loggedIn: true, dealerInquirySent: true }, 'summary'],
    ['inquiry sent, logged out since', { dealerInquirySent: true }, 'summary'],
  ] as const)('%s -> %s', (_label, flags, expected) => {
    expect(screenPhase({ ...base, ...flags })).toBe(expected);
  });

  it('never shows the stream to someone not logged in', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (identityLoaded, engineReady) => {
        const phase = screenPhase({ identityLoaded, engineReady, loggedIn: false, dealerInquirySent: false });
        expect(['login', 'identityPending']).toContain(phase);
      }),
    );
  });
});
