/**
 * Bearer JWT check of every sandbox /v1 route: ES256 only, the BFF as issuer, this service as audience, not
 * expired (by the sandbox's own clock), and no longer-lived than JWT_MAX_TTL_SECONDS.
 */
import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import { JWT_ALGORITHM, JWT_ISSUER, JWT_MAX_TTL_SECONDS, type DownstreamClaims, type ServiceName } from '@contract/downstream/common';
import { fail } from './responses';

export interface SandboxEnv {
  Variables: { claims: DownstreamClaims };
}

const ROLES: readonly DownstreamClaims['role'][] = ['seller', 'admin', 'editor', 'service'];
/** Leeway for a caller clock a little ahead of ours when checking `iat`. */
const CLOCK_SKEW_SECONDS = 30;

export interface GuardOptions {
  verifyKey: JWTVerifyGetKey;
  now: () => number;
}

/** The claim checks jose leaves to us; a reason to refuse, or null. */
function claimProblem(payload: JWTPayload, nowSeconds: number): string | null {
  const { iat, exp, sub, role, company_id: companyId } = payload as Partial<Record<string, unknown>>;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'The token must carry iat and exp.';
  if (exp - iat > JWT_MAX_TTL_SECONDS) return `The token lives longer than ${JWT_MAX_TTL_SECONDS} seconds.`;
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return 'The token was issued in the future.';
  if (typeof sub !== 'string' || sub === '') return 'The token must carry sub.';
  if (!ROLES.includes(role as DownstreamClaims['role'])) return 'The token must carry a known role.';
  if (companyId !== undefined && !(Number.isSafeInteger(companyId) && (companyId as number) > 0)) return 'company_id must be a positive integer.';
  return null;
}

export function requireJwt(service: ServiceName, { verifyKey, now }: GuardOptions): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+([^\s]+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return fail(c, 401, 'unauthorized', 'A bearer token is required.');
    const current = new Date(now());
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], verifyKey, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: service,
        currentDate: current,
      }));
    } catch (error) {
      return fail(c, 401, 'unauthorized', error instanceof Error ? error.message : 'The token was refused.');
    }
    const problem = claimProblem(payload, Math.floor(current.getTime() / 1000));
    if (problem) return fail(c, 401, 'unauthorized', problem);
    c.set('claims', payload as unknown as DownstreamClaims);
    await next();
  };
}

/** Sellers read only their own company; admins and the BFF itself read across companies. */
export function mayReadCompany(claims: DownstreamClaims, companyId: number): boolean {
  if (claims.role === 'admin' || claims.role === 'service') return true;
  return claims.company_id === companyId;
}

/** The 403 for a token whose role is not one of `roles`, or null when it is. */
export function roleRefusal(c: Context<SandboxEnv>, roles: readonly DownstreamClaims['role'][]): Response | null {
  return roles.includes(c.get('claims').role) ? null : fail(c, 403, 'forbidden', `Only ${roles.join(' or ')} tokens may call this.`);
}

export function requireRole(...roles: DownstreamClaims['role'][]): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const refusal = roleRefusal(c, roles);
    if (refusal) return refusal;
    await next();
  };
}
