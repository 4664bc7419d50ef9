/**
 * What the fuzz runs against: the whole app on a fresh seeded database, listening on loopback, with
 * an in-memory identity provider whose tokens it accepts; and the real values (models, a
 * configuration) the generated requests draw from besides random ones.
 */
import { startStubRenderNode } from '@configurator/bff/testing/stubRenderNode';
import { startTestApp, type TestApp, XHR } from '@configurator/bff/testing/testApp';
import { createTestIdentity, type TestIdentity } from '@configurator/bff/testing/testIdentity';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import fc from 'fast-check';

const API = '/api/posconfigurator';

export interface FuzzTarget {
  t: TestApp;
  base: string;
  identity: TestIdentity;
  token: string;
  modelId: string;
  configurationId: string;
  /** A new configuration of the model (the fuzz may delete the first one). */
  create(): Promise<string>;
  known: Record<string, fc.Arbitrary<unknown>>;
  headers: fc.Arbitrary<Record<string, string>>;
  close(): Promise<void>;
}

/** PostgreSQL when a server is given, else PGlite in memory. */
export async function startFuzzTarget(postgresUrl: string, env: NodeJS.ProcessEnv = {}): Promise<FuzzTarget> {
  const [database] = testDatabases(
    postgresUrl
      ? { TEST_DATABASE_URL: postgresUrl, TEST_DATABASES: 'postgres' }
      : { TEST_DATABASES: 'pglite' },
  );
  if (!database) throw new Error('no test database');
  const identity = await createTestIdentity();
  // A stub node answers pictures at once and streams nothing: a stream visitor waits in the queue,
  // and the server answers every message itself (no Chromium started).
  const node = await startStubRenderNode();
  const t = await startTestApp(
    database,
    { RENDER_LOCAL_NODE: 'false', RENDER_NODES: node.url, ...env },
    { identityKeys: identity.keys },
  ).catch(async (error) => {
    await node.close();
    throw error;
  });
  const close = async () => {
    await t.close();
    await node.close();
  };
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const token = await identity.token({
      sub: 'fuzz-visitor',
      email: 'fuzz@example.com',
      given_name: 'Fuzz',
      family_name: 'Visitor',
    });
    const vehicles = (await (await fetch(`${base}${API}/vehicles?brand=KTM`)).json()) as {
      Segments: { Vehicles: { ModelId: string; RenderingEngine?: string }[] }[];
    };
    const models = vehicles.Segments.flatMap((s) => s.Vehicles);
    const model = models.find((v) => v.RenderingEngine === 'Engine3D') ?? models[0];
    if (!model) throw new Error('the seeded catalog has no KTM model');
    const create = async () => {
      const created = await fetch(`${base}${API}/configuration/create`, {
        method: 'POST',
        headers: { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ModelId: model.ModelId }),
      });
      if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
      return ((await created.json()) as { ConfigurationId: string }).ConfigurationId;
    };
    const configurationId = await create();
    const overview = (await (await fetch(`${base}${API}/vehicles/${model.ModelId}`)).json()) as {
      Parts?: { PartId: number }[];
    };
    const partIds = (overview.Parts ?? []).map((p) => p.PartId).slice(0, 50);
    const ids = fc.constantFrom(configurationId);
    const known: Record<string, fc.Arbitrary<unknown>> = {
      id: ids,
      configurationId: ids,
      ConfigurationId: ids,
      modelId: fc.constantFrom(...models.map((m) => m.ModelId)),
      ModelId: fc.constantFrom(...models.map((m) => m.ModelId)),
      brand: fc.constantFrom('KTM', 'HUSQVARNA', 'GASGAS'),
      c: fc.constantFrom('de-AT', 'en-GB', 'en_US'),
      ...(partIds.length ? { PartId: fc.constantFrom(...partIds) } : {}),
    };
    const bearer = { authorization: `Bearer ${token}` };
    const headers = fc.oneof(
      { arbitrary: fc.constant<Record<string, string>>({ ...XHR, ...bearer }), weight: 6 },
      { arbitrary: fc.constant<Record<string, string>>({ ...XHR }), weight: 2 },
      { arbitrary: fc.constant<Record<string, string>>({}), weight: 1 },
      {
        arbitrary: fc.constant<Record<string, string>>({ ...XHR, authorization: 'Bearer x.y.z' }),
        weight: 1,
      },
    );
    return {
      t,
      base,
      identity,
      token,
      modelId: model.ModelId,
      configurationId,
      create,
      known,
      headers,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
