import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { contentSecurityPolicy, GOOGLE_MAPS_SOURCES, TAG_MANAGER_ORIGIN } from './securityPlugin.js';

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

  it('lets the dealer map load its tiles from the configured tile host, with {s} as any subdomain', () => {
    expect(contentSecurityPolicy(loadConfig({}))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const osm = contentSecurityPolicy(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    );
    expect(osm['img-src']).toContain('https://*.tile.openstreetmap.org');
    // Pictures only: the tile host runs no script and is not called otherwise.
    expect(osm['script-src']).toEqual(["'self'"]);
    expect(osm['connect-src']).not.toContain('https://*.tile.openstreetmap.org');
    const own = contentSecurityPolicy(
      loadConfig({ MAP_TILE_URL: 'http://tiles.example.com:8080/{z}/{x}/{y}.png' }),
    );
    expect(own['img-src']).toContain('http://tiles.example.com:8080');
  });

  it('names the Google Maps sources only when a maps key is set', () => {
    const without = contentSecurityPolicy(loadConfig({}));
    expect(without['style-src']).toEqual(["'self'"]);
    expect(without['worker-src']).toBeUndefined();
    const withKey = contentSecurityPolicy(loadConfig({ GOOGLE_MAPS_KEY: 'maps-key' }));
    for (const [directive, sources] of Object.entries(GOOGLE_MAPS_SOURCES)) {
      expect(withKey[directive], directive).toEqual(expect.arrayContaining([...sources]));
    }
    expect(withKey['script-src']).toContain('https://*.googleapis.com');
    expect(withKey['script-src']).not.toContain("'unsafe-inline'");
  });
});
