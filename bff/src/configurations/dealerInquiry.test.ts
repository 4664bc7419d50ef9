import { dealers } from '@configurator/migrations/db/schema/catalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListItem } from '../catalog/catalogTypes.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';

/**
 * The enquiry's preconditions as the summary reads them from the settings: what the screen does
 * not offer, the server refuses with 403 naming the setting.
 */
describe.each(testDatabases())(
  'send to a dealer follows the settings the summary offers it by on $name',
  (testDatabase) => {
    let identity: TestIdentity;
    let customer: Record<string, string>;
    const started: TestApp[] = [];

    beforeAll(async () => {
      identity = await createTestIdentity();
      customer = { authorization: `Bearer ${await identity.token({ sub: 'customer-1' })}` };
    });
    afterAll(async () => {
      for (const app of started) await app.close();
    });

    async function appWith(env: Record<string, string>) {
      const t = await startTestApp(testDatabase, env, { identityKeys: identity.keys });
      started.push(t);
      const api = new ConfigurationClient(t.app);
      const vehicles = await api.vehicles();
      const [dealer] = await t.database.db.select({ dealerNo: dealers.dealerNo }).from(dealers).limit(1);
      const send = async (vehicle: VehicleListItem) => {
        const { ConfigurationId: id } = await api.create(vehicle.ModelId);
        return t.app.inject({
          method: 'POST',
          url: `/api/posconfigurator/configuration/${id}/send-dealer`,
          headers: { ...XHR, ...customer },
          payload: {
            dealer: { DealerNo: dealer!.dealerNo },
            userProfileId: 'customer-1',
            userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
          },
        });
      };
      return { vehicles, send };
    }

    it('refuses every model with 403 naming CdcEnabled when accounts are switched off', async () => {
      const { vehicles, send } = await appWith({ CDC_ENABLED: 'false' });
      const offered = vehicles.filter((vehicle) => vehicle.ShowOfferButton);
      const kinds = new Set(offered.map((vehicle) => vehicle.RenderingEngine));
      expect(kinds).toEqual(new Set(['Engine2D', 'Engine3D']));
      for (const engine of kinds) {
        const vehicle = offered.find((candidate) => candidate.RenderingEngine === engine)!;
        const response = await send(vehicle);
        expect(response.statusCode, `${vehicle.Name}: ${response.body}`).toBe(403);
        expect(response.json().Message).toMatch(/CdcEnabled/);
      }
    });

    it('takes a 2D model with DealerSearch3DEnabled off and refuses a 3D model, but not the X-Bow', async () => {
      const { vehicles, send } = await appWith({ DEALER_SEARCH_3D_ENABLED: 'false' });
      const twoD = vehicles.find((v) => v.RenderingEngine === 'Engine2D' && v.ShowOfferButton)!;
      const threeD = vehicles.find(
        (v) => v.RenderingEngine === 'Engine3D' && v.ShowOfferButton && !/bow/i.test(v.Name),
      )!;
      expect((await send(twoD)).statusCode).toBe(200);
      const refused = await send(threeD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toMatch(/DealerSearch3DEnabled/);
      const xBow = vehicles.find((v) => /bow/i.test(v.Name));
      if (xBow) expect((await send(xBow)).statusCode).toBe(200);
    });
  },
);
