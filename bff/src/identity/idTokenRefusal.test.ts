import { randomUUID } from 'node:crypto';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { logIn } from '../testing/oidcLogin.js';
import { streamAddress } from '../testing/streamVisitor.js';
import { type ListeningTestApp, startListeningTestApp } from '../testing/testApp.js';
import { DEMO_DEALER } from './accounts.js';
import { notAnAccessToken } from './tokenVerifier.js';

describe('telling access tokens from ID tokens', () => {
  const claims = { iss: 'https://id.example.com', sub: 'u-1', aud: 'configurator', exp: 1 };

  it('takes a token typed at+jwt, or one carrying what it grants, as an access token', () => {
    expect(notAnAccessToken({ alg: 'RS256', typ: 'at+jwt' }, claims)).toBeNull();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'application/at+JWT' }, claims)).toBeNull();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'JWT' }, { ...claims, scope: 'openid' })).toBeNull();
    expect(notAnAccessToken({ alg: 'RS256' }, { ...claims, scp: ['read'] })).toBeNull();
    expect(notAnAccessToken({ alg: 'RS256' }, { ...claims, client_id: 'configurator' })).toBeNull();
  });

  it('refuses ID tokens and tokens of other types', () => {
    expect(notAnAccessToken({ alg: 'RS256' }, claims)).toMatch(/no access token/);
    expect(notAnAccessToken({ alg: 'RS256', typ: 'JWT' }, { ...claims, at_hash: 'x' })).toMatch(/ID token/);
    expect(notAnAccessToken({ alg: 'RS256' }, { ...claims, nonce: 'n', scope: 'openid' })).toMatch(
      /ID token/,
    );
    expect(notAnAccessToken({ alg: 'RS256' }, { ...claims, typ: 'ID', scope: 'openid' })).toMatch(/ID token/);
    expect(notAnAccessToken({ alg: 'RS256', typ: 'logout+jwt' }, claims)).toMatch(/logout\+jwt/);
    expect(notAnAccessToken({ alg: 'RS256', typ: 'id+jwt' }, { ...claims, scope: 'x' })).toMatch(/id\+jwt/);
  });
});

describe.each(testDatabases())('an ID token presented as an access token on $name', (testDatabase) => {
  let t: ListeningTestApp;
  let accessToken: string;
  let idToken: string;

  beforeAll(async () => {
    t = await startListeningTestApp(testDatabase);
    ({ accessToken, idToken } = await logIn(t.origin, t.discovery, 'configurator', DEMO_DEALER));
  });
  afterAll(() => t?.close());

  const rest = (token: string) =>
    fetch(`${t.origin}/api/posconfigurator/user/configurations`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const trpc = (token: string) =>
    fetch(`${t.origin}/api/trpc/dealer.history?input=${encodeURIComponent('{}')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  /** The status the stream's handshake answers with, the token as the `bearer.` subprotocol. */
  const stream = (token: string) =>
    new Promise<number>((resolve, reject) => {
      const address = streamAddress(t.app);
      const socket = new WebSocket(
        `${address.base}?configurationId=${randomUUID()}`,
        ['configurator-stream', `bearer.${token}`],
        { headers: { Origin: address.origin } },
      );
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        resolve(101);
        socket.close();
      });
      socket.once('error', reject);
    });

  it('the provider signs both for the same audience; only the access token says at+jwt', () => {
    expect(decodeProtectedHeader(accessToken).typ).toBe('at+jwt');
    expect(decodeProtectedHeader(idToken).typ).not.toBe('at+jwt');
    expect(decodeJwt(idToken).aud).toBe(decodeJwt(accessToken).aud);
  });

  it('refuses the ID token on REST, tRPC and the stream, and takes the access token on all three', async () => {
    const refused = await rest(idToken);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { Message: string }).Message).toMatch(/not an access token/);
    expect((await rest(accessToken)).status).toBe(200);

    expect((await trpc(idToken)).status).toBe(401);
    const dealerHistory = await trpc(accessToken);
    expect(dealerHistory.status, await dealerHistory.clone().text()).toBe(200);

    expect(await stream(idToken)).toBe(401);
    // Past the token: the configuration asked for does not exist.
    expect(await stream(accessToken)).toBe(404);
  });
});
