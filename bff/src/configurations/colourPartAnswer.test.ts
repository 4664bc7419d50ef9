import { XBOW_COLOR_PARTS } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

const [pglite] = testDatabases({ TEST_DATABASES: 'pglite' });

/** Adding an X-Bow colour slot as a part is refused with an answer that says why and what to do. */
describe('adding a colour part', () => {
  let t: TestApp;
  let api: ConfigurationClient;
  let configurationId: string;
  const bodyColour = XBOW_COLOR_PARTS.body;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    t = await startTestApp(pglite);
    api = new ConfigurationClient(t.app);
    const xbow = (await api.vehicles()).find((vehicle) => vehicle.Name.toUpperCase().includes('X-BOW'));
    if (!xbow) throw new Error('no X-Bow');
    configurationId = (await api.create(xbow.ModelId)).ConfigurationId;
  });
  afterAll(() => t?.close());

  it('REST: 400 naming the part, that it is a colour slot, and where its colour is chosen', async () => {
    for (const DryRun of [true, false]) {
      const response = await api.post(`/configuration/${configurationId}/add-part`, {
        PartId: bodyColour,
        DryRun,
      });
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ Code: 'COLOR_PART_NEEDS_COLOR', Field: 'PartId', PartId: bodyColour });
      expect(answer.Message).toMatch(new RegExp(`Part ${bodyColour} is a colour slot`));
      expect(answer.Message).toMatch(/choose its colour in the vehicle settings/);
    }
  });

  it('tRPC: BAD_REQUEST with the same message and details', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.addPart',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      payload: { configurationId, partId: bodyColour },
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error;
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      details: { Code: 'COLOR_PART_NEEDS_COLOR', PartId: bodyColour },
    });
    expect(error.message).toMatch(new RegExp(`Part ${bodyColour} is a colour slot: choose its colour`));
  });
});
