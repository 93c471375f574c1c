import { isResetLinkValid, mayRequestReset, resetLinkExpiresAt } from './password-reset.rules';

const MINUTE = 60_000;

describe('password reset rules', () => {
  it('keeps a link valid for 15 minutes', () => {
    expect(resetLinkExpiresAt(0)).toBe(15 * MINUTE);
    expect(isResetLinkValid(0, 15 * MINUTE - 1)).toBe(true);
    expect(isResetLinkValid(0, 15 * MINUTE)).toBe(false);
  });

  it('allows one reset request per 15 minutes', () => {
    expect(mayRequestReset(null, 0)).toBe(true);
    expect(mayRequestReset(0, 14 * MINUTE)).toBe(false);
    expect(mayRequestReset(0, 15 * MINUTE)).toBe(true);
  });
});
