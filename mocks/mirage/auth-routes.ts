/** Sign-in, sign-up, session, and password-reset routes of the fake BFF. */
import { API } from '@contract/api/paths';
import type { LoginResponse, MeResponse, RefreshResponse, ResetTokenStatus } from '@contract/api/session';
import { fieldErrors, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@contract/auth/auth.schemas';
import type { Realm } from '@contract/downstream/identity';
import { PUBLIC_PATHS } from '@contract/routes';
import { findUserByEmail } from '@mocks/world/lookups';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from '@mocks/world/password-reset';
import { registerSeller } from '@mocks/world/registration';
import { signedIn, userInfoFor, type MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { clearSession, newOpaqueToken, writeSession } from './mock-session';
import { bodyOf, failure, json } from './respond';

const STAFF_KINDS = ['admin', 'editor'];

/** Starts a session for the user (or the owner the admin acts as) and answers like the BFF's sign-in. */
export function startSession(context: MockContext, userId: string, actingAdminId: string | null, status = 200) {
  const session = { userId, actingAdminId, accessToken: newOpaqueToken() };
  const user = userInfoFor(context, session);
  if (!user) return failure('userNotFound');
  writeSession(context.storage, session);
  return json(status, { user, accessToken: session.accessToken } satisfies LoginResponse);
}

function login(realm: Realm): MockRoute['handle'] {
  return async (request, context) => {
    const body = bodyOf(request);
    const problems = fieldErrors(loginSchema, body);
    if (problems) return failure('validation', problems);
    const user = findUserByEmail(context.world, String(body.email));
    const matches = await context.credentials.verify(user?.id, String(body.password));
    const inRealm = user !== undefined && (realm === 'seller' ? user.kind === 'seller' : STAFF_KINDS.includes(user.kind));
    if (!user || !matches || !inRealm) return failure('invalidCredentials');
    return startSession(context, user.id, null);
  };
}

export const AUTH_ROUTES: readonly MockRoute[] = [
  { method: 'post', path: API.loginUser, handle: login('seller') },
  { method: 'post', path: API.loginAdmin, handle: login('staff') },
  {
    method: 'post', path: API.register, handle: async (request, context) => {
      const body = bodyOf(request);
      const problems = fieldErrors(registerSchema, body);
      if (problems) return failure(problems.name ? 'nameRequired' : 'validation', problems);
      const result = registerSeller(context.world, { email: String(body.email), name: String(body.name) });
      if (!result.ok) return failure('emailInUse', { email: 'errors.emailInUse' });
      await context.credentials.set(result.user.id, String(body.password));
      return startSession(context, result.user.id, null, 201);
    },
  },
  {
    method: 'post', path: API.refreshToken, handle: (request, context) => {
      const who = signedIn(context);
      if (!who || bodyOf(request).accessToken !== who.session.accessToken) return failure('invalidAccessToken');
      const session = { ...who.session, accessToken: newOpaqueToken() };
      writeSession(context.storage, session);
      return json(200, { userData: who.user, accessToken: session.accessToken } satisfies RefreshResponse);
    },
  },
  {
    method: 'get', path: API.me, handle: (_request, context) => {
      const who = signedIn(context);
      return who ? json(200, { user: who.user } satisfies MeResponse) : failure('unauthenticated');
    },
  },
  {
    method: 'post', path: API.logout, handle: (_request, context) => {
      clearSession(context.storage);
      return json(204);
    },
  },
  {
    method: 'post', path: API.forgotPassword, handle: (request, context) => {
      const body = bodyOf(request);
      const problems = fieldErrors(forgotPasswordSchema, body);
      if (problems) return failure('validation', problems);
      const resetUrl = `${globalThis.location.origin}${PUBLIC_PATHS.resetPassword}`;
      const result = requestPasswordReset(context.world, String(body.email), context.now(), { resetUrl });
      return result.status === 'timeout' ? failure('resetTimeout') : json(202, {});
    },
  },
  {
    method: 'get', path: `${API.resetPassword}/:token`, handle: (request, context) =>
      json(200, checkPasswordReset(context.world, request.params.token ?? '', context.now()) satisfies ResetTokenStatus),
  },
  {
    method: 'post', path: API.resetPassword, handle: async (request, context) => {
      const body = bodyOf(request);
      const problems = fieldErrors(resetPasswordSchema, body);
      if (problems) return failure('validation', problems);
      const result = completePasswordReset(context.world, String(body.token), context.now());
      if (!result.ok) return failure('resetFailed');
      await context.credentials.set(result.userId, String(body.password));
      clearSession(context.storage);
      return json(204);
    },
  },
];
