/**
 * Identity service: accounts, companies, credentials and password resets. Base path /v1, JSON, JWT bearer; its routes
 * are in identity.routes.ts.
 * Errors are `DownstreamError` with these `error` values: invalid_credentials (401), not_found (404),
 * email_in_use (409), reset_timeout (429), reset_invalid (410), weak_password (400), forbidden (403), unauthorized (401).
 */
import type { Language } from '../api/session';

export type AccountKind = 'seller' | 'admin' | 'editor';
/** Sellers sign in on the seller page; admins and editors on the staff page (admin/login). */
export type Realm = 'seller' | 'staff';
export const REALMS: readonly Realm[] = ['seller', 'staff'];

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

/** Sandbox only: the mails it would have sent (IDENTITY_ROUTES.outbox; the sandbox never runs in production). */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  sentAt: string;
}
