/**
 * Forged and misused bearer tokens against the REST facade, tRPC and the 3D stream's handshake:
 * alg none, a key the issuer does not have, HS256 signed with the issuer's public key (HS/RS
 * confusion), another issuer, another audience, expired, not yet valid, and an ID token presented
 * as an access token. Each must be refused (401) on all three; a valid access token, the control,
 * must pass on all three (else the check could not fail).
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey, SignJWT } from 'jose';
import { WebSocket } from 'ws';

export const ISSUER = 'http://localhost:3000/oidc';
export const AUDIENCE = 'configurator';

export interface IssuerKeys {
  keys: JWTVerifyGetKey;
  publicJwk: JWK;
  sign(
    claims: Record<string, unknown>,
    header?: Record<string, unknown>,
    options?: SignOptions,
  ): Promise<string>;
}

interface SignOptions {
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  notBefore?: number;
  key?: CryptoKey | Uint8Array;
  alg?: string;
}

/** An RS256 issuer in memory (RSA, so that HS/RS confusion with its public key is the classic one). */
export async function createIssuerKeys(): Promise<IssuerKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'harness-key', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    publicJwk,
    async sign(claims, header = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'harness-key', typ: 'at+jwt', ...header })
        .setIssuer(options.issuer ?? ISSUER)
        .setAudience(options.audience ?? AUDIENCE)
        .setIssuedAt(now - 5)
        .setNotBefore(options.notBefore ?? now - 5)
        .setExpirationTime(options.expiresAt ?? now + 600)
        .sign(options.key ?? privateKey);
    },
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The forged and misused tokens, by name. */
export async function negativeTokens(issuer: IssuerKeys, sub: string): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, scope: 'openid email profile', client_id: AUDIENCE };
  const other = await generateKeyPair('RS256');
  const publicPem = new TextEncoder().encode(JSON.stringify(issuer.publicJwk));
  const publicN = Buffer.from(String(issuer.publicJwk.n), 'base64url');
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url({ ...claims, iss: ISSUER, aud: AUDIENCE, exp: now + 600 })}.`,
    'wrong key': await issuer.sign(claims, {}, { key: other.privateKey }),
    'HS256 with the public key (JWK)': await issuer.sign(
      claims,
      { alg: 'HS256' },
      { alg: 'HS256', key: publicPem },
    ),
    'HS256 with the public modulus': await issuer.sign(
      claims,
      { alg: 'HS256' },
      { alg: 'HS256', key: publicN },
    ),
    'other issuer': await issuer.sign(claims, {}, { issuer: 'https://evil.example/oidc' }),
    'other audience': await issuer.sign(claims, {}, { audience: 'someone-else' }),
    expired: await issuer.sign(claims, {}, { expiresAt: now - 120, notBefore: now - 900 }),
    'not yet valid': await issuer.sign(claims, {}, { notBefore: now + 3600, expiresAt: now + 7200 }),
    'ID token as access token': await issuer.sign(
      { sub, nonce: 'n-0S6_WzA2Mj', at_hash: 'x', email: 'a@example.com' },
      { typ: 'JWT' },
    ),
    garbage: 'not.a.token',
  };
}

export interface Probe {
  surface: string;
  /** The status the surface answers for this token (the stream's handshake status, 101 when opened). */
  status(token: string): Promise<number>;
}

export function probes(base: string, streamQuery: string): Probe[] {
  return [
    {
      surface: 'REST',
      status: async (token) =>
        (
          await fetch(`${base}/api/posconfigurator/user/configurations`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
    },
    {
      surface: 'tRPC',
      status: async (token) =>
        (
          await fetch(`${base}/api/trpc/account.configurations?input=${encodeURIComponent('{}')}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
    },
    {
      surface: 'stream',
      status: (token) =>
        new Promise((resolve) => {
          const socket = new WebSocket(
            `${base.replace('http', 'ws')}/api/posconfigurator/stream?${streamQuery}`,
            ['configurator-stream', `bearer.${token}`],
            { headers: { Origin: base }, handshakeTimeout: 15_000 },
          );
          socket.once('open', () => {
            socket.close();
            resolve(101);
          });
          socket.once('unexpected-response', (_request, response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          socket.once('error', () => resolve(599));
        }),
    },
  ];
}

export interface JwtResult {
  /** 'surface: token → status' for each forged token that was not refused with 401. */
  accepted: string[];
  /** Surfaces where the valid control token did not pass. */
  controlRefused: string[];
  checked: number;
}

export async function probeTokens(
  base: string,
  streamQuery: string,
  issuer: IssuerKeys,
  sub: string,
): Promise<JwtResult> {
  const result: JwtResult = { accepted: [], controlRefused: [], checked: 0 };
  const valid = await issuer.sign({ sub, scope: 'openid email profile', client_id: AUDIENCE });
  const tokens = await negativeTokens(issuer, sub);
  for (const probe of probes(base, streamQuery)) {
    const control = await probe.status(valid);
    if (control === 401 || control >= 500) result.controlRefused.push(`${probe.surface}: ${control}`);
    for (const [name, token] of Object.entries(tokens)) {
      const status = await probe.status(token);
      result.checked++;
      if (status !== 401) result.accepted.push(`${probe.surface}: ${name} → ${status}`);
    }
  }
  return result;
}
