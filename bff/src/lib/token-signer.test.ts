import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { JWT_ISSUER, JWT_MAX_TTL_SECONDS, SERVICE_SUBJECT } from '@contract/downstream/common';
import { manualClock } from './clock';
import { SUPPORT_AUDIENCE, TokenSigner } from './token-signer';

describe('TokenSigner', () => {
  it('signs ES256 tokens with the downstream claims, verifiable with its public JWKS', async () => {
    const clock = manualClock();
    const signer = await TokenSigner.create({ privateJwk: null, clock });
    const token = await signer.forService('marketplace', { sub: 'usr-ayse', role: 'seller', companyId: 1001, actorId: 'usr-admin' });
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(signer.jwks()), {
      issuer: JWT_ISSUER,
      audience: 'marketplace',
      algorithms: ['ES256'],
      currentDate: new Date(clock()),
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: signer.keyId });
    expect(payload).toMatchObject({ iss: JWT_ISSUER, aud: 'marketplace', sub: 'usr-ayse', role: 'seller', company_id: 1001, act: { sub: 'usr-admin' } });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(JWT_MAX_TTL_SECONDS);
    expect(payload.iat).toBe(Math.floor(clock() / 1000));
    expect(payload.jti).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('leaves company_id and act out when the caller has none', async () => {
    const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });
    const token = await signer.forService('identity', { sub: SERVICE_SUBJECT, role: 'service' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).not.toHaveProperty('company_id');
    expect(claims).not.toHaveProperty('act');
    expect(claims.sub).toBe(SERVICE_SUBJECT);
  });

  it('publishes only the public key', async () => {
    const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });
    const { keys } = signer.jwks();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: signer.keyId });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('reuses a token per (aud, sub, role, company, act) until a minute before expiry', async () => {
    const clock = manualClock();
    const signer = await TokenSigner.create({ privateJwk: null, clock });
    const caller = { sub: 'usr-ayse', role: 'seller', companyId: 1001 } as const;
    const first = await signer.forService('identity', caller);
    expect(await signer.forService('identity', caller)).toBe(first);
    expect(await signer.forService('marketplace', caller)).not.toBe(first);
    expect(await signer.forService('identity', { ...caller, actorId: 'usr-admin' })).not.toBe(first);
    expect(await signer.forService('identity', { ...caller, companyId: 1002 })).not.toBe(first);
    clock.advance((JWT_MAX_TTL_SECONDS - 61) * 1000);
    expect(await signer.forService('identity', caller)).toBe(first);
    clock.advance(2000);
    expect(await signer.forService('identity', caller)).not.toBe(first);
  });

  it('signs with a configured private JWK', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const signer = await TokenSigner.create({ privateJwk, clock: manualClock() });
    const token = await signer.forSupport({ sub: 'usr-ayse', role: 'seller', companyId: 1001 });
    const { payload } = await jwtVerify(token, pair.publicKey, { audience: SUPPORT_AUDIENCE, issuer: JWT_ISSUER, currentDate: new Date(manualClock()()) });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(120);
    expect(decodeProtectedHeader(token).kid).toBe(signer.keyId);
  });
});
