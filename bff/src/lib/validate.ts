/** Request bodies checked with the contract's yup schemas; failures answer 400 with `fields`. */
import type { Context } from 'hono';
import type { AnyObjectSchema, InferType } from 'yup';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ErrorCode } from '@contract/errors';
import { ApiFailure } from './api-failure';

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    throw new ApiFailure('validation', { fields: { _: 'validation.invalidJson' } });
  }
}

/** Validates, then returns the schema's cast value (trimmed strings, numbers from numeric strings). */
export function validated<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  code: (fields: Record<string, string>) => ErrorCode = () => 'validation',
): InferType<S> {
  const fields = fieldErrors(schema, value);
  if (fields) throw new ApiFailure(code(fields), { fields });
  return schema.cast(value, { stripUnknown: true }) as InferType<S>;
}

export async function validBody<S extends AnyObjectSchema>(
  c: Context,
  schema: S,
  code?: (fields: Record<string, string>) => ErrorCode,
): Promise<InferType<S>> {
  return validated(schema, await jsonBody(c), code);
}
