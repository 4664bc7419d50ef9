import { generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenVerifier } from './tokenVerifier.js';

const ISSUER = 'https://id.example.com/oidc';
const AUDIENCE = 'configurator';

describe('verified bearer tokens remembered', () => {
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let lookups = 0;
  const verifier = () =>
    new TokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      keys: (async () => {
        lookups++;
        return keys.publicKey;
      }) as JWTVerifyGetKey,
    });
  const token = (sub: string, expiresIn: string | number = '10m') =>
    new SignJWT({ sub, scope: 'openid', dealer_no: 'D-1' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(keys.privateKey);

  beforeAll(async () => {
    keys = await generateKeyPair('ES256');
  });
  afterEach(() => {
    vi.useRealTimers();
    lookups = 0;
  });

  it('checks a token’s signature once, and answers its next calls with the same identity', async () => {
    const tokens = verifier();
    const first = await token('user-1');
    const identity = await tokens.verify(first);
    expect(identity).toMatchObject({ userId: 'user-1', dealerNo: 'D-1' });
    expect(await tokens.verify(first)).toEqual(identity);
    expect(lookups).toBe(1);
    // Another token is checked on its own, even for the same account.
    expect((await tokens.verify(await token('user-1'))).userId).toBe('user-1');
    expect(lookups).toBe(2);
  });

  it('never believes a remembered token past its expiry, nor longer than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = verifier();
    const shortLived = await token('user-2', Math.floor(Date.now() / 1000) + 5);
    await tokens.verify(shortLived);
    vi.setSystemTime(Date.now() + 6000);
    await expect(tokens.verify(shortLived)).rejects.toThrow(/not valid/);

    const longLived = await token('user-3', '1h');
    await tokens.verify(longLived);
    expect(lookups).toBe(3);
    vi.setSystemTime(Date.now() + 30_000);
    await tokens.verify(longLived);
    expect(lookups).toBe(3);
    vi.setSystemTime(Date.now() + 31_000);
    await tokens.verify(longLived);
    expect(lookups).toBe(4);
  });

  it('remembers no refused token', async () => {
    const tokens = verifier();
    const valid = await token('user-4');
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(forged)).rejects.toThrow(/not valid/);
    await expect(tokens.verify(forged)).rejects.toThrow(/not valid/);
    expect(lookups).toBe(2);
    // The genuine token is still accepted after its forgeries were refused.
    expect((await tokens.verify(valid)).userId).toBe('user-4');
  });
});
