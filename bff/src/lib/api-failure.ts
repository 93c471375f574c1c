import { ERROR_STATUS, apiError } from '@contract/api/error-status';
import { ERROR_MESSAGES, type ApiError, type ErrorCode } from '@contract/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

interface FailureOptions {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  cause?: unknown;
  /** Another status than the code's own (a body over its limit: 413 with `validation`). */
  status?: ContentfulStatusCode;
}

/** Thrown anywhere in a request; the one onError handler turns it into `{ code, message, fields? }`. */
export class ApiFailure extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: FailureOptions = {}) {
    super(ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'ApiFailure';
    this.code = code;
    this.status = options.status ?? (ERROR_STATUS[code] as ContentfulStatusCode);
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  toBody(): ApiError {
    return apiError(this.code, this.fields);
  }
}
