import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('the stream protocol document ($name)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { RENDER_LOCAL_NODE: 'false' });
  });
  afterAll(() => t?.close());

  it('is served beside the OpenAPI document, which points to it', async () => {
    const document = await t.app.inject({ url: '/api/posconfigurator/stream-protocol.md' });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toMatch(/^text\/markdown/);
    expect(document.body).toMatch(/^# The 3D stream protocol/);
    for (const message of ['INIT_DONE', 'BITRATE_DROPPED', 'uereset succ', 'bearer.', '"type":"busy"']) {
      expect(document.body).toContain(message);
    }
    const openapi = (await t.app.inject({ url: '/api/posconfigurator/openapi.json' })).json();
    expect(openapi.info.description).toContain('/api/posconfigurator/stream-protocol.md');
  });
});
