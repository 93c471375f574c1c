/** The identity service's routes (types and errors in identity.ts), one description each. */
import * as yup from 'yup';
import { answer, param, policy, route, textQuery, type QueryCodec } from '../api/route-def';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../auth/auth.schemas';
import { isReplyUrl } from '../questions/question.api';
import { compactQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { REALMS, type Company, type IdentityUser, type OutboxMail, type Realm } from './identity';
import { serviceRoutes } from './service-route';

/** Staff's company search: `q` (name, id or owner e-mail), a page of `limit` rows after `offset`. */
export interface CompanyListQuery {
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export const companyListQuery: QueryCodec<CompanyListQuery> = {
  parse: (raw) => ({ q: raw.q, limit: wholeId(raw.limit) ?? undefined, offset: raw.offset === '0' ? 0 : (wholeId(raw.offset) ?? undefined) }),
  toRaw: (query) => compactQuery({ ...query }),
};

const token = policy.token();

/** The sign-in form's fields and the page it was sent from. */
export const verifyCredentialsSchema = loginSchema.shape({
  realm: yup.mixed<Realm>().oneOf(REALMS, 'validation.required').required('validation.required'),
});
/** The forgot-password form's e-mail and the absolute http(s) link the mail opens (`?token=…` is added). */
export const requestResetSchema = forgotPasswordSchema.shape({
  resetUrl: yup
    .string()
    .required('validation.required')
    .test('httpUrl', 'validation.replyUrlInvalid', (url) => url !== undefined && isReplyUrl(url)),
});
/** The reset form's new password (the token is the path's). */
export const completeResetSchema = resetPasswordSchema.pick(['password']);

export const IDENTITY_ROUTES = serviceRoutes('identity', {
  /** 200, or 401 invalid_credentials (the same answer for an unknown e-mail and a wrong password). BFF only. */
  verifyCredentials: route.post('/v1/credentials/verify', {
    body: verifyCredentialsSchema,
    answer: answer<{ user: IdentityUser }>(),
    policy: token,
  }),
  getUser: route.get('/v1/users/:userId', { params: { userId: param.text }, answer: answer<{ user: IdentityUser }>(), policy: token }),
  /** Self-service seller sign-up: the user and an empty company it owns. 201, or 409 email_in_use. BFF only. */
  register: route.post('/v1/users', { body: registerSchema, answer: answer<{ user: IdentityUser; company: Company }>(), status: 201, policy: token }),
  /** Staff only. */
  listCompanies: route.get('/v1/companies', { query: companyListQuery, answer: answer<{ items: Company[]; total: number }>(), policy: token }),
  /** Staff, or a seller of that company. */
  getCompany: route.get('/v1/companies/:companyId', { answer: answer<{ company: Company }>(), policy: token }),
  /**
   * 202 whether or not the e-mail has an account (no account discovery); 429 reset_timeout when one was asked for the
   * same e-mail in the last 15 minutes. The service e-mails the link `${resetUrl}?token=…`. BFF only.
   */
  requestReset: route.post('/v1/password-resets', {
    body: requestResetSchema,
    answer: answer<Record<string, never>>(),
    status: 202,
    policy: token,
  }),
  checkReset: route.get('/v1/password-resets/:token', {
    params: { token: param.text },
    answer: answer<{ valid: boolean; expiresAt: string | null }>(),
    policy: token,
  }),
  /** 200; 410 reset_invalid (unknown, used or expired); 400 weak_password. BFF only. */
  completeReset: route.post('/v1/password-resets/:token/complete', {
    params: { token: param.text },
    body: completeResetSchema,
    answer: answer<{ userId: string }>(),
    policy: token,
  }),
  /** Sandbox only, no JWT: the mails it would have sent, or those to one address. */
  outbox: route.get('/v1/outbox', { query: textQuery(['to']), answer: answer<{ items: OutboxMail[] }>(), policy: policy.public() }),
});
