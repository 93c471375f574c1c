/** Password reset rules (spec §4, §5, §9): a link lives 15 minutes; one reset per 15 minutes per account. */
import { PASSWORD_RESET_INTERVAL_MINUTES, PASSWORD_RESET_LINK_MINUTES } from '../constants';

const MINUTE = 60_000;

export function resetLinkExpiresAt(issuedAt: number): number {
  return issuedAt + PASSWORD_RESET_LINK_MINUTES * MINUTE;
}

export function isResetLinkValid(issuedAt: number, now: number): boolean {
  return now < resetLinkExpiresAt(issuedAt);
}

/** A new reset may be asked for when none was asked for in the last 15 minutes. */
export function mayRequestReset(lastRequestedAt: number | null, now: number): boolean {
  return lastRequestedAt === null || now - lastRequestedAt >= PASSWORD_RESET_INTERVAL_MINUTES * MINUTE;
}
