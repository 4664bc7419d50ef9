import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './testApp.js';

/**
 * A GET over a real socket with the path sent exactly as given: HTTP clients can send paths
 * without resolving dot segments, which `app.inject` would normalise away.
 */
export async function rawGet(t: TestApp, path: string): Promise<{ status: number; body: string }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
