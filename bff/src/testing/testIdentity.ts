import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';

export const TEST_ISSUER = 'http://localhost:3000/oidc';
export const TEST_AUDIENCE = 'configurator';

export interface TestIdentity {
  /** The provider's public keys, for `buildApp`'s `identityKeys`. */
  keys: JWTVerifyGetKey;
  /** A signed access token; claims and options override the defaults. */
  token(
    claims: { sub: string; dealer_no?: string; email?: string; given_name?: string; family_name?: string },
    options?: { issuer?: string; audience?: string; expiresIn?: string; notBefore?: string },
  ): Promise<string>;
}

/** An identity provider in memory: an ES256 key pair, its JWKS and a token signer. */
export async function createTestIdentity(): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    async token(claims, options = {}) {
      const jwt = new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'at+jwt' })
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m');
      if (options.notBefore) jwt.setNotBefore(options.notBefore);
      return jwt.sign(privateKey);
    },
  };
}
