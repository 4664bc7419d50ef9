import { XBOW_COLOR_PARTS } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { configurationEventOf, foldEvents } from './configurationStore.js';

describe.each(testDatabases())('X-Bow rim size and colour list on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let xbow: VehicleOverview;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    api = new ConfigurationClient(t.app);
    const vehicles = await api.vehicles();
    const model = vehicles.find((v) => v.Name.toUpperCase().includes('X-BOW'))!;
    xbow = await api.overview(model.ModelId, '?c=en-GB');
  });
  afterAll(() => t?.close());

  const update = (id: string, colors: Record<string, unknown>) =>
    api.put(`/configuration/update/${id}`, { VehicleSettings: { CustomColorConfiguration: colors } });
  const option = (slot: string, rimSize: number | null = null) =>
    xbow.ColorOptions.find((o) => o.Slot === slot && (rimSize === null || o.RimSize === rimSize))!;
  const partName = (partId: number) => xbow.Parts.find((p) => p.PartId === partId)!.Name;

  it('stores RimSize 20 and reads it back with the colours, their names, finish and rim size', async () => {
    const created = await api.create(xbow.Vehicle.ModelId);
    const id = created.ConfigurationId;
    expect(created.VehicleSettings.CustomColorConfiguration.RimSize).toBe(19);
    const body = option('body');
    const rims = option('rims', 20);
    const answer = await update(id, {
      SelectedBodyColor: body.FrontendColorCode,
      BodyFinish: 'Matte',
      SelectedRimsColor: rims.RenderColorCode.toLowerCase(),
      RimSize: 20,
      SelectedStitchingColor: '785db2',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Price).toEqual(created.TotalPrice);

    const loaded = await api.load(id, '?c=en-GB');
    expect(loaded.Configuration.VehicleSettings.CustomColorConfiguration).toMatchObject({
      RimSize: 20,
      BodyFinish: 'Matte',
    });
    expect(loaded.ColorCustomization).toEqual([
      {
        Slot: 'body',
        SlotName: partName(XBOW_COLOR_PARTS.body),
        ColorCode: body.FrontendColorCode.toUpperCase(),
        ColorName: body.ColorName,
        Finish: 'Matte',
        RimSize: null,
      },
      {
        Slot: 'rims',
        SlotName: partName(XBOW_COLOR_PARTS.rims),
        ColorCode: rims.RenderColorCode.toUpperCase(),
        ColorName: rims.ColorName,
        Finish: null,
        RimSize: 20,
      },
      {
        Slot: 'stitching',
        SlotName: partName(XBOW_COLOR_PARTS.stitching),
        ColorCode: '785DB2',
        ColorName: 'Individual colour #785DB2',
        Finish: null,
        RimSize: null,
      },
    ]);
    // The colour parts cost nothing: the total stays the vehicle's price.
    expect(loaded.Configuration.TotalPrice).toEqual(created.TotalPrice);

    // Another colour change keeps the rim size; the names follow the culture asked for.
    expect((await update(id, { BodyFinish: 'Glossy' })).statusCode).toBe(200);
    const german = await api.load(id, '?c=de-AT');
    expect(german.Configuration.VehicleSettings.CustomColorConfiguration.RimSize).toBe(20);
    expect(german.ColorCustomization.at(-1)?.ColorName).toBe('Individuelle Farbe #785DB2');
    expect(german.ColorCustomization[0]?.Finish).toBe('Glossy');
  });

  it('refuses a rim size other than 19 or 20 naming the field, and stores nothing', async () => {
    const { ConfigurationId: id } = await api.create(xbow.Vehicle.ModelId);
    for (const RimSize of [21, '20', 0, null]) {
      const refused = await update(id, { RimSize });
      expect(refused.statusCode, JSON.stringify(RimSize)).toBe(400);
      expect(refused.json().Message).toMatch(/RimSize.*must be 19 or 20/);
    }
    expect(await api.version(id)).toBe(1);
  });

  it('lists no colours for a model without colour slots', async () => {
    const [bike] = await api.vehicles();
    const { ConfigurationId: id } = await api.create(bike!.ModelId);
    expect((await api.load(id)).ColorCustomization).toEqual([]);
  });

  it('reads events stored before the rim size existed with 19-inch rims', async () => {
    const { ConfigurationId: id } = await api.create(xbow.Vehicle.ModelId);
    expect((await update(id, { SelectedRimsColor: option('rims').FrontendColorCode })).statusCode).toBe(200);
    const withoutRimSize = (stored: StoredEvent): StoredEvent => {
      const data = stored.data as { vehicleSettings: { customColorConfiguration: Record<string, unknown> } };
      const { rimSize: _gone, ...colors } = data.vehicleSettings.customColorConfiguration;
      return {
        ...stored,
        data: { ...data, vehicleSettings: { ...data.vehicleSettings, customColorConfiguration: colors } },
      };
    };
    const old = (await streamEvents(t.app, id)).map(withoutRimSize);
    for (const stored of old) {
      const colors = (stored.data as { vehicleSettings: { customColorConfiguration: object } })
        .vehicleSettings.customColorConfiguration;
      expect(colors).not.toHaveProperty('rimSize');
      const { data } = configurationEventOf(stored);
      expect(data).toMatchObject({ vehicleSettings: { customColorConfiguration: { rimSize: 19 } } });
    }
    expect(foldEvents(old)).toMatchObject({
      partIds: [XBOW_COLOR_PARTS.rims],
      vehicleSettings: { customColorConfiguration: { rimSize: 19 } },
    });
  });
});
