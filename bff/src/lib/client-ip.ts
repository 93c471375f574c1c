/** The client's IP for sign-in limits: the socket's peer, or behind a trusted proxy the hop it appended last. */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
