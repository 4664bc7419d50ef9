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
});
