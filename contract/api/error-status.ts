/** The HTTP status that goes with each BFF error code; the BFF and Mirage answer `{ code, message }` with it. */
import { ERROR_MESSAGES, type ApiError, type ErrorCode } from '../errors';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalidCredentials: 401,
  loginFailed: 500,
  userNotFound: 404,
  generic: 500,
  emailInUse: 409,
  nameRequired: 400,
  invalidAccessToken: 401,
  tooManyAttempts: 429,
  resetFailed: 410,
  resetTimeout: 429,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf: 403,
  notFound: 404,
  downstreamUnavailable: 503,
  notActingAsSeller: 409,
  orderHasShippedItems: 409,
  itemAlreadyCancelled: 409,
  itemAlreadyPackaged: 409,
  itemNotOpen: 409,
  orderCancelled: 409,
  turkeyPriceCap: 409,
  pdfRequired: 400,
  invoiceInvalid: 400,
  packageNotAtSeller: 409,
  packageHasNoLabel: 409,
  exportTooLarge: 400,
  fileTooLarge: 413,
};

export function apiError(code: ErrorCode, fields?: Record<string, string>): ApiError {
  return fields ? { code, message: ERROR_MESSAGES[code], fields } : { code, message: ERROR_MESSAGES[code] };
}
