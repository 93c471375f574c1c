/**
 * Identity service: accounts, companies, credentials and password resets. Base path /v1, JSON, JWT bearer.
 * Errors are `DownstreamError` with these `error` values: invalid_credentials (401), not_found (404),
 * email_in_use (409), reset_timeout (429), reset_invalid (410), weak_password (400), forbidden (403), unauthorized (401).
 */
import type { Language } from '../api/session';

export type AccountKind = 'seller' | 'admin' | 'editor';
/** Sellers sign in on the seller page; admins and editors on the staff page (admin/login). */
export type Realm = 'seller' | 'staff';

export interface IdentityUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: AccountKind;
  companyId: number | null;
  securityGroups: string[];
  uiLang: Language;
}

export interface Company {
  id: number;
  name: string;
  country: string;
  logoUrl: string | null;
  isOneClickMerchant: boolean;
  merchantId: string;
  ownerUserId: string;
}

export interface IdentityApi {
  /** POST /v1/credentials/verify — 200 or 401 invalid_credentials (same answer for unknown e-mail and wrong password). */
  verifyCredentials: { body: { email: string; password: string; realm: Realm }; answer: { user: IdentityUser } };
  /** GET /v1/users/:id */
  getUser: { answer: { user: IdentityUser } };
  /** POST /v1/users — self-service seller sign-up: creates the user and an empty company it owns. 201 or 409 email_in_use. */
  register: { body: { email: string; password: string; name: string }; answer: { user: IdentityUser; company: Company } };
  /** GET /v1/companies?q=&limit=&offset= — staff only. */
  listCompanies: { query: { q?: string; limit?: number; offset?: number }; answer: { items: Company[]; total: number } };
  /** GET /v1/companies/:id — staff, or a seller of that company. */
  getCompany: { answer: { company: Company } };
  /**
   * POST /v1/password-resets — 202 whether or not the e-mail has an account (no account discovery);
   * 429 reset_timeout when one was asked for the same e-mail in the last 15 minutes. The service e-mails the link
   * `${resetUrl}?token=…`.
   */
  requestReset: { body: { email: string; resetUrl: string }; answer: Record<string, never> };
  /** GET /v1/password-resets/:token — 200 `{ valid, expiresAt }`. */
  checkReset: { answer: { valid: boolean; expiresAt: string | null } };
  /** POST /v1/password-resets/:token/complete — 200 `{ userId }`; 410 reset_invalid (unknown, used or expired); 400 weak_password. */
  completeReset: { body: { password: string }; answer: { userId: string } };
}

/** Sandbox only: the mails it would have sent. GET /v1/outbox (no JWT needed; the sandbox never runs in production). */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  sentAt: string;
}
