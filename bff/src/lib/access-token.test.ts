import { ACCESS_TOKEN_SECONDS } from '@contract/constants';
import { isAccessTokenValid, issueAccessToken } from './access-token';
import type { SessionRecord } from './sessions';
import { identity } from '../test/fixtures';

const record = (accessKey: string): SessionRecord => ({ ...identity('u1', 0), lastSeenAt: 0, accessKey, stashedAdmin: null });

describe('access token', () => {
  const now = Date.UTC(2026, 0, 15);
  const session = record('key-one');
  const token = issueAccessToken('session-a', session, now);

  it('is valid only with the session it was issued for', () => {
    expect(isAccessTokenValid(token, 'session-a', session, now)).toBe(true);
    expect(isAccessTokenValid(token, 'session-b', session, now)).toBe(false);
    expect(isAccessTokenValid(token, 'session-a', record('key-two'), now)).toBe(false);
  });

  it(`expires after ${ACCESS_TOKEN_SECONDS} seconds`, () => {
    expect(isAccessTokenValid(token, 'session-a', session, now + ACCESS_TOKEN_SECONDS * 1000 - 1)).toBe(true);
    expect(isAccessTokenValid(token, 'session-a', session, now + ACCESS_TOKEN_SECONDS * 1000)).toBe(false);
  });

  it('refuses tampered and malformed values', () => {
    const [expiry, mac] = token.split('.');
    const later = (parseInt(expiry!, 36) + 1_000_000).toString(36);
    expect(isAccessTokenValid(`${later}.${mac}`, 'session-a', session, now)).toBe(false);
    for (const bad of [undefined, 42, '', 'abc', `${token}.x`, `${expiry}.`, 'ZZ.abc']) {
      expect(isAccessTokenValid(bad, 'session-a', session, now)).toBe(false);
    }
  });

  it('does not contain the session id', () => {
    expect(token).not.toContain('session-a');
  });
});
