/**
 * What every downstream call carries. The BFF signs a short-lived JWT per caller; the service verifies it
 * against the BFF's JWKS (`GET /.well-known/jwks.json` on the BFF).
 */
export const SERVICES = ['identity', 'marketplace', 'logistics', 'accounting', 'audit'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const JWT_ISSUER = 'tezgah-bff';
export const JWT_ALGORITHM = 'ES256';
export const JWT_MAX_TTL_SECONDS = 300;
/** `sub` of calls the BFF makes for itself (sign-in checks, password resets) rather than for a signed-in user. */
export const SERVICE_SUBJECT = 'service:tezgah-bff';

export interface DownstreamClaims {
  iss: typeof JWT_ISSUER;
  aud: ServiceName;
  /** The acting user id, or SERVICE_SUBJECT. */
  sub: string;
  /** The company the call is scoped to; services refuse company data outside it. Absent for staff-wide calls. */
  company_id?: number;
  /** RFC 8693 actor: the admin behind an admin-as-user session. */
  act?: { sub: string };
  /** Staff calls carry the role so services can allow cross-company reads. */
  role: 'seller' | 'admin' | 'editor' | 'service';
  iat: number;
  exp: number;
  jti: string;
}

/** Error body of every downstream service. */
export interface DownstreamError {
  error: string;
  message: string;
}
