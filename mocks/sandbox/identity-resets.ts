/** Identity password-reset routes: request (202/429), check, complete (200/410/400). BFF-only (role service). */
import { IDENTITY_ROUTES } from '@contract/downstream/identity.routes';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from '@mocks/world/password-reset';
import type { World } from '@mocks/world/world';
import type { CredentialStore } from './credential-store';
import { requireRole } from './jwt-guard';
import { fail } from './responses';
import { badBody, checkedBody, serveService } from './serve-service';
import type { ServiceApp } from './service-app';

/** 256 random bits, base64url (Web Crypto: the sandbox also runs in a page). */
function newResetToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function mountPasswordResets(app: ServiceApp, world: World, credentials: CredentialStore, now: () => number): void {
  app.use('/v1/password-resets', requireRole('service'));
  app.use('/v1/password-resets/*', requireRole('service'));

  serveService(app, IDENTITY_ROUTES.requestReset, (c, { body: sent }) => {
    const body = checkedBody(IDENTITY_ROUTES.requestReset, sent, (fields) => badBody(c, fields));
    if (body instanceof Response) return body;
    const result = requestPasswordReset(world, body.email, now(), { resetUrl: body.resetUrl, newToken: newResetToken });
    if (result.status === 'timeout') return fail(c, 429, 'reset_timeout', 'A reset was asked for this e-mail in the last 15 minutes.');
    return {};
  });

  app.get('/v1/password-resets/:token', (c) => c.json(checkPasswordReset(world, c.req.param('token'), now())));

  serveService(app, IDENTITY_ROUTES.completeReset, async (c, { params: { token }, body: sent }) => {
    if (!checkPasswordReset(world, token, now()).valid) return fail(c, 410, 'reset_invalid', 'This reset link is unknown, used or expired.');
    const body = checkedBody(IDENTITY_ROUTES.completeReset, sent, () => fail(c, 400, 'weak_password', 'The password does not meet the rules.'));
    if (body instanceof Response) return body;
    const hash = await credentials.hash(body.password);
    const result = completePasswordReset(world, token, now());
    if (!result.ok) return fail(c, 410, 'reset_invalid', 'This reset link is unknown, used or expired.');
    credentials.setHash(result.userId, hash);
    return { userId: result.userId };
  });
}
