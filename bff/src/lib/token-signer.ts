/**
 * Signs the short-lived ES256 JWTs the BFF sends downstream (and the support center's link token), and
 * publishes the public half as a JWKS. Signed tokens are reused for a while per (aud, sub, role, company, act).
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { JWT_ALGORITHM, JWT_ISSUER, JWT_MAX_TTL_SECONDS, type DownstreamClaims, type ServiceName } from '@contract/downstream/common';
import type { Clock } from './clock';
import { randomId } from './crypto';

export interface Caller {
  sub: string;
  role: DownstreamClaims['role'];
  companyId?: number;
  /** The admin behind an admin-as-user session. */
  actorId?: string;
}

export const SUPPORT_AUDIENCE = 'support';
const SUPPORT_TTL_SECONDS = 120;
/** A cached token is handed out only while it has at least this long to live. */
const REUSE_MARGIN_SECONDS = 60;
const CACHE_LIMIT = 5000;

export class TokenSigner {
  readonly #cache = new Map<string, { token: string; exp: number }>();

  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    private readonly clock: Clock,
  ) {}

  /** From a configured private JWK, or a fresh key pair for this process. */
  static async create(options: { privateJwk: JsonWebKey | null; clock: Clock }): Promise<TokenSigner> {
    let privateKey: CryptoKey;
    let publicJwk: JWK;
    if (options.privateJwk) {
      const { kty, crv, x, y } = options.privateJwk;
      privateKey = (await importJWK(options.privateJwk as JWK, JWT_ALGORITHM)) as CryptoKey;
      publicJwk = { kty, crv, x, y };
    } else {
      const pair = await generateKeyPair(JWT_ALGORITHM, { extractable: false });
      privateKey = pair.privateKey;
      const { kty, crv, x, y } = await exportJWK(pair.publicKey);
      publicJwk = { kty, crv, x, y };
    }
    const kid = await calculateJwkThumbprint(publicJwk);
    return new TokenSigner(privateKey, { ...publicJwk, kid, alg: JWT_ALGORITHM, use: 'sig' }, options.clock);
  }

  get keyId(): string {
    return this.publicJwk.kid ?? '';
  }

  jwks(): { keys: JWK[] } {
    return { keys: [{ ...this.publicJwk }] };
  }

  async forService(aud: ServiceName, caller: Caller): Promise<string> {
    const key = [aud, caller.sub, caller.role, caller.companyId ?? '', caller.actorId ?? ''].join('|');
    const now = Math.floor(this.clock() / 1000);
    const cached = this.#cache.get(key);
    if (cached && cached.exp - now >= REUSE_MARGIN_SECONDS) return cached.token;
    const exp = now + JWT_MAX_TTL_SECONDS;
    const token = await this.#sign(aud, caller, now, exp);
    if (this.#cache.size >= CACHE_LIMIT) this.#evictExpired(now);
    this.#cache.set(key, { token, exp });
    return token;
  }

  /** A one-off token for the external support center's link. */
  async forSupport(caller: Caller): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    return this.#sign(SUPPORT_AUDIENCE, caller, now, now + SUPPORT_TTL_SECONDS);
  }

  async #sign(aud: string, caller: Caller, iat: number, exp: number): Promise<string> {
    const claims: Record<string, unknown> = { role: caller.role };
    if (caller.companyId !== undefined) claims.company_id = caller.companyId;
    if (caller.actorId !== undefined) claims.act = { sub: caller.actorId };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: JWT_ALGORITHM, kid: this.keyId, typ: 'JWT' })
      .setIssuer(JWT_ISSUER)
      .setAudience(aud)
      .setSubject(caller.sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomId(16))
      .sign(this.privateKey);
  }

  #evictExpired(now: number): void {
    for (const [key, entry] of this.#cache) if (entry.exp - now < REUSE_MARGIN_SECONDS) this.#cache.delete(key);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
  }
}
