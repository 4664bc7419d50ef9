import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { type StreamVideoSettings, streamStartSpec } from './streamStartSpec.js';

const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });
const mode = { portrait: false, touch: false, mobile: false };
const video: StreamVideoSettings = {
  mode: 'jpeg',
  iceServers: [],
  webrtcTimeoutMs: 1000,
  baseLoadDelayMs: 0,
  startTimeoutMs: 1000,
};

describe('the rim size a stream starts with', () => {
  let t: TestApp;
  let api: ConfigurationClient;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    t = await startTestApp(pglite);
    api = new ConfigurationClient(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const startOf = async (id: string) =>
    (
      await streamStartSpec(
        t.app.services.catalog,
        await t.app.services.configurationQueries.state(id),
        mode,
        video,
      )
    ).spec;

  it("is the X-Bow's saved rim size: 19 until a 20 is saved, then 20 with the rims colour", async () => {
    const vehicles = await api.vehicles();
    const xbow = vehicles.find((v) => v.Name.toUpperCase().includes('X-BOW'))!;
    const { ConfigurationId: id } = await api.create(xbow.ModelId);
    expect(await startOf(id)).toMatchObject({ rimSize: 19 });
    const saved = await api.put(`/configuration/update/${id}`, {
      VehicleSettings: { CustomColorConfiguration: { SelectedRimsColor: '1B1B1B', RimSize: 20 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await startOf(id)).toMatchObject({ rimSize: 20, xbowColors: { rims: '1B1B1B' } });
  });

  it('is none for a model without colour slots', async () => {
    const [bike] = await api.vehicles();
    const { ConfigurationId: id } = await api.create(bike!.ModelId);
    expect(await startOf(id)).toMatchObject({ rimSize: null, xbowColors: null });
  });
});
