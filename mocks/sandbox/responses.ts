/** The downstream error body (`DownstreamError`) and JSON body reading shared by the sandbox services. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS } from '@contract/api/error-status';
import type { DownstreamError } from '@contract/downstream/common';
import { ERROR_MESSAGES } from '@contract/errors';
import type { Refusal } from '@mocks/world/refusal';

export function fail(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  const body: DownstreamError = { error, message };
  return c.json(body, status);
}

/** The JSON object body, or null when the body is missing, malformed or not an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' ? value : null;
}

/** Statuses a refusal keeps; any other code travels as 400 with its code, which the BFF turns back into its own status. */
const KEPT_STATUSES = new Set([403, 404, 409, 413]);

/**
 * A world operation's refusal as the service answers it: 409 for business refusals, 413 for a file over the limit,
 * 403 for what the caller may not do, 404 for a record it names that is not there (categoryNotFound), 400 for bad
 * input; with the fields they belong to.
 */
export function refuse(c: Context, { code, fields }: Refusal) {
  const status = (KEPT_STATUSES.has(ERROR_STATUS[code]) ? ERROR_STATUS[code] : 400) as ContentfulStatusCode;
  return c.json({ error: code, message: ERROR_MESSAGES[code], ...(fields ? { fields } : {}) }, status);
}
