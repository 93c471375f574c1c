/**
 * The session cookie: httpOnly, SameSite=Lax, Path=/. With an https PUBLIC_ORIGIN it is `__Host-tezgah.sid` and
 * Secure; over plain http (local runs) `tezgah.sid`.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps, type OriginSettings } from './request-origin';

export const COOKIE_NAME = 'tezgah.sid';
export const SECURE_COOKIE_NAME = `__Host-${COOKIE_NAME}`;

export class SessionCookie {
  constructor(private readonly settings: OriginSettings) {}

  name(): string {
    return isHttps(this.settings) ? SECURE_COOKIE_NAME : COOKIE_NAME;
  }

  read(c: Context): string | null {
    const value = getCookie(c, this.name());
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }

  write(c: Context, sessionId: string): void {
    const secure = isHttps(this.settings);
    setCookie(c, this.name(), sessionId, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
  }

  clear(c: Context): void {
    const secure = isHttps(this.settings);
    deleteCookie(c, this.name(), { httpOnly: true, sameSite: 'Lax', path: '/', secure });
  }
}
