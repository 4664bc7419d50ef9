import { request } from 'node:http';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';

/** A raw request over loopback (fetch would refuse the oversized header itself). */
function get(
  port: number,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))(
  'refusals before routing ($name)',
  (testDatabase) => {
    let t: TestApp;
    let port: number;

    beforeAll(async () => {
      t = await startTestApp(testDatabase);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });
    afterAll(() => t?.close());

    it('answers a Message for an over-long address segment, a malformed escape and oversized headers', async () => {
      const long = await get(port, `/api/posconfigurator/configuration/${'x'.repeat(500)}`);
      expect(long.status).toBe(414);
      expect(JSON.parse(long.body).Message).toMatch(/^path: /);
      const bad = await get(port, '/api/posconfigurator/vehicles/%E0%A4%A');
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).Message).toMatch(/^(path|modelId)/);
      const huge = await get(port, `/api/posconfigurator/vehicles?m=${encodeURIComponent('ä'.repeat(4000))}`);
      expect(huge.status).toBe(431);
      expect(JSON.parse(huge.body).Message).toMatch(/^headers: /);
      for (const answer of [long, bad, huge]) {
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
      }
    });
  },
);
