/**
 * The session cookie: httpOnly, SameSite=Lax, Path=/. Over https it is `__Host-tezgah.sid` and Secure; over plain
 * http (local runs) `tezgah.sid`.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps, type OriginSettings } from './request-origin';

export const COOKIE_NAME = 'tezgah.sid';
export const SECURE_COOKIE_NAME = `__Host-${COOKIE_NAME}`;

export class SessionCookie {
  constructor(private readonly settings: OriginSettings) {}

  name(c: Context): string {
    return isHttps(c, this.settings) ? SECURE_COOKIE_NAME : COOKIE_NAME;
  }

  read(c: Context): string | null {
    const value = getCookie(c, this.name(c));
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }

  write(c: Context, sessionId: string): void {
    const secure = isHttps(c, this.settings);
    setCookie(c, this.name(c), sessionId, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
  }

  clear(c: Context): void {
    const secure = isHttps(c, this.settings);
    deleteCookie(c, this.name(c), { httpOnly: true, sameSite: 'Lax', path: '/', secure });
  }
}
