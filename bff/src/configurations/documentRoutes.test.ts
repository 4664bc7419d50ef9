import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';
import { SCREENSHOT_MAX_BYTES } from './documentRoutes.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('IHDR and the rest of a tiny image')]).toString(
  'base64',
);
const notPng = Buffer.from('GIF89a, not a PNG at all').toString('base64');
/** Base64 that decodes to just over the cap. */
const oversized = 'A'.repeat(Math.ceil(((SCREENSHOT_MAX_BYTES + 3) * 4) / 3 / 4) * 4);

describe.each(testDatabases())('document routes on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let id: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
    api = new ConfigurationClient(t.app);
    id = (await api.create((await api.vehicles())[0]!.ModelId)).ConfigurationId;
    auth = { authorization: `Bearer ${await identity.token({ sub: 'user-1', email: 'anna@example.com' })}` };
  });
  afterAll(() => t?.close());

  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    configurationId: id,
    dealer: { DealerNo: 'AT1001', Name: 'Motorrad Gruber' },
    userProfileId: 'user-1',
    userProfile: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
    screenshotData: `data:image/png;base64,${png}`,
    ...overrides,
  });

  /** Each mail route with a valid request for configuration `target` (the PDF: documents/pdfRoutes.test.ts). */
  const valid = (target: string) => [
    () =>
      api.post(`/configuration/${target}/send-export`, {
        Email: 'a@example.com',
        Firstname: 'Anna',
        Lastname: 'Berger',
      }),
    () => api.get(`/configuration/${target}/export?firstname=Anna&lastname=Berger`),
    () => api.get(`/configuration/${target}/export?firstname=Anna&lastname=Berger&email=a%40example.com`),
    () => api.post(`/configuration/${target}/send`, { Email: 'a@example.com' }),
    () => api.post(`/configuration/${target}/send-dealer`, inquiry({ configurationId: target }), auth),
    () =>
      api.post(
        `/configuration/${target}/send-dealer`,
        inquiry({ configurationId: null, screenshotData: null }),
        auth,
      ),
  ];

  it('accepts every valid request: the sends answer the configuration id, the export its document', async () => {
    for (const [i, call] of valid(id).entries()) {
      const response = await call();
      expect(response.statusCode, `request ${i}: ${response.body}`).toBe(200);
      const answer = response.json();
      if (answer.Format) expect(answer.Configuration.ConfigurationId, `request ${i}`).toBe(id);
      else expect(answer, `request ${i}`).toEqual({ ConfigurationId: id });
    }
  });

  it('answers 404 for an unknown configuration', async () => {
    const unknown = crypto.randomUUID();
    for (const [i, call] of valid(unknown).entries()) {
      const response = await call();
      expect(response.statusCode, `request ${i}`).toBe(404);
      expect(response.json().Message).toContain(unknown);
    }
  });

  it('refuses invalid requests naming the field', async () => {
    const cases: [() => ReturnType<ConfigurationClient['get']>, RegExp][] = [
      [() => api.get(`/configuration/${id}/pdf?stamp=abc`), /\bstamp\b/],
      [() => api.get(`/configuration/${id}/pdf?stamp=12345678901`), /\bstamp\b/],
      [
        () => api.post(`/configuration/${id}/pdfwithscreenshot?stamp=x`, { ScreenshotData: png }),
        /\bstamp\b/,
      ],
      [
        () => api.post(`/configuration/${id}/pdfwithscreenshot`, { ScreenshotData: notPng }),
        /ScreenshotData/,
      ],
      [
        () => api.post(`/configuration/${id}/pdfwithscreenshot`, { ScreenshotData: 'not base64!' }),
        /ScreenshotData/,
      ],
      [
        () =>
          api.post(`/configuration/${id}/pdfwithscreenshot`, {
            ScreenshotData: `data:image/jpeg;base64,${png}`,
          }),
        /ScreenshotData/,
      ],
      [() => api.post(`/configuration/${id}/pdfwithscreenshot`, {}), /ScreenshotData/],
      [
        () => api.post(`/configuration/${id}/send-export`, { Email: 'anna', Firstname: 'A', Lastname: 'B' }),
        /\bEmail\b/,
      ],
      [
        () => api.post(`/configuration/${id}/send-export`, { Email: 'a@example.com', Lastname: 'B' }),
        /\bFirstname\b/,
      ],
      [
        () =>
          api.post(`/configuration/${id}/send-export`, {
            Email: 'a@example.com',
            Firstname: 'A',
            Lastname: '  ',
          }),
        /\bLastname\b/,
      ],
      [() => api.get(`/configuration/${id}/export?firstname=Anna`), /\blastname\b/],
      [() => api.get(`/configuration/${id}/export?firstname=Anna&lastname=B&email=nope`), /\bemail\b/],
      [() => api.post(`/configuration/${id}/send`, { Email: '@' }), /\bEmail\b/],
      [() => api.post(`/configuration/${id}/send`, {}), /\bEmail\b/],
      [
        () =>
          api.post(
            `/configuration/${id}/send-dealer`,
            inquiry({ userProfile: { firstName: 'A', lastName: 'B', email: 'x' } }),
            auth,
          ),
        /userProfile\.email/,
      ],
      [
        () =>
          api.post(
            `/configuration/${id}/send-dealer`,
            inquiry({ userProfile: { firstName: '', lastName: 'B', email: 'a@b.at' } }),
            auth,
          ),
        /userProfile\.firstName/,
      ],
      [() => api.post(`/configuration/${id}/send-dealer`, inquiry({ dealer: {} }), auth), /dealer\.DealerNo/],
      [
        () => api.post(`/configuration/${id}/send-dealer`, inquiry({ userProfileId: '' }), auth),
        /userProfileId/,
      ],
      [
        () => api.post(`/configuration/${id}/send-dealer`, inquiry({ screenshotData: notPng }), auth),
        /screenshotData/,
      ],
      [
        () =>
          api.post(
            `/configuration/${id}/send-dealer`,
            inquiry({ configurationId: crypto.randomUUID() }),
            auth,
          ),
        /configurationId/,
      ],
    ];
    for (const [i, [call, field]] of cases.entries()) {
      const response = await call();
      expect(response.statusCode, `case ${i}: ${response.body}`).toBe(400);
      expect(response.json().Message, `case ${i}`).toMatch(field);
    }
  });

  it('answers 413 for a screenshot over the cap and for a body over the server limit', async () => {
    const big = await api.post(`/configuration/${id}/pdfwithscreenshot`, { ScreenshotData: oversized });
    expect(big.statusCode).toBe(413);
    expect(big.json().Message).toMatch(/ScreenshotData/);
    const dealerBig = await api.post(
      `/configuration/${id}/send-dealer`,
      inquiry({ screenshotData: oversized }),
      auth,
    );
    expect(dealerBig.statusCode).toBe(413);
    expect(dealerBig.json().Message).toMatch(/screenshotData/);
    const huge = await api.post(`/configuration/${id}/pdfwithscreenshot`, {
      ScreenshotData: `${oversized}${oversized}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Message).toEqual(expect.any(String));
  });

  it('needs a valid bearer token to send to a dealer, and the header on every POST', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Basic dXNlcjpwdw==' },
    ] as Record<string, string>[]) {
      const response = await api.post(`/configuration/${id}/send-dealer`, inquiry(), headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().Message).toMatch(/Authorization/);
    }
    const withoutHeader = await t.app.inject({
      method: 'POST',
      url: `/api/posconfigurator/configuration/${id}/send`,
      payload: { Email: 'a@example.com' },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().Message).toMatch(/X-Requested-With/);
  });

  it('answers 410 once the configuration is deleted', async () => {
    const { ConfigurationId: gone } = await api.create((await api.vehicles())[0]!.ModelId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posconfigurator/configuration/${gone}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(deleted.statusCode).toBe(200);
    for (const [i, call] of valid(gone).entries()) {
      const response = await call();
      expect(response.statusCode, `request ${i}`).toBe(410);
      expect(response.json().Message).toContain(gone);
    }
  });
});
