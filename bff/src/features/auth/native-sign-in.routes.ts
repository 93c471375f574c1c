/**
 * The sign-in form posted without script (contract/auth/native-forms.ts): the same sign-in as the JSON routes (rules,
 * brute-force limit, audit), from the portal's own origin only, answered 303 to the page's `next` when it is the
 * user's to open (./sign-in-landing.ts), else the home page, or back to the form with the failure's code (and `next`).
 * Served beside the built SPA only (app.ts), the one place where its form is a page.
 */
import { Hono, type Context } from 'hono';
import { SIGN_IN_NEXT_PARAM } from '@contract/auth/native-forms';
import { SIGN_IN_ERROR_PARAM, SIGN_IN_FORM_ACTION } from '@contract/auth/native-sign-in';
import { loginSchema } from '@contract/auth/auth.schemas';
import type { Realm } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';
import { postedForm, seeOther } from '../../lib/native-form';
import { signIn } from './sign-in';
import { landingAfterSignIn } from './sign-in-landing';

export function nativeSignInRoutes(ctx: AppContext) {
  const post = (realm: Realm) => async (c: Context<AppEnv>) => {
    const form = await postedForm(c, ctx);
    const next = c.req.query(SIGN_IN_NEXT_PARAM);
    const backToForm = (code: string) => seeOther(c, SIGN_IN_FORM_ACTION[realm], { [SIGN_IN_ERROR_PARAM]: code, [SIGN_IN_NEXT_PARAM]: next });
    const fields = { email: form?.get('email') ?? '', password: form?.get('password') ?? '' };
    if (form === null || !loginSchema.isValidSync(fields)) return backToForm('validation');
    try {
      const { user } = await signIn(c, ctx, realm, loginSchema.cast(fields));
      return c.redirect(landingAfterSignIn(next, user), 303);
    } catch (error) {
      if (error instanceof ApiFailure) return backToForm(error.code);
      throw error;
    }
  };
  // The pages also open with a trailing slash (/login/), and a form posts to its own page's URL.
  const routes = new Hono<AppEnv>();
  for (const realm of ['seller', 'staff'] as const) {
    for (const path of [SIGN_IN_FORM_ACTION[realm], `${SIGN_IN_FORM_ACTION[realm]}/`]) routes.post(path, policy.public(), post(realm));
  }
  return routes;
}
