/**
 * Every route declares who may call it with one of these factories. Each returns a named middleware that is
 * remembered, so a test can walk `app.routes` and find routes that declare none.
 */
import type { MiddlewareHandler } from 'hono';
import { subjectOf } from '@contract/api/user-info';
import type { ErrorCode } from '@contract/errors';
import { can, type Permission, type Subject } from '@contract/permissions';
import { ApiFailure } from '../lib/api-failure';
import type { AppEnv } from '../lib/app-env';
import type { SessionRecord } from '../lib/sessions';

const declared = new WeakMap<object, string>();

/** The policy a route handler stands for, if it is one. */
export function policyOf(handler: unknown): string | undefined {
  return typeof handler === 'function' ? declared.get(handler) : undefined;
}

function declare(description: string, handler: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  declared.set(handler, description);
  return handler;
}

/** The permission subject of a session; hasAdminSession follows the stashed admin, not the browser-facing info. */
export function subjectOfSession(record: SessionRecord): Subject {
  return { ...subjectOf(record.user), hasAdminSession: record.stashedAdmin !== null };
}

export const policy = {
  /** Anyone, signed in or not. */
  public(): MiddlewareHandler<AppEnv> {
    return declare('public', async function publicPolicy(_c, next) {
      await next();
    });
  },

  /** Any signed-in session; `code` is the error without one (default unauthenticated). */
  signedIn(options: { code?: ErrorCode } = {}): MiddlewareHandler<AppEnv> {
    return declare('signedIn', async function signedInPolicy(c, next) {
      if (!c.get('session')) throw new ApiFailure(options.code ?? 'unauthenticated');
      await next();
    });
  },

  /** A signed-in session whose subject has `permission` (contract can()); `deny` is the error otherwise. */
  can(permission: Permission, options: { deny?: ErrorCode } = {}): MiddlewareHandler<AppEnv> {
    return declare(`can:${permission}`, async function permissionPolicy(c, next) {
      const current = c.get('session');
      if (!current) throw new ApiFailure('unauthenticated');
      if (!can(subjectOfSession(current.record), permission)) throw new ApiFailure(options.deny ?? 'forbidden');
      await next();
    });
  },
};
