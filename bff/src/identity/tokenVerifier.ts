import type { FastifyRequest } from 'fastify';
import {
  createRemoteJWKSet,
  errors,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { ApiError } from '../http/apiError.js';

/** Signature algorithms accepted on bearer tokens; `none` and the HMAC family never are. */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** Who a valid bearer token speaks for. */
export interface Identity {
  /** The account id (the token's subject). */
  userId: string;
  /** Set when the account belongs to a dealer. */
  dealerNo: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's keys; by default the JWKS its discovery document names. */
  keys?: JWTVerifyGetKey;
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A verified token is believed again for this long at most (never past its expiry) without its signature checked. */
const VERIFIED_FOR_MS = 60_000;
/** Verified tokens remembered at once; the oldest is forgotten first. */
const VERIFIED_MAX = 2000;

/** Claims only ID tokens carry (OpenID Connect Core 3.1.3.6, 3.3.2.11). */
const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash', 's_hash'];

/**
 * Why a verified token is no access token, or null when it is one. An access token says so in
 * its header (`typ: at+jwt`, RFC 9068, as the built-in provider signs them) or, from providers
 * that do not, carries what it grants (`scope`, `scp`, `client_id`). An ID token has the same
 * issuer and audience but proves a login to the client only: it is never a bearer token.
 */
export function notAnAccessToken(header: JWTHeaderParameters, payload: JWTPayload): string | null {
  const type = header.typ?.toLowerCase().replace(/^application\//, '');
  if (type === 'at+jwt') return null;
  if (type !== undefined && type !== 'jwt') return `a token of type ${header.typ}`;
  if (payload.typ === 'ID' || ID_TOKEN_CLAIMS.some((claim) => claim in payload)) return 'an ID token';
  if (!['scope', 'scp', 'client_id'].some((claim) => claim in payload)) {
    return 'no access token: neither typ at+jwt nor scope or client_id';
  }
  return null;
}

/**
 * Verifies bearer tokens of the configured OpenID Connect issuer: allow-listed algorithms, issuer,
 * audience, expiry and not-before, keys from the issuer's JWKS; access tokens only, never an ID token.
 */
export class TokenVerifier {
  private keys: JWTVerifyGetKey | null;
  /**
   * Tokens whose signature and claims were checked, with whom they speak for: a signed-in
   * visitor's every call carries the same token, and an RSA check of it is a good part of a small
   * call's CPU. Bound by the token's own expiry and VERIFIED_FOR_MS (a key withdrawn by the issuer
   * is noticed within that time).
   */
  private readonly verified = new Map<string, { identity: Identity; until: number }>();

  constructor(private readonly options: TokenVerifierOptions) {
    this.keys = options.keys ?? null;
  }

  private async keySet(): Promise<JWTVerifyGetKey> {
    if (this.keys) return this.keys;
    const discovery = new URL(`${this.options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    const response = await fetch(discovery, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error('discovery document names no jwks_uri');
    this.keys = createRemoteJWKSet(new URL(jwksUri));
    return this.keys;
  }

  async verify(token: string): Promise<Identity> {
    const known = this.verified.get(token);
    if (known && Date.now() < known.until) return known.identity;
    if (known) this.verified.delete(token);
    const { identity, expiresAt } = await this.check(token);
    this.remember(token, identity, expiresAt);
    return identity;
  }

  private remember(token: string, identity: Identity, expiresAt: number): void {
    const until = Math.min(expiresAt, Date.now() + VERIFIED_FOR_MS);
    if (until <= Date.now()) return;
    if (this.verified.size >= VERIFIED_MAX) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { identity, until });
  }

  private async check(token: string): Promise<{ identity: Identity; expiresAt: number }> {
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.keySet();
    } catch (error) {
      throw new ApiError(401, `The identity provider could not be reached: ${(error as Error).message}.`);
    }
    let verified: { payload: JWTPayload; protectedHeader: JWTHeaderParameters };
    try {
      verified = await jwtVerify(token, keys, {
        algorithms: ALLOWED_ALGORITHMS,
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['sub', 'exp'],
      });
    } catch (error) {
      const reason = error instanceof errors.JOSEError ? error.code : 'invalid token';
      throw new ApiError(401, `Authorization: the bearer token is not valid (${reason}).`);
    }
    const { payload, protectedHeader } = verified;
    const refusal = notAnAccessToken(protectedHeader, payload);
    if (refusal)
      throw new ApiError(401, `Authorization: the bearer token is not an access token (${refusal}).`);
    const identity: Identity = {
      userId: payload.sub as string,
      dealerNo: stringClaim(payload, 'dealer_no'),
      email: stringClaim(payload, 'email'),
      firstName: stringClaim(payload, 'given_name'),
      lastName: stringClaim(payload, 'family_name'),
    };
    return { identity, expiresAt: (payload.exp as number) * 1000 };
  }

  /** The identity of a request's bearer token; 401 without one. */
  async fromRequest(request: FastifyRequest): Promise<Identity> {
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, 'Authorization: a bearer token is required.');
    return this.verify(token);
  }

  /** The identity when a bearer token is present, else null; a bad token is still 401. */
  async optionalFromRequest(request: FastifyRequest): Promise<Identity | null> {
    return bearerToken(request) ? this.fromRequest(request) : null;
  }

  /** A dealer's identity; 401 without a token, 403 when the account is no dealer's. */
  async dealerFromRequest(request: FastifyRequest): Promise<Identity & { dealerNo: string }> {
    const identity = await this.fromRequest(request);
    if (!identity.dealerNo) throw new ApiError(403, 'This needs a dealer account.');
    return identity as Identity & { dealerNo: string };
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
