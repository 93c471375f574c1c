/** What a signed-out form posted without script came back with in its page's URL (contract/auth/native-forms.ts). */
import { ERROR_STATUS } from '@contract/api/error-status';
import { FORM_DONE_PARAM } from '@contract/auth/native-forms';
import { SIGN_IN_ERROR_PARAM } from '@contract/auth/native-sign-in';
import { isErrorCode } from '@contract/errors';
import { failure, type ApiFailure } from '@web/lib/http';

/** The failure whose code the BFF sent back in the URL. */
export function postedFailure(params: URLSearchParams): ApiFailure | null {
  const code = params.get(SIGN_IN_ERROR_PARAM);
  return code !== null && isErrorCode(code) ? failure(code, ERROR_STATUS[code]) : null;
}

/** Whether the BFF sent the page back after the form's success. */
export const postedDone = (params: URLSearchParams): boolean => params.has(FORM_DONE_PARAM);
