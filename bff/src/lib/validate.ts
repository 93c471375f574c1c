/** Request bodies checked with the contract's yup schemas; failures answer 400 with `fields`. */
import type { Context } from 'hono';
import type { AnyObjectSchema, InferType } from 'yup';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ErrorCode } from '@contract/errors';
import { ApiFailure } from './api-failure';

/** How deep a body may nest: the contract's bodies need a handful of levels; JSON.parse and yup recurse. */
export const MAX_JSON_DEPTH = 32;

/** Keys every plain object inherits: yup looks them up as fields, and `__proto__` would swap a prototype. */
const INHERITED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Whether `text` opens more than `max` objects and arrays inside one another (strings skipped), before parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Parses a JSON body, refusing (400) text that is not JSON, nests deeper than MAX_JSON_DEPTH, or has a key that
 * Object.prototype owns (`__proto__`, `constructor`, `toString`, …) at any level. JSON.parse makes such keys own
 * properties, so nothing is polluted while parsing; refusing them keeps them from every later lookup.
 */
export function parseJsonBody(text: string): unknown {
  const refused = () => new ApiFailure('validation', { fields: { _: 'validation.invalidJson' } });
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw refused();
  let inherited = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (INHERITED_KEYS.has(key)) inherited = true;
      return item;
    });
  } catch {
    throw refused();
  }
  if (inherited) throw refused();
  return value;
}

export async function jsonBody(c: Context): Promise<unknown> {
  return parseJsonBody(await c.req.text());
}

/**
 * The schema's field errors; a body of the wrong shape that makes a schema's own transform or test throw (`.trim()` on
 * an array sent for a text field, `toISOString()` of an impossible date such as `0000-00-00`) is refused like any
 * other invalid body.
 */
function fieldErrorsOfAnyShape(schema: AnyObjectSchema, value: unknown): Record<string, string> | null {
  try {
    return fieldErrors(schema, value);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return { _: 'validation.invalidJson' };
    throw error;
  }
}

/** Validates, then returns the schema's cast value (trimmed strings, numbers from numeric strings). */
export function validated<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  code: (fields: Record<string, string>) => ErrorCode = () => 'validation',
): InferType<S> {
  const fields = fieldErrorsOfAnyShape(schema, value);
  if (fields) throw new ApiFailure(code(fields), { fields });
  return schema.cast(value, { stripUnknown: true }) as InferType<S>;
}

export async function validBody<S extends AnyObjectSchema>(c: Context, schema: S, code?: (fields: Record<string, string>) => ErrorCode): Promise<InferType<S>> {
  return validated(schema, await jsonBody(c), code);
}
