import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamSessions } from '@configurator/migrations/db/schema/rendering';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { ofType, StreamVisitor, streamAddress } from '../testing/streamVisitor.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, type TestIdentity } from '../testing/testIdentity.js';
import { STREAM_PATH, streamToken } from './streamRoutes.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('streamToken', () => {
  it('takes the token from the bearer subprotocol, in any place among the protocols', () => {
    expect(streamToken(request({ 'sec-websocket-protocol': 'configurator-stream, bearer.abc.def' }))).toBe(
      'abc.def',
    );
    expect(streamToken(request({ 'sec-websocket-protocol': 'bearer.xyz,configurator-stream' }))).toBe('xyz');
  });

  it('falls back to the Authorization header, the subprotocol first when both come', () => {
    expect(streamToken(request({ authorization: 'Bearer header-token' }))).toBe('header-token');
    expect(streamToken(request({ authorization: 'bearer  spaced' }))).toBe('spaced');
    expect(
      streamToken(
        request({
          'sec-websocket-protocol': 'configurator-stream, bearer.proto',
          authorization: 'Bearer head',
        }),
      ),
    ).toBe('proto');
  });

  it('finds none without a token: no header, an empty bearer protocol, another scheme', () => {
    expect(streamToken(request({}))).toBeNull();
    expect(streamToken(request({ 'sec-websocket-protocol': 'configurator-stream' }))).toBeNull();
    expect(streamToken(request({ 'sec-websocket-protocol': 'configurator-stream, bearer.' }))).toBeNull();
    expect(streamToken(request({ authorization: 'Basic dXNlcjpwYXNz' }))).toBeNull();
    expect(streamToken(request({ authorization: 'Bearer two words' }))).toBeNull();
  });
});

interface Handshake {
  status: number;
  body: string;
  protocol?: string;
  first?: string;
}

/**
 * Opens the stream's websocket; a refusal answers its status and body, an accepted one its
 * subprotocol and first message (then it is closed).
 */
function handshake(url: string, protocols: string[], headers: Record<string, string>): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols, { headers });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('message', (data: Buffer) => {
      socket.close();
      resolve({ status: 101, body: '', protocol: socket.protocol, first: data.toString() });
    });
    socket.on('error', (error) => {
      if (!error.message.includes('Unexpected server response')) reject(error);
    });
  });
}

describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('stream handshake ($name)', (testDatabase) => {
  let t: TestApp;
  let identity: TestIdentity;
  let base: string;
  let origin: string;
  let configurationId: string;
  let ownedId: string;

  beforeAll(async () => {
    identity = await createTestIdentity();
    // Refusals need no render node; an accepted visitor waits in the queue of a pool without nodes.
    t = await startTestApp(testDatabase, { RENDER_LOCAL_NODE: 'false' }, { identityKeys: identity.keys });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    base = `ws://127.0.0.1:${port}${STREAM_PATH}`;
    origin = `http://127.0.0.1:${port}`;
    const api = new ConfigurationClient(t.app);
    const [vehicle] = await api.vehicles();
    configurationId = (await api.create(vehicle!.ModelId)).ConfigurationId;
    ownedId = (await api.create(vehicle!.ModelId)).ConfigurationId;
    const owner = { authorization: `Bearer ${await identity.token({ sub: 'owner-1' })}` };
    const saved = await api.post(`/configuration/${ownedId}/save-user-configuration-cdc`, undefined, owner);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  const open = (query: string, token: string | null, headers: Record<string, string> = {}) =>
    handshake(
      `${base}?${query}`,
      token === null ? ['configurator-stream'] : ['configurator-stream', `bearer.${token}`],
      { Origin: origin, ...headers },
    );
  const refusal = async (answer: Promise<Handshake>) => {
    const { status, body } = await answer;
    return { status, Message: body ? (JSON.parse(body) as { Message: string }).Message : undefined };
  };
  const visitor = (sub = 'visitor-1') => identity.token({ sub });

  it('refuses a handshake without a token with 401', async () => {
    const answer = await refusal(open(`configurationId=${configurationId}`, null));
    expect(answer.status).toBe(401);
    expect(answer.Message).toMatch(/^Authorization: .*bearer\.<token>/);
  });

  it('refuses a forged token (signed by another key) and an expired one with 401', async () => {
    const forger = await createTestIdentity();
    const forged = await refusal(
      open(`configurationId=${configurationId}`, await forger.token({ sub: 'x' })),
    );
    expect(forged).toEqual({
      status: 401,
      Message: expect.stringMatching(/^Authorization: the bearer token/),
    });
    const expired = await identity.token({ sub: 'visitor-1' }, { expiresIn: '-1m' });
    const late = await refusal(open(`configurationId=${configurationId}`, expired));
    expect(late).toEqual({ status: 401, Message: expect.stringMatching(/^Authorization: .*EXPIRED/) });
    const garbage = await refusal(open(`configurationId=${configurationId}`, 'not-a-jwt'));
    expect(garbage.status).toBe(401);
    // Another issuer or audience is no better than another key.
    const stranger = await identity.token({ sub: 'visitor-1' }, { audience: 'someone-else' });
    expect((await refusal(open(`configurationId=${configurationId}`, stranger))).status).toBe(401);
  });

  it("refuses another site's page with 403 before the token is looked at", async () => {
    const answer = await refusal(
      open(`configurationId=${configurationId}`, await visitor(), { Origin: 'https://attacker.example.net' }),
    );
    expect(answer).toEqual({
      status: 403,
      Message: 'Origin: https://attacker.example.net may not open websockets here.',
    });
    const noToken = await refusal(
      open('configurationId=x', null, { Origin: 'https://attacker.example.net' }),
    );
    expect(noToken.status).toBe(403);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const token = await visitor();
    const cases: [string, RegExp][] = [
      ['configurationId=not-a-uuid', /^configurationId/],
      ['c=en-GB', /^configurationId/],
      [`configurationId=${configurationId}&video=foo`, /^video must be webrtc or jpeg/],
      [`configurationId=${configurationId}&mobile=2`, /^mobile/],
      [`configurationId=${configurationId}&portrait=yes`, /^portrait/],
      [`configurationId=${configurationId}&touch=true`, /^touch/],
      [`configurationId=${configurationId}&c=english`, /^c must be a culture/],
    ];
    for (const [query, message] of cases) {
      const answer = await refusal(open(query, token));
      expect(answer.status, query).toBe(400);
      expect(answer.Message, query).toMatch(message);
    }
    // The token is checked first: a bad query without a token is 401.
    expect((await refusal(open('configurationId=not-a-uuid', null))).status).toBe(401);
  });

  it('refuses an unknown configuration with 404', async () => {
    const answer = await refusal(
      open('configurationId=0b6e2c8e-5d0a-4f7e-9a51-2f3c9d1e7a40', await visitor()),
    );
    expect(answer.status).toBe(404);
    expect(answer.Message).toBeTruthy();
  });

  it("refuses another account's configuration with 403 naming configurationId", async () => {
    const answer = await refusal(open(`configurationId=${ownedId}`, await visitor('visitor-2')));
    expect(answer).toEqual({
      status: 403,
      Message: 'configurationId: this configuration belongs to another account.',
    });
  });

  it('starts nothing for a refused handshake: no live session, no session row', async () => {
    expect(t.app.services.streams.liveSessions).toBe(0);
    expect(await t.database.db.select().from(streamSessions)).toEqual([]);
    expect(await t.app.services.streams.pool.snapshot()).toEqual({ active: {}, queued: 0 });
  });

  it('accepts the owner, a dealer and the Authorization header, selecting configurator-stream', async () => {
    // Without a render node the accepted visitor waits in the queue: the busy message comes first.
    const busy = { type: 'busy' };
    const owner = await open(`configurationId=${ownedId}&video=jpeg`, await visitor('owner-1'));
    expect(owner).toMatchObject({ status: 101, protocol: 'configurator-stream' });
    expect(JSON.parse(owner.first!)).toMatchObject(busy);
    const dealer = await identity.token({ sub: 'dealer-1', dealer_no: 'D1' });
    expect(await open(`configurationId=${ownedId}`, dealer)).toMatchObject({ status: 101 });
    const viaHeader = await open(`configurationId=${configurationId}`, null, {
      Authorization: `Bearer ${await visitor()}`,
    });
    expect(viaHeader).toMatchObject({ status: 101, protocol: 'configurator-stream' });
    expect(JSON.parse(viaHeader.first!)).toMatchObject(busy);
    // The visitors left while waiting: their sessions end at once (nothing held on a node).
    await expect
      .poll(async () => (await t.app.services.streams.pool.snapshot()).queued, { timeout: 5000 })
      .toBe(0);
    expect(t.app.services.streams.liveSessions).toBe(0);
    const rows = await t.database.db.select().from(streamSessions);
    expect(rows.map((row) => row.status)).toEqual(['ended', 'ended', 'ended']);
  });

  it('ends every session with server-closing (1000) when the server shuts down, a late handshake too', async () => {
    const address = streamAddress(t.app);
    const ended = { type: 'ended', reason: 'server-closing', Message: 'the server is closing' };
    const waiting = await StreamVisitor.open(address, await visitor(), `configurationId=${configurationId}`);
    await waiting.waitFor(ofType('busy'), { timeoutMs: 5000 });
    // A second handshake is still being checked when the server begins to close.
    const streams = t.app.services.streams;
    const admit = streams.admit.bind(streams);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    streams.admit = async (...args) => {
      const answer = await admit(...args);
      await held;
      return answer;
    };
    const opening = StreamVisitor.open(address, await visitor(), `configurationId=${configurationId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    closed = true;
    const closing = t.close();
    expect(await waiting.closed).toEqual({ code: 1000, reason: 'the server is closing' });
    expect(waiting.events().at(-1)).toEqual(ended);
    release();
    const late = await opening;
    expect(await late.closed).toEqual({ code: 1000, reason: 'the server is closing' });
    expect(late.events()).toEqual([ended]);
    // No socket is left open to hold the server.
    await closing;
  });
});
