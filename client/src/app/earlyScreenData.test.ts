// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyCalls, takeEarly } from '../lib/earlyCalls.js';
import { writeTokens } from '../lib/identityStorage.js';
import type { AppSettings } from '../lib/trpcClient.js';
import { DEFAULT_COMPANY_ID } from '../stores/configurationStore.js';
import { requestScreenDataEarly } from './earlyScreenData.js';

const api = vi.hoisted(() => ({
  vehicle: vi.fn(),
  list: vi.fn(),
  configuration: vi.fn(),
}));

vi.mock('../lib/trpcClient.js', () => ({
  trpc: {
    vehicles: { get: { query: api.vehicle }, list: { query: api.list } },
    configuration: { get: { query: api.configuration } },
  },
}));

const MODEL = 'KTM-890-ADVENTURE-R-2025';
const CONFIGURATION_ID = 'c0ffee00-0000-4000-8000-0000000000aa';
const COMPANY = '0F1C2A3E-8D4B-4F5A-9C7E-2B1D0A9E8F02';
const settings = Promise.resolve({ Brand: 'HQV' } as AppSettings);
const never = () => Promise.reject(new Error('called again'));

describe('the first screen calls, started from the address', () => {
  beforeEach(() => {
    clearEarlyCalls();
    writeTokens(null);
    for (const mock of Object.values(api)) mock.mockReset();
    api.vehicle.mockResolvedValue({ Vehicle: { ModelId: MODEL } });
    api.configuration.mockResolvedValue({ ConfigurationId: CONFIGURATION_ID });
    api.list.mockResolvedValue({ Segments: [] });
  });
  afterEach(() => writeTokens(null));

  it('asks for the model and the configuration of the configuration screen, as the screen will', async () => {
    requestScreenDataEarly(
      `/main/configuration/${MODEL}/categories`,
      `?culture=de&country=ch&configurationId=${CONFIGURATION_ID}&id_company=${COMPANY}`,
      settings,
    );
    const context = { cid: COMPANY.toLowerCase(), c: 'de-CH', m: 'CH' };
    expect(api.vehicle).toHaveBeenCalledWith({ ...context, modelId: MODEL });
    expect(api.configuration).toHaveBeenCalledWith({ configurationId: CONFIGURATION_ID, c: 'de-CH' });
    // The screen's calls take them, whatever the order of the input's fields, and only once.
    await expect(takeEarly('vehicles.get', { modelId: MODEL, ...context }, never)).resolves.toEqual({
      Vehicle: { ModelId: MODEL },
    });
    await expect(takeEarly('vehicles.get', { ...context, modelId: MODEL }, never)).rejects.toThrow(
      'called again',
    );
    await expect(
      takeEarly('configuration.get', { configurationId: CONFIGURATION_ID, c: 'de-CH' }, never),
    ).resolves.toEqual({ ConfigurationId: CONFIGURATION_ID });
  });

  it('calls anew for another input: another culture or country is not answered early', async () => {
    requestScreenDataEarly(`/main/configuration/${MODEL}/categories`, '?culture=en-GB', settings);
    const other = { cid: DEFAULT_COMPANY_ID, c: 'en-IE', m: 'IE', modelId: MODEL };
    await expect(takeEarly('vehicles.get', other, () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it("leaves a signed-in visitor's configuration to the call that carries the token", () => {
    writeTokens({ accessToken: 'a', idToken: 'i', expiresAt: Date.now() + 60_000 });
    requestScreenDataEarly(
      `/main/configuration/${MODEL}/categories`,
      `?culture=en-GB&configurationId=${CONFIGURATION_ID}`,
      settings,
    );
    expect(api.vehicle).toHaveBeenCalledTimes(1);
    expect(api.configuration).not.toHaveBeenCalled();
  });

  it("asks for the model selection's list of the brand the settings name", async () => {
    requestScreenDataEarly('/main/motorcycles', '?culture=en-GB', settings);
    await settings;
    const input = { cid: DEFAULT_COMPANY_ID, c: 'en-GB', m: 'GB', brand: 'HQV' };
    expect(api.list).toHaveBeenCalledWith(input);
    await expect(takeEarly('vehicles.list', input, never)).resolves.toEqual({ Segments: [] });
  });

  it.each([
    ['/main/motorcycles', ''],
    ['/main/history', '?culture=en-GB'],
    ['/main/overview/X', '?culture=en-GB'],
    ['/main', `?culture=en-GB&configurationId=${CONFIGURATION_ID}`],
    ['/preview', '?culture=en-GB'],
  ])('asks nothing early on %s%s', async (path, search) => {
    requestScreenDataEarly(path, search, settings);
    await settings;
    expect(api.vehicle).not.toHaveBeenCalled();
    expect(api.list).not.toHaveBeenCalled();
    expect(api.configuration).not.toHaveBeenCalled();
  });

  it('does not hand out an answer older than its lifetime', async () => {
    vi.useFakeTimers();
    try {
      requestScreenDataEarly(`/main/configuration/${MODEL}/categories`, '?culture=en-GB', settings);
      vi.advanceTimersByTime(31_000);
      const input = { cid: DEFAULT_COMPANY_ID, c: 'en-GB', m: 'GB', modelId: MODEL };
      await expect(takeEarly('vehicles.get', input, () => Promise.resolve('fresh'))).resolves.toBe('fresh');
    } finally {
      vi.useRealTimers();
    }
  });
});
