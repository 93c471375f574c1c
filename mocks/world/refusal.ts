/** A refusal of a world operation: the contract's error code, and the form fields it belongs to, if any. */
import type { ErrorCode } from '@contract/errors';

export interface Refusal {
  code: ErrorCode;
  fields?: Record<string, string>;
}

export function refusal(code: ErrorCode, fields?: Record<string, string>): Refusal {
  return fields ? { code, fields } : { code };
}

export function isRefusal(value: unknown): value is Refusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Refusal).code === 'string' &&
    Object.keys(value).every((key) => key === 'code' || key === 'fields')
  );
}
