/**
 * The §7 accessToken: `<expiry>.<HMAC(session accessKey, session id + expiry)>`. The SPA keeps it in memory only;
 * without the matching session cookie it proves nothing, and it is never stored server-side.
 */
import { ACCESS_TOKEN_SECONDS } from '@contract/constants';
import { hmac, safeEqual } from './crypto';
import type { SessionRecord } from './sessions';

export function issueAccessToken(sessionId: string, record: SessionRecord, now: number): string {
  const expiresAt = (now + ACCESS_TOKEN_SECONDS * 1000).toString(36);
  return `${expiresAt}.${hmac(record.accessKey, `${sessionId}.${expiresAt}`)}`;
}

export function isAccessTokenValid(token: unknown, sessionId: string, record: SessionRecord, now: number): boolean {
  if (typeof token !== 'string') return false;
  const [expiresAt, mac, extra] = token.split('.');
  if (!expiresAt || !mac || extra !== undefined || !/^[0-9a-z]+$/.test(expiresAt)) return false;
  if (parseInt(expiresAt, 36) <= now) return false;
  return safeEqual(mac, hmac(record.accessKey, `${sessionId}.${expiresAt}`));
}
