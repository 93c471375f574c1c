/**
 * The forgot and reset password forms posted without script (contract/auth/native-forms.ts): the same functions as the
 * JSON routes (./password-reset.ts, the same schemas), from the portal's own origin only, answered 303 to the page's
 * `done` copy or back to the form with the failure's code (the reset form with its link's token). Served beside the
 * built SPA only (app.ts), like the sign-in's.
 */
import { Hono, type Context } from 'hono';
import { forgotPasswordSchema, resetPasswordSchema } from '@contract/auth/auth.schemas';
import { FORM_DONE_PARAM, RESET_TOKEN_PARAM } from '@contract/auth/native-forms';
import { SIGN_IN_ERROR_PARAM } from '@contract/auth/native-sign-in';
import { PUBLIC_PATHS } from '@contract/routes';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';
import { postedForm, seeOther } from '../../lib/native-form';
import { completePasswordReset, requestPasswordReset } from './password-reset';

const DONE = { [FORM_DONE_PARAM]: '1' };

/** Runs the step; its refusal (an ApiFailure) goes back to the form with its code. */
async function outcome(done: () => Promise<void>, backToForm: (code: string) => Response, doneAnswer: () => Response): Promise<Response> {
  try {
    await done();
    return doneAnswer();
  } catch (error) {
    if (error instanceof ApiFailure) return backToForm(error.code);
    throw error;
  }
}

export function nativePasswordRoutes(ctx: AppContext) {
  const forgot = async (c: Context<AppEnv>) => {
    const form = await postedForm(c, ctx);
    const backToForm = (code: string) => seeOther(c, PUBLIC_PATHS.forgotPassword, { [SIGN_IN_ERROR_PARAM]: code });
    const fields = { email: form?.get('email') ?? '' };
    if (form === null || !forgotPasswordSchema.isValidSync(fields)) return backToForm('validation');
    const { email } = forgotPasswordSchema.cast(fields);
    return outcome(
      () => requestPasswordReset(c, ctx, email),
      backToForm,
      () => seeOther(c, PUBLIC_PATHS.forgotPassword, DONE),
    );
  };
  const reset = async (c: Context<AppEnv>) => {
    const form = await postedForm(c, ctx);
    const token = c.req.query(RESET_TOKEN_PARAM) ?? '';
    const backToForm = (code: string) => seeOther(c, PUBLIC_PATHS.resetPassword, { [RESET_TOKEN_PARAM]: token, [SIGN_IN_ERROR_PARAM]: code });
    const fields = { token, password: form?.get('password') ?? '', confirmPassword: form?.get('confirmPassword') ?? '' };
    if (form === null || !resetPasswordSchema.isValidSync(fields)) return backToForm('validation');
    return outcome(
      () => completePasswordReset(c, ctx, token, fields.password),
      backToForm,
      () => seeOther(c, PUBLIC_PATHS.resetPassword, DONE),
    );
  };
  // The pages also open with a trailing slash, and a form posts to its own page's URL.
  const routes = new Hono<AppEnv>();
  for (const [path, handler] of [
    [PUBLIC_PATHS.forgotPassword, forgot],
    [PUBLIC_PATHS.resetPassword, reset],
  ] as const) {
    routes.post(path, policy.public(), handler).post(`${path}/`, policy.public(), handler);
  }
  return routes;
}
