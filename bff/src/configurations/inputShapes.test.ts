import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ConfigurationClient, streamEvents } from '../testing/configurationClient.js';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';
import { createTestIdentity } from '../testing/testIdentity.js';

const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;

/** Raw JSON bodies no route accepts as they are. */
const ODD_BODIES = [
  '[]',
  '[1,2,3]',
  '"text"',
  'null',
  'true',
  '0',
  '-1',
  '1e400',
  '123456789012345678901234567890',
  '{"PartId":null}',
  '{"PartId":[1]}',
  '{"PartId":{"$gt":1}}',
  '{"PartId":-1e308}',
  '{"PartId":9007199254740993}',
  '{"PartId":1,"SelectedParts":"1,2"}',
  '{"PartId":1,"SelectedParts":[null]}',
  `{"PartId":1,"RemoveParts":[${Array.from({ length: 600 }, (_, i) => i + 1).join(',')}]}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"ModelId":"\\u0000","Firstname":"A\\u0000","Lastname":"\\ud800","Email":"a\\u0000@b.at"}',
  '{"ModelId":{"a":[1,{"b":null}]},"VariationCode":[],"SetupId":{}}',
  '{"VehicleSettings":"x"}',
  '{"VehicleSettings":{"CustomColorConfiguration":[],"ToolsConfiguration":{"Lighting":"bright"}}}',
  '{"VehicleSettings":{"ToolsConfiguration":{"Cinematics":"\\u0000","Animations":["\\udfff"]}}}',
  '{"Firstname":{"a":1},"Lastname":[],"SaveAsNew":"yes"}',
  `{"Firstname":"${'x'.repeat(5000)}","Lastname":"y"}`,
  '{"Id":12,"Parts":"all"}',
  '{"Email":["a@b.c"],"ScreenshotData":123}',
  '{"dealer":null,"userProfile":"me","userProfileId":7}',
  deep,
  '{"PartId":',
  '',
];

describe.each(testDatabases())('odd input shapes on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let id: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    const identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    id = (await api.create((await api.vehicles())[0]!.ModelId)).ConfigurationId;
    auth = { authorization: `Bearer ${await identity.token({ sub: 'user-1', dealer_no: 'D-1' })}` };
  });
  afterAll(() => t?.close());

  const routes = () => [
    { method: 'POST' as const, path: '/configuration/create' },
    { method: 'PUT' as const, path: `/configuration/update/${id}` },
    { method: 'PUT' as const, path: `/configuration/update/${id}/user-1` },
    { method: 'POST' as const, path: `/configuration/${id}/add-part` },
    { method: 'POST' as const, path: `/configuration/${id}/remove-part` },
    { method: 'POST' as const, path: `/configuration/${id}/apply-setup` },
    { method: 'POST' as const, path: `/configuration/${id}/save-configuration` },
    { method: 'POST' as const, path: `/configuration/${id}/save-user-configuration-cdc`, optionalBody: true },
    { method: 'POST' as const, path: `/configuration/${id}/dismiss-unsaved-changes`, optionalBody: true },
    { method: 'POST' as const, path: `/configuration/${id}/pdfwithscreenshot` },
    { method: 'POST' as const, path: `/configuration/${id}/send-export` },
    { method: 'POST' as const, path: `/configuration/${id}/send` },
    { method: 'POST' as const, path: `/configuration/${id}/send-dealer` },
  ];

  it('answers every odd body to every POST and PUT route below 500, with a Message', async () => {
    const before = (await streamEvents(t.app, id)).length;
    let accepted = 0;
    for (const route of routes()) {
      for (const payload of ODD_BODIES) {
        const response = await t.app.inject({
          method: route.method,
          url: `/api/posconfigurator${route.path}`,
          headers: { ...XHR, ...auth, 'content-type': 'application/json' },
          payload,
        });
        const what = `${route.method} ${route.path} ${payload.slice(0, 80)}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json().Message, what).toEqual(expect.any(String));
          expect(response.json().Message.length, what).toBeGreaterThan(0);
        } else {
          // Only routes that take no body, or an optional one, may accept such a request.
          expect(route.optionalBody, what).toBe(true);
          accepted++;
        }
      }
      if (route.optionalBody) continue;
      const plain = await t.app.inject({
        method: route.method,
        url: `/api/posconfigurator${route.path}`,
        headers: { ...XHR, ...auth, 'content-type': 'text/plain' },
        payload: 'PartId=1',
      });
      expect(plain.statusCode, route.path).toBeGreaterThanOrEqual(400);
      expect(plain.statusCode, route.path).toBeLessThan(500);
      expect(plain.json().Message).toEqual(expect.any(String));
    }
    // The accepted ones are the optional bodies that parse to nothing the routes read.
    expect(accepted).toBeGreaterThan(0);
    const written = (await streamEvents(t.app, id)).slice(before).map((e) => e.type);
    for (const type of written)
      expect(['UnsavedChangesDismissed', 'ConfigurationSavedToAccount']).toContain(type);
  });

  it('answers odd inputs to the tRPC mutations below 500, with a message', async () => {
    const procedures = [
      'create',
      'addPart',
      'removePart',
      'applySetup',
      'update',
      'save',
      'saveToAccount',
      'fork',
    ];
    const inputs = [
      ...ODD_BODIES.filter((b) => b !== '' && b !== '{"PartId":'),
      JSON.stringify({
        configurationId: id,
        partId: 1,
        selectedParts: ['\u0000'],
        firstname: '\u0000',
        lastname: 'x',
      }),
      JSON.stringify({
        configurationId: id,
        vehicleSettings: { ToolsConfiguration: { Cinematics: '\ud800' } },
      }),
    ];
    for (const procedure of procedures) {
      for (const payload of inputs) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/trpc/configuration.${procedure}`,
          headers: { ...XHR, ...auth, 'content-type': 'application/json' },
          payload,
        });
        const what = `${procedure} ${payload.slice(0, 80)}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.json().error.message, what).toEqual(expect.any(String));
      }
    }
  });

  it('refuses text the database cannot store naming the field, in bodies and queries', async () => {
    const saved = await api.post(`/configuration/${id}/save-configuration`, {
      Firstname: 'A\u0000',
      Lastname: 'B',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().Message).toMatch(/^body\.Firstname: /);
    const tools = await api.put(`/configuration/update/${id}`, {
      VehicleSettings: { ToolsConfiguration: { Animations: ['spin', 'x\udc00'] } },
    });
    expect(tools.statusCode).toBe(400);
    expect(tools.json().Message).toMatch(/ToolsConfiguration\.Animations\.1/);
    const history = await api.get(`/dealer/history?customer=${encodeURIComponent('a\u0000b')}`, auth);
    expect(history.statusCode).toBe(400);
    expect(history.json().Message).toMatch(/customer/);
    // Text with characters from every plane is stored as it is.
    const ok = await api.post(
      `/configuration/${id}/save-configuration`,
      { Firstname: 'Zoë 😀', Lastname: 'Ōno' },
      auth,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api.load(id, '', auth)).SaveDetails).toMatchObject({
      Firstname: 'Zoë 😀',
      Lastname: 'Ōno',
    });
  });

  it('answers an unexpected failure with a generic message on REST and tRPC, without internals', async () => {
    const handle = await testDatabase.open();
    await prepareDatabase(handle);
    const broken = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database: handle });
    await broken.ready();
    await handle.close();
    try {
      const rest = await broken.inject({ url: `/api/posconfigurator/configuration/${id}` });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ Message: 'An unexpected error occurred.' });
      const trpc = await broken.inject({
        url: `/api/trpc/configuration.get?input=${encodeURIComponent(JSON.stringify({ configurationId: id }))}`,
      });
      expect(trpc.statusCode).toBe(500);
      expect(trpc.json().error.message).toBe('An unexpected error occurred.');
      expect(trpc.body).not.toMatch(/select|from|closed|pool/i);
    } finally {
      await broken.close();
    }
  });
});
