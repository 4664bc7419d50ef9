import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_BODY_LIMIT } from '../configurations/documentRoutes.js';
import {
  API,
  type ConfiguredTestApp,
  startConfiguredTestApp,
  streamEvents,
} from '../testing/configurationClient.js';
import { XHR } from '../testing/testApp.js';
import { BODY_LIMIT } from './restPlugin.js';

const JSON_WRITE = { ...XHR, 'content-type': 'application/json' };

describe.each(testDatabases())('request bodies of the REST facade on $name', (testDatabase) => {
  let t: ConfiguredTestApp;

  beforeAll(async () => {
    t = await startConfiguredTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: string) =>
    t.app.inject({
      method,
      url: `${API}${path}`,
      headers: JSON_WRITE,
      ...(payload === undefined ? {} : { payload }),
    });

  it('takes a DELETE or a body-less POST that sets the JSON content type but sends no body', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const dismissed = await send('POST', `/configuration/${id}/dismiss-unsaved-changes`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const deleted = await send('DELETE', `/configuration/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ConfigurationId: id });
    expect((await t.api.get(`/configuration/${id}`)).statusCode).toBe(410);
    // A route that needs a body still says so, naming it.
    const { ConfigurationId: other } = await t.api.create(t.modelId);
    const missing = await send('POST', `/configuration/${other}/add-part`, '  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toMatch(/^body/);
  });

  it('refuses keys that could reach prototypes, saying which key and where, and stores nothing', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const before = (await streamEvents(t.app, id)).length;
    for (const [payload, message] of [
      ['{"PartId":1,"__proto__":{"polluted":true}}', /^body\.__proto__: the key "__proto__" is not allowed/],
      [
        '{"PartId":1,"SelectedParts":[1],"nested":{"__proto__":{}}}',
        /^body\.nested\.__proto__: the key "__proto__" is not allowed/,
      ],
      [
        '{"PartId":1,"constructor":{"prototype":{"polluted":true}}}',
        /^body\.constructor\.prototype: the key "constructor\.prototype" is not allowed/,
      ],
    ] as const) {
      const response = await send('POST', `/configuration/${id}/add-part`, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().Message, payload).toMatch(message);
      expect(response.json().Message).not.toMatch(/not valid JSON/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await streamEvents(t.app, id)).toHaveLength(before);
  });

  it('says where JSON that does not parse goes wrong', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const response = await send('POST', `/configuration/${id}/add-part`, '{"PartId":');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/^body: not valid JSON \(.+\)\.$/);
  });

  it('keeps bodies above the server limit to the screenshot routes', async () => {
    const { ConfigurationId: id } = await t.api.create(t.modelId);
    const before = (await streamEvents(t.app, id)).length;
    // Valid JSON a little above the limit: a long list of part ids.
    const count = Math.ceil(BODY_LIMIT / 6) + 10;
    const big = JSON.stringify({ PartId: 1, SelectedParts: Array.from({ length: count }, () => 99999) });
    expect(big.length).toBeGreaterThan(BODY_LIMIT);
    for (const [method, path] of [
      ['POST', `/configuration/${id}/add-part`],
      ['POST', `/configuration/${id}/save-configuration`],
      ['PUT', `/configuration/update/${id}`],
      ['POST', '/configuration/create'],
    ] as const) {
      const response = await send(method, path, big);
      expect(response.statusCode, path).toBe(413);
      expect(response.json().Message, path).toBe(
        `body: the request body is larger than ${BODY_LIMIT} bytes, the most this call takes.`,
      );
    }
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/configuration.addPart',
      headers: JSON_WRITE,
      payload: big,
    });
    expect(trpc.statusCode).toBe(413);
    expect(await streamEvents(t.app, id)).toHaveLength(before);

    // A screenshot of 2 MB reaches the screenshot routes' own checks (here: not a PNG).
    const screenshot = 'A'.repeat(2 * BODY_LIMIT);
    expect(2 * BODY_LIMIT).toBeLessThan(SCREENSHOT_BODY_LIMIT);
    const pdf = await send(
      'POST',
      `/configuration/${id}/pdfwithscreenshot`,
      JSON.stringify({ ScreenshotData: screenshot }),
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().Message).toMatch(/ScreenshotData/);
    const enquiry = await send(
      'POST',
      `/configuration/${id}/send-dealer`,
      JSON.stringify({
        dealer: { DealerNo: 'D-1' },
        userProfileId: 'u-1',
        userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
        screenshotData: screenshot,
      }),
    );
    expect(enquiry.statusCode, enquiry.body).not.toBe(413);
    expect(enquiry.statusCode).toBeLessThan(500);
  });
});
