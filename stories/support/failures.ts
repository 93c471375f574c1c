/** Failed calls as the store keeps them (web/src/lib/http.ts ApiFailure), with the contract's status for each code. */
import { ERROR_STATUS } from '@contract/api/error-status';
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import type { ApiFailure } from '@web/lib/http';

export function apiFailure(code: ErrorCode, retryAfterSeconds: number | null = null): ApiFailure {
  return { code, message: ERROR_MESSAGES[code], status: ERROR_STATUS[code], retryAfterSeconds };
}
