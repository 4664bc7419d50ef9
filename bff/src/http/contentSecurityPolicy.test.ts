import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { contentSecurityPolicy, TAG_MANAGER_ORIGIN } from './securityPlugin.js';

describe('Content Security Policy for configured third parties', () => {
  it('names no third party when none is configured', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(csp[directive], directive).not.toContain(TAG_MANAGER_ORIGIN);
    }
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('allows the tag manager and the tracking origin to load scripts, count with pictures and report back', () => {
    const csp = contentSecurityPolicy(
      loadConfig({ TAG_MANAGER_ID: 'GTM-ABC123', TRACKING_URL: 'https://track.example.com/t.js' }),
    );
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(csp[directive], directive).toEqual(
        expect.arrayContaining([TAG_MANAGER_ORIGIN, 'https://track.example.com']),
      );
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets the client reach an external identity provider', () => {
    const csp = contentSecurityPolicy(loadConfig({ OIDC_ISSUER: 'https://login.example.org/realms/x' }));
    expect(csp['connect-src']).toContain('https://login.example.org');
  });
});
