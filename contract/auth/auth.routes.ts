/** The browser API of sign-in, the session and the forgotten password (spec §5, §7): one description per endpoint. */
import { answer, param, policy, route } from '../api/route-def';
import type { LoginResponse, MeResponse, RefreshResponse, ResetTokenStatus } from '../api/session';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.schemas';

const anyone = policy.public();

export const AUTH_ROUTES = {
  loginUser: route.post('/api/authenticate/login/user', { body: loginSchema, answer: answer<LoginResponse>(), policy: anyone }),
  /** Staff (admin, editor) sign in here; the seller page refuses them and this one refuses sellers. */
  loginAdmin: route.post('/api/authenticate/login/admin', { body: loginSchema, answer: answer<LoginResponse>(), policy: anyone }),
  register: route.post('/api/authenticate/register/user', {
    body: registerSchema,
    refusal: (fields) => (fields.name ? 'nameRequired' : 'validation'),
    answer: answer<LoginResponse>(),
    status: 201,
    policy: anyone,
  }),
  /**
   * Sends `{ accessToken }` (RefreshRequest). No body schema: the BFF reads the token itself, because any unusable
   * token, a missing or malformed one included, is the one 'invalidAccessToken' answer, without field errors.
   */
  refreshToken: route.post('/api/authenticate/refresh-token', { answer: answer<RefreshResponse>(), policy: policy.signedIn('invalidAccessToken') }),
  me: route.get('/api/auth/me', { answer: answer<MeResponse>(), policy: policy.signedIn() }),
  logout: route.post('/api/auth/logout', { answer: answer<null>(), status: 204, policy: anyone }),
  /** Answers 202 `{}` for known and unknown e-mails alike. */
  forgotPassword: route.post('/api/auth/forgot-password', { body: forgotPasswordSchema, answer: answer<Record<string, never>>(), status: 202, policy: anyone }),
  checkResetToken: route.get('/api/auth/reset-password/:token', { params: { token: param.text }, answer: answer<ResetTokenStatus>(), policy: anyone }),
  /** Sets the new password and ends every session of the user (the caller's cookie is cleared). */
  resetPassword: route.post('/api/auth/reset-password', { body: resetPasswordSchema, answer: answer<null>(), status: 204, policy: anyone }),
};
