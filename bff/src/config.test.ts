import { describe, expect, it } from 'vitest';
import { configSchema, defaultPdfConcurrency, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: 'data',
      SEED_CATALOG: true,
      DATABASE_POOL_SIZE: 20,
    });
  });

  it('prints PDFs on one page per core beyond the first, at most two', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultPdfConcurrency(cores))).toEqual([1, 1, 2, 2, 2]);
    expect(loadConfig({}).PDF_CONCURRENCY).toBe(defaultPdfConcurrency());
    expect(loadConfig({ PDF_CONCURRENCY: '4' }).PDF_CONCURRENCY).toBe(4);
    expect(() => loadConfig({ PDF_CONCURRENCY: '0' })).toThrow(/PDF_CONCURRENCY/);
  });

  it('counts dry runs with a limit of their own, above the writes', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_DRY_RUNS_PER_MINUTE).toBe(3000);
    expect(config.RATE_LIMIT_DRY_RUNS_PER_MINUTE).toBeGreaterThan(config.RATE_LIMIT_WRITES_PER_MINUTE);
    expect(loadConfig({ RATE_LIMIT_DRY_RUNS_PER_MINUTE: '50' }).RATE_LIMIT_DRY_RUNS_PER_MINUTE).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_DRY_RUNS_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_DRY_RUNS_PER_MINUTE/,
    );
  });

  it("puts the built-in provider's issuer on the server's own address: PUBLIC_URL, else PORT", () => {
    expect(loadConfig({}).OIDC_ISSUER).toBe('http://localhost:3000/oidc');
    expect(loadConfig({ PORT: '3456' }).OIDC_ISSUER).toBe('http://localhost:3456/oidc');
    expect(loadConfig({ PORT: '3456', PUBLIC_URL: 'https://configurator.example.com/' }).OIDC_ISSUER).toBe(
      'https://configurator.example.com/oidc',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4100' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4100/oidc',
    );
    // An issuer that is set stays as it is.
    expect(loadConfig({ PORT: '3456', OIDC_ISSUER: 'https://login.example.com/oidc' }).OIDC_ISSUER).toBe(
      'https://login.example.com/oidc',
    );
    expect(loadConfig({ PORT: '3456', OIDC_ISSUER: '' }).OIDC_ISSUER).toBe('http://localhost:3456/oidc');
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops on a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_CATALOG: 'maybe' })).toThrow(/SEED_CATALOG/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('takes a map tile URL template and refuses one the map cannot use', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('');
    expect(loadConfig({}).MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    const template = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template }).MAP_TILE_URL).toBe(template);
    for (const bad of [
      'https://tile.example.org/tiles.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'https://tiles-{s}.example.org/{z}/{x}/{y}.png',
      'tile.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL: an http\(s\) URL template/);
    }
  });
});

describe('the README', () => {
  it('lists every variable the server reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const { repositoryRoot } = await import('@configurator/migrations/db/paths');
    const readme = await readFile(`${repositoryRoot}/README.md`, 'utf8');
    const missing = Object.keys(configSchema.shape).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('the stream settings', () => {
  it('reads the ICE servers as JSON and refuses anything else, naming the variable', () => {
    expect(loadConfig({}).STREAM_ICE_SERVERS).toEqual([]);
    const servers = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
    expect(loadConfig({ STREAM_ICE_SERVERS: JSON.stringify(servers) }).STREAM_ICE_SERVERS).toEqual(servers);
    for (const bad of [
      'not json',
      '[{"urls":"http://x"}]',
      '{"urls":"stun:x"}',
      '[{"urls":"stun:x","extra":1}]',
    ]) {
      expect(() => loadConfig({ STREAM_ICE_SERVERS: bad }), bad).toThrow(/STREAM_ICE_SERVERS/);
    }
  });
});
