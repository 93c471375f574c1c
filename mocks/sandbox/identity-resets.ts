/** Identity password-reset routes: request (202/429), check, complete (200/410/400). BFF-only (role service). */
import { PASSWORD_RULE } from '@contract/auth/auth.schemas';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from '@mocks/world/password-reset';
import type { World } from '@mocks/world/world';
import type { CredentialStore } from './credential-store';
import { requireRole } from './jwt-guard';
import { fail, jsonBody, stringField } from './responses';
import type { ServiceApp } from './service-app';

/** 256 random bits, base64url (Web Crypto: the sandbox also runs in a page). */
function newResetToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export function mountPasswordResets(app: ServiceApp, world: World, credentials: CredentialStore, now: () => number): void {
  app.use('/v1/password-resets', requireRole('service'));
  app.use('/v1/password-resets/*', requireRole('service'));

  app.post('/v1/password-resets', async (c) => {
    const body = await jsonBody(c);
    const email = body && stringField(body, 'email');
    const resetUrl = body && stringField(body, 'resetUrl');
    if (!email?.trim() || !resetUrl || !isHttpUrl(resetUrl)) return fail(c, 400, 'bad_request', 'email and an http(s) resetUrl are required.');
    const result = requestPasswordReset(world, email, now(), { resetUrl, newToken: newResetToken });
    if (result.status === 'timeout') return fail(c, 429, 'reset_timeout', 'A reset was asked for this e-mail in the last 15 minutes.');
    return c.json({}, 202);
  });

  app.get('/v1/password-resets/:token', (c) => c.json(checkPasswordReset(world, c.req.param('token'), now())));

  app.post('/v1/password-resets/:token/complete', async (c) => {
    const token = c.req.param('token');
    if (!checkPasswordReset(world, token, now()).valid) return fail(c, 410, 'reset_invalid', 'This reset link is unknown, used or expired.');
    const body = await jsonBody(c);
    const password = body && stringField(body, 'password');
    if (password === null || !PASSWORD_RULE.test(password)) return fail(c, 400, 'weak_password', 'The password does not meet the rules.');
    const hash = await credentials.hash(password);
    const result = completePasswordReset(world, token, now());
    if (!result.ok) return fail(c, 410, 'reset_invalid', 'This reset link is unknown, used or expired.');
    credentials.setHash(result.userId, hash);
    return c.json({ userId: result.userId });
  });
}
