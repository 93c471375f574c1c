/** GET me's answer: fresh user info, or the session's last snapshot when a service behind it is not answering. */
import type { Context } from 'hono';
import type { MeResponse } from '@contract/api/session';
import { ApiFailure } from './api-failure';
import type { AppContext } from './app-context';
import type { AppEnv } from './app-env';
import { refreshUserInfo, requireSession } from './session-flow';

/**
 * The session is the BFF's own record (idle and absolute timeouts, ended by sign-out and password reset), so an
 * identity or marketplace outage does not end it: the answer is then the user info the session last saw, with its
 * counts marked unavailable. A user the identity service no longer knows still ends the session (401).
 */
export async function meAnswer(c: Context<AppEnv>, ctx: AppContext): Promise<MeResponse> {
  const { record } = requireSession(c);
  try {
    return { user: await refreshUserInfo(c, ctx) };
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'downstreamUnavailable') return { user: record.user, countsUnavailable: true };
    throw error;
  }
}
