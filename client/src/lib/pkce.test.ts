import { describe, expect, it } from 'vitest';
import {
  base64url,
  codeChallenge,
  EXPIRY_MARGIN_MS,
  isExpired,
  jwtClaims,
  randomToken,
  stateMatches,
} from './pkce.js';

describe('PKCE pieces', () => {
  it('makes verifiers of 43 base64url characters, never the same twice', () => {
    const verifiers = new Set(Array.from({ length: 50 }, () => randomToken(32)));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('derives the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes base64url without padding or + and /', () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64url(new Uint8Array([1]))).toBe('AQ');
  });

  it('accepts only the state that was sent', () => {
    expect(stateMatches('abc123', 'abc123')).toBe(true);
    expect(stateMatches('abc123', 'abc124')).toBe(false);
    expect(stateMatches('abc123', 'abc12')).toBe(false);
    expect(stateMatches('abc123', null)).toBe(false);
    expect(stateMatches('', '')).toBe(false);
  });

  it('counts a token as expired a little before its expiry', () => {
    const now = 1_000_000;
    expect(isExpired(now + EXPIRY_MARGIN_MS + 1, now)).toBe(false);
    expect(isExpired(now + EXPIRY_MARGIN_MS, now)).toBe(true);
    expect(isExpired(now - 1, now)).toBe(true);
    expect(isExpired(Number.NaN, now)).toBe(true);
  });

  it("reads a token's claims, also with characters outside ASCII", () => {
    const payload = base64url(new TextEncoder().encode(JSON.stringify({ sub: 'u1', given_name: 'Zoë' })));
    expect(jwtClaims(`eyJhbGciOiJSUzI1NiJ9.${payload}.sig`)).toEqual({ sub: 'u1', given_name: 'Zoë' });
    expect(() => jwtClaims('not-a-token')).toThrow();
  });
});
