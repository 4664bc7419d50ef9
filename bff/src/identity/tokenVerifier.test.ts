import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import {
  createTestIdentity,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TestIdentity,
} from '../testing/testIdentity.js';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabases())('bearer token verification on $name', (testDatabase) => {
  let t: TestApp;
  let identity: TestIdentity;

  beforeAll(async () => {
    identity = await createTestIdentity();
    t = await startTestApp(testDatabase, {}, { identityKeys: identity.keys });
  });
  afterAll(() => t?.close());

  const call = (token: string) =>
    t.app.inject({
      url: '/api/posconfigurator/user/configurations',
      headers: { authorization: `Bearer ${token}` },
    });

  it('accepts a valid token', async () => {
    const response = await call(await identity.token({ sub: 'user-1' }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses every token that is not the issuer’s valid token with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const valid = await identity.token({ sub: 'user-1' });
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const stranger = await generateKeyPair('ES256');
    const signedBy = (kid: string) =>
      new SignJWT({ sub: 'user-1' })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(stranger.privateKey);
    const tamperedPayload = base64url({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      sub: 'admin',
    });
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: [string, string][] = [
      [
        'alg none',
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'user-1', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now + 600 })}.`,
      ],
      ['wrong issuer', await identity.token({ sub: 'user-1' }, { issuer: 'https://evil.example.com/oidc' })],
      ['wrong audience', await identity.token({ sub: 'user-1' }, { audience: 'someone-else' })],
      ['expired', await identity.token({ sub: 'user-1' }, { expiresIn: '-1m' })],
      ['not yet valid', await identity.token({ sub: 'user-1' }, { notBefore: '5m' })],
      ['tampered payload', `${header}.${tamperedPayload}.${signature}`],
      ['tampered signature', `${header}.${payload}.${flipped}`],
      ['a key not in the JWKS (unknown kid)', await signedBy('other-key')],
      ['a key not in the JWKS (known kid)', await signedBy('test-key')],
      [
        'HS256 instead of the allow-listed algorithms',
        `${base64url({ alg: 'HS256', kid: 'test-key' })}.${payload}.${signature}`,
      ],
      ['not a JWT', 'not-a-token'],
    ];
    for (const [name, token] of cases) {
      const response = await call(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().Message, name).toMatch(/Authorization/);
    }
  });

  it('answers 401 without a token, and for a scheme other than Bearer', async () => {
    expect((await t.app.inject({ url: '/api/posconfigurator/user/configurations' })).statusCode).toBe(401);
    const basic = await t.app.inject({
      url: '/api/posconfigurator/user/configurations',
      headers: { authorization: 'Basic dXNlcjpwdw==' },
    });
    expect(basic.statusCode).toBe(401);
  });
});
