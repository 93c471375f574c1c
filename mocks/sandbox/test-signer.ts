/**
 * Test helper: a throwaway ES256 key pair that signs tokens like the BFF does, and the matching verify key
 * (createLocalJWKSet) to hand to the sandbox.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { JWT_ALGORITHM, JWT_ISSUER, type DownstreamClaims, type ServiceName } from '@contract/downstream/common';

export interface TokenOptions {
  aud?: ServiceName | string;
  iss?: string;
  sub?: string;
  role?: DownstreamClaims['role'];
  companyId?: number;
  /** The admin behind an admin-as-user call (the `act` claim). */
  actor?: string;
  /** Issued-at in seconds; defaults to `nowSeconds`. */
  iat?: number;
  ttlSeconds?: number;
}

export interface TestSigner {
  verifyKey: JWTVerifyGetKey;
  sign(options: TokenOptions): Promise<string>;
}

export async function createTestSigner(nowMs: () => number): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM);
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: JWT_ALGORITHM, use: 'sig' };
  const verifyKey = createLocalJWKSet({ keys: [jwk] });
  return {
    verifyKey,
    sign: ({ aud = 'identity', iss = JWT_ISSUER, sub = 'service:tezgah-bff', role = 'service', companyId, actor, iat, ttlSeconds = 60 }) => {
      const issuedAt = iat ?? Math.floor(nowMs() / 1000);
      const claims = { role, ...(companyId === undefined ? {} : { company_id: companyId }), ...(actor === undefined ? {} : { act: { sub: actor } }) };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid: 'test-key' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setJti(crypto.randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(privateKey);
    },
  };
}

/** An unsigned token (`alg: none`) with otherwise valid claims, which every service must refuse. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
