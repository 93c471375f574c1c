/**
 * The sign-in form posted without script (contract/auth/native-sign-in.ts): the same sign-in as the JSON routes (rules,
 * brute-force limit, audit), from the portal's own origin only, answered 303 to the home page or back to the form with
 * the failure's code. Served beside the built SPA only (app.ts), the one place where its form is a page.
 */
import { Hono, type Context } from 'hono';
import { SIGN_IN_ERROR_PARAM, SIGN_IN_FORM_ACTION } from '@contract/auth/native-sign-in';
import { loginSchema } from '@contract/auth/auth.schemas';
import type { Realm } from '@contract/downstream/identity';
import type { ErrorCode } from '@contract/errors';
import { homePath } from '@contract/permissions';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { fromPortal } from '../../middleware/csrf';
import { policy } from '../../middleware/policy';
import { signIn } from './sign-in';

const FORM_TYPE = 'application/x-www-form-urlencoded';

const backToForm = (c: Context<AppEnv>, realm: Realm, code: ErrorCode) =>
  c.redirect(`${SIGN_IN_FORM_ACTION[realm]}?${new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: code })}`, 303);

export function nativeSignInRoutes(ctx: AppContext) {
  const post = (realm: Realm) => async (c: Context<AppEnv>) => {
    if (!fromPortal(c, ctx.origin)) throw new ApiFailure('csrf');
    if (!(c.req.header('content-type') ?? '').startsWith(FORM_TYPE)) return backToForm(c, realm, 'validation');
    const form = new URLSearchParams(await c.req.text());
    const fields = { email: form.get('email') ?? '', password: form.get('password') ?? '' };
    if (!loginSchema.isValidSync(fields)) return backToForm(c, realm, 'validation');
    try {
      const { user } = await signIn(c, ctx, realm, loginSchema.cast(fields));
      return c.redirect(homePath(user.userRole), 303);
    } catch (error) {
      if (error instanceof ApiFailure) return backToForm(c, realm, error.code);
      throw error;
    }
  };
  return new Hono<AppEnv>().post(SIGN_IN_FORM_ACTION.seller, policy.public(), post('seller')).post(SIGN_IN_FORM_ACTION.staff, policy.public(), post('staff'));
}
