/** What the orders, packages and exports routes share: the signed-in seller's company, path ids, queries, refusals. */
import { Response, type Request } from 'miragejs';
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import type { RawQuery } from '@contract/lists/list-query';
import { can, type Permission } from '@contract/permissions';
import { signedIn, type MockContext, type SignedIn } from './mock-context';
import { failure, json } from './respond';

export interface SellerScope { who: SignedIn; companyId: number }

/** The session's company when it may do `permission`, else the failure to answer with. */
export function sellerScope(context: MockContext, permission: Permission): SellerScope | Response {
  const who = signedIn(context);
  if (!who) return failure('unauthenticated');
  if (!can(who.subject, permission) || who.user.companyId === null) return failure('forbidden');
  return { who, companyId: who.user.companyId };
}

export function isResponse(value: unknown): value is Response {
  return value instanceof Response;
}

export function pathId(request: Request, name = 'id'): number | null {
  const value = request.params[name];
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function rawQueryOf(request: Request): RawQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.queryParams ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') raw[key] = first;
  }
  return raw;
}

/** A JSON body's scalar fields as a raw query (export bodies carry the list filters). */
export function rawBodyOf(body: Record<string, unknown>): RawQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') raw[key] = String(value);
  return raw;
}

/**
 * A world answer as the BFF passes it on: the value, notFound, or the downstream refusal. The two refusals that are
 * only bad input (no items, an item of another order) come back as a validation failure on itemIds.
 */
export function worldAnswer<T extends object>(result: T | string | undefined, status = 200): Response {
  if (result === undefined) return failure('notFound');
  if (typeof result !== 'string') return json(status, result);
  if (result in ERROR_MESSAGES) return failure(result as ErrorCode);
  return failure('validation', { itemIds: 'validation.selectItems' });
}
