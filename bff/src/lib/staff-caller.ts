/** A staff screen's service calls are signed as the admin (its work spans companies), never as an acting seller's company. */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { requireSession } from './session-flow';
import type { Caller } from './token-signer';
import { callerOfSession } from './user-info';

export function staffCaller(c: Context<AppEnv>): Caller {
  return callerOfSession(requireSession(c).record, null);
}

/** The signed-in admin's user id (who started a staff transaction). */
export const staffUserId = (c: Context<AppEnv>): string => requireSession(c).record.userId;
