import type { AddressInfo } from 'node:net';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestApp, type TestApp } from '../testing/testApp.js';

interface Handshake {
  status: number;
  body: string;
  echo?: string;
}

/** Opens a websocket with the given headers; an accepted one echoes a message back. */
function handshake(url: string, headers: Record<string, string>): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('open', () => socket.send('ping'));
    socket.on('message', (data: Buffer) => {
      socket.close();
      resolve({ status: 101, body: '', echo: data.toString() });
    });
    socket.on('error', (error) => {
      if (!error.message.includes('Unexpected server response')) reject(error);
    });
  });
}

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('websocket handshakes ($name)', (testDatabase) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(testDatabase, {
      PUBLIC_URL: 'https://configurator.example.com',
      WEBSOCKET_ORIGINS: 'https://www.ktm.com',
    });
    t.app.websockets.route('/api/echo', (socket) => {
      socket.on('message', (data: Buffer) => socket.send(`echo ${data.toString()}`));
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('accepts the public origin, a configured origin and the server own origin', async () => {
    const host = new URL(base).host;
    for (const origin of ['https://configurator.example.com', 'https://www.ktm.com', `http://${host}`]) {
      const answer = await handshake(`${base}/api/echo?brand=KTM`, { Origin: origin });
      expect(answer, origin).toEqual({ status: 101, body: '', echo: 'echo ping' });
    }
  });

  it('refuses another site with 403 naming the Origin', async () => {
    const answer = await handshake(`${base}/api/echo`, { Origin: 'https://attacker.example.net' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      Message: 'Origin: https://attacker.example.net may not open websockets here.',
    });
  });

  it('refuses a look-alike of an allowed origin (other scheme or port)', async () => {
    for (const origin of ['http://configurator.example.com', 'https://configurator.example.com:8443']) {
      const answer = await handshake(`${base}/api/echo`, { Origin: origin });
      expect(answer.status, origin).toBe(403);
    }
  });

  it('refuses a handshake without an Origin or with a malformed one', async () => {
    const missing = await handshake(`${base}/api/echo`, {});
    expect(missing.status).toBe(403);
    expect(JSON.parse(missing.body).Message).toMatch(/^Origin: /);
    const malformed = await handshake(`${base}/api/echo`, { Origin: 'not an origin' });
    expect(malformed.status).toBe(403);
    expect(JSON.parse(malformed.body)).toEqual({ Message: 'Origin: not a valid origin.' });
  });

  it('answers 404 on a path without a websocket, whatever the Origin', async () => {
    const answer = await handshake(`${base}/api/nothing-here`, {
      Origin: 'https://configurator.example.com',
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ Message: 'No websocket at /api/nothing-here' });
  });

  it('keeps plain HTTP requests on the same server working', async () => {
    const response = await fetch(`${base.replace('ws:', 'http:')}/api/posconfigurator/appsettings`);
    expect(response.status).toBe(200);
  });
});
