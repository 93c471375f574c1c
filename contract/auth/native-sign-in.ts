/**
 * The sign-in form posted without script: it posts to its own page's URL (a urlencoded form; ./native-forms.ts), and the
 * BFF answers 303, to `next` or the home page, or back to the form with the failure's error code in SIGN_IN_ERROR_PARAM.
 */
import { PUBLIC_PATHS } from '../routes';
import type { Realm } from '../downstream/identity';

export const SIGN_IN_FORM_ACTION: Readonly<Record<Realm, string>> = { seller: PUBLIC_PATHS.login, staff: PUBLIC_PATHS.adminLogin };

/** The query parameter the sign-in page reads a failed post's error code from. */
export const SIGN_IN_ERROR_PARAM = 'error';
