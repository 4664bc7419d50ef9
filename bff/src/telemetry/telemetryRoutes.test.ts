import { telemetry } from '@configurator/migrations/db/schema/projections';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, XHR } from '../testing/testApp.js';

const URL = '/api/posconfigurator/health/telemetrydata';

describe.each(testDatabases())('POST /health/telemetrydata on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(telemetry);
  });

  const stored = () => t.database.db.select().from(telemetry);

  it('stores a report and answers 204', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}?c=de-AT`,
      headers: XHR,
      payload: {
        Payload: { Bitrate: 4200.5, FrameRate: 59.9, Latency: 42 },
        UserId: 'user-1',
        IsMobile: true,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: 'user-1',
      isMobile: true,
      payload: { Bitrate: 4200.5, FrameRate: 59.9, Latency: 42 },
    });
    expect(rows[0]?.createdAt).toBeTruthy();
  });

  it('stores an anonymous report with Bitrate only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: XHR,
      payload: { Payload: { Bitrate: 0 }, UserId: null, IsMobile: false },
    });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toMatchObject([{ userId: null, isMobile: false, payload: { Bitrate: 0 } }]);
  });

  it('refuses bad bodies naming the field and stores nothing', async () => {
    const valid = { Payload: { Bitrate: 1000 }, UserId: null, IsMobile: false };
    const cases: [unknown, RegExp][] = [
      [{ ...valid, Payload: { Bitrate: -1 } }, /Bitrate/],
      [{ ...valid, Payload: { Bitrate: '1000' } }, /Bitrate/],
      [{ ...valid, Payload: {} }, /Bitrate/],
      [{ ...valid, Payload: { Bitrate: 1, FrameRate: 'high' } }, /FrameRate|Payload/],
      [
        { ...valid, Payload: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`F${i}`, i])) },
        /Payload/,
      ],
      [{ UserId: null, IsMobile: false }, /Payload/],
      [{ ...valid, UserId: 'u'.repeat(201) }, /UserId/],
      [{ ...valid, UserId: 42 }, /UserId/],
      [{ ...valid, IsMobile: 'yes' }, /IsMobile/],
      [{ Payload: { Bitrate: 1 }, UserId: null }, /IsMobile/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: XHR,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().Message, JSON.stringify(payload)).toMatch(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"Payload":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a report without X-Requested-With and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { Payload: { Bitrate: 1000 }, UserId: null, IsMobile: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toMatch(/X-Requested-With/);
    expect(await stored()).toEqual([]);
  });
});
