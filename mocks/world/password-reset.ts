/**
 * Password resets over the world (spec §4, §5): one request per e-mail per 15 minutes, a link valid 15 minutes,
 * single use. Unknown e-mails are answered like known ones (no account discovery) but get no mail.
 */
import type { OutboxMail } from '@contract/downstream/identity';
import { PASSWORD_RESET_LINK_MINUTES } from '@contract/constants';
import { isResetLinkValid, mayRequestReset, resetLinkExpiresAt } from '@contract/auth/password-reset.rules';
import { findUserByEmail, normalizeEmail } from './lookups';
import type { World } from './world';

export type ResetRequestResult = { status: 'accepted'; mail: OutboxMail | null } | { status: 'timeout' };

export interface ResetRequestOptions {
  /** The page that completes the reset; the mailed link is `${resetUrl}?token=…`. */
  resetUrl: string;
  newToken?: () => string;
}

/** 32 random bytes, hex. Uses Web Crypto so it runs in the page (dev:mock, Storybook) and in Node. */
export function randomResetToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function resetLink(resetUrl: string, token: string): string {
  return `${resetUrl}${resetUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export function requestPasswordReset(world: World, email: string, now: number, options: ResetRequestOptions): ResetRequestResult {
  const key = normalizeEmail(email);
  if (!mayRequestReset(world.resetRequests[key] ?? null, now)) return { status: 'timeout' };
  world.resetRequests[key] = now;
  const user = findUserByEmail(world, email);
  if (!user) return { status: 'accepted', mail: null };
  const token = (options.newToken ?? randomResetToken)();
  world.resetTokens[token] = { userId: user.id, email: user.email, issuedAt: now, usedAt: null };
  const link = resetLink(options.resetUrl, token);
  const mail: OutboxMail = {
    to: user.email,
    subject: 'Reset your tezgah password',
    body: `Hello ${user.firstName},\n\nOpen this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    link,
    sentAt: new Date(now).toISOString(),
  };
  world.outbox.push(mail);
  return { status: 'accepted', mail };
}

export interface ResetStatus {
  valid: boolean;
  expiresAt: string | null;
}

export function checkPasswordReset(world: World, token: string, now: number): ResetStatus {
  const record = Object.hasOwn(world.resetTokens, token) ? world.resetTokens[token] : undefined;
  if (!record) return { valid: false, expiresAt: null };
  const valid = record.usedAt === null && isResetLinkValid(record.issuedAt, now);
  return { valid, expiresAt: new Date(resetLinkExpiresAt(record.issuedAt)).toISOString() };
}

export type CompleteResetResult = { ok: true; userId: string } | { ok: false; reason: 'reset_invalid' };

/** Uses the token up, and every other open token of the same account with it. The caller stores the new password. */
export function completePasswordReset(world: World, token: string, now: number): CompleteResetResult {
  if (!checkPasswordReset(world, token, now).valid) return { ok: false, reason: 'reset_invalid' };
  const { userId } = world.resetTokens[token]!;
  for (const record of Object.values(world.resetTokens)) {
    if (record.userId === userId && record.usedAt === null) record.usedAt = now;
  }
  return { ok: true, userId };
}
