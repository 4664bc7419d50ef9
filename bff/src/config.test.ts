import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
