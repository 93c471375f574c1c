/** The token the BFF would send to a service (the marketplace unless told) for the bench seller (callerOfSession of a plain seller session). */
import { importJWK, SignJWT, type JWK } from 'jose';
import { JWT_ALGORITHM, JWT_ISSUER, JWT_MAX_TTL_SECONDS, type ServiceName } from '@contract/downstream/common';
import { BENCH_SELLER } from './bench-seller';

/** `Authorization` header value, valid JWT_MAX_TTL_SECONDS from now. */
export async function sellerAuthorization(privateJwk: string, keyId: string, audience: ServiceName = 'marketplace'): Promise<string> {
  const privateKey = await importJWK(JSON.parse(privateJwk) as JWK, JWT_ALGORITHM);
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ role: 'seller', company_id: BENCH_SELLER.companyId })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: keyId, typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(audience)
    .setSubject(BENCH_SELLER.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + JWT_MAX_TTL_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(privateKey);
  return `Bearer ${token}`;
}
