/** The BFF's session and shell API, as the SPA sees it. */
import type { CompanyFlags, Role } from '../permissions';
import type { CountBadge } from '../routes';

export type Language = 'en' | 'tr';
export const LANGUAGES: readonly Language[] = ['en', 'tr'];
export const DEFAULT_LANGUAGE: Language = 'en';

export type Counts = Record<CountBadge, number>;

/**
 * The non-secret user info of spec §3 that the browser may keep. Tokens (adminToken, scToken, downstream
 * tokens) never appear here: they stay in the server-side session.
 */
export interface UserInfo {
  id: string;
  userRole: Role;
  first_name: string;
  last_name: string;
  email: string;
  companyName: string | null;
  companyLogo: string | null;
  companyId: number | null;
  merchant_id: string | null;
  isOneClickMerchant: boolean;
  /** Two-letter country code of the company's base; drives Turkey-only rules and FAQ content. */
  companyCountry: string | null;
  securityGroups: string[];
  uiLang: Language;
  counts: Counts;
  flags: CompanyFlags;
  /** adminAsUser only: the admin behind this session (spec: Admin Panel link "only if an admin token exists"). */
  actingAdmin: { name: string; email: string } | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface RegisterRequest {
  email: string;
  password: string;
  name: string;
}
/**
 * §7: `accessToken` is a session-bound proof kept only in memory by the SPA. Alone it opens nothing: every
 * call also needs the httpOnly session cookie, and refresh-token checks that both belong together.
 */
export interface LoginResponse {
  user: UserInfo;
  accessToken: string;
}
export interface RefreshRequest {
  accessToken: string;
}
export interface RefreshResponse {
  userData: UserInfo;
  accessToken: string;
}
export interface MeResponse {
  user: UserInfo;
  /**
   * Set when a service behind the user info did not answer: `user` is the session's last known info, its counts
   * are not current (the SPA hides the badges and asks again). The session itself is the BFF's and stays valid.
   */
  countsUnavailable?: boolean;
}

export interface ForgotPasswordRequest {
  email: string;
}
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}
export interface ResetTokenStatus {
  valid: boolean;
  expiresAt: string | null;
}

export interface SupportLinkResponse {
  url: string;
}

export interface CompanySummary {
  id: number;
  name: string;
  country: string;
  isOneClickMerchant: boolean;
  ownerEmail: string;
}
export interface CompanyListResponse {
  items: CompanySummary[];
  total: number;
}
export interface ActAsRequest {
  companyId: number;
}
