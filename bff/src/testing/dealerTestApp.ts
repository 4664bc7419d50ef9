import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import type { VehicleOverview } from '../catalog/catalogTypes.js';
import { ConfigurationClient, partsWithoutQuestions } from './configurationClient.js';
import { startTestApp, type TestApp } from './testApp.js';
import { createTestIdentity, type TestIdentity } from './testIdentity.js';

export interface DealerTestApp extends TestApp {
  api: ConfigurationClient;
  identity: TestIdentity;
  /** The seed's first model. */
  model: VehicleOverview;
  /** Its parts that add to a new configuration without a question. */
  free: number[];
  /** A dealer's Authorization header. */
  dealer: Record<string, string>;
}

/** The app with a test identity provider, the first model, its plain parts and a dealer's token. */
export async function startDealerTestApp(database: TestDatabase, dealerNo: string): Promise<DealerTestApp> {
  const identity = await createTestIdentity();
  const t = await startTestApp(database, {}, { identityKeys: identity.keys });
  const api = new ConfigurationClient(t.app);
  const [vehicle] = await api.vehicles();
  if (!vehicle) throw new Error('the seed has no KTM model');
  const model = await api.overview(vehicle.ModelId);
  const probe = await api.create(model.Vehicle.ModelId);
  const free = partsWithoutQuestions(await api.dryRuns(probe.ConfigurationId, model.Parts));
  const token = await identity.token({ sub: 'dealer-user', dealer_no: dealerNo });
  return { ...t, api, identity, model, free, dealer: { authorization: `Bearer ${token}` } };
}
