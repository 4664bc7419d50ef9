/**
 * The pieces of authorization code + PKCE (RFC 7636) on Web Crypto: a random verifier, its S256
 * challenge, the state and nonce, and reading a token's claims. No library: these are a few lines,
 * and the bundle budget of the first page has no room for one.
 */

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function base64urlDecode(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** 32 random bytes as base64url: 43 characters, within the 43 to 128 that RFC 7636 allows. */
export function randomToken(byteCount = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** The S256 code challenge: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The claims of a JWT, unverified: the API verifies tokens; the client only reads its profile. */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const claims: unknown = JSON.parse(base64urlDecode(payload));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('JWT payload is not an object');
  }
  return claims as Record<string, unknown>;
}

/** Tokens count as expired a little early, so that no call leaves with one that expires on the way. */
export const EXPIRY_MARGIN_MS = 30_000;

export function isExpired(expiresAt: number, now: number = Date.now()): boolean {
  return !Number.isFinite(expiresAt) || now >= expiresAt - EXPIRY_MARGIN_MS;
}

/** Compares the state coming back with the one sent, without leaking timing on the comparison. */
export function stateMatches(sent: string, received: string | null): boolean {
  if (received === null || sent.length === 0 || sent.length !== received.length) return false;
  let difference = 0;
  for (let i = 0; i < sent.length; i++) difference |= sent.charCodeAt(i) ^ received.charCodeAt(i);
  return difference === 0;
}
