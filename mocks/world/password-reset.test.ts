import { describe, expect, it } from 'vitest';
import { createWorld } from './world';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from './password-reset';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const MINUTE = 60_000;
const options = { resetUrl: 'http://portal.test/reset-password' };

describe('password reset over the world', () => {
  it('mails a 15-minute single-use link to a known account', () => {
    const world = createWorld({ now: NOW });
    const result = requestPasswordReset(world, 'Ayse@demo.tezgah.dev', NOW, { ...options, newToken: () => 'tok-1' });
    expect(result).toMatchObject({ status: 'accepted', mail: { to: 'ayse@demo.tezgah.dev', link: 'http://portal.test/reset-password?token=tok-1' } });
    expect(world.outbox).toHaveLength(1);
    expect(checkPasswordReset(world, 'tok-1', NOW + 14 * MINUTE)).toEqual({ valid: true, expiresAt: new Date(NOW + 15 * MINUTE).toISOString() });
    expect(checkPasswordReset(world, 'tok-1', NOW + 15 * MINUTE).valid).toBe(false);
    expect(completePasswordReset(world, 'tok-1', NOW + MINUTE)).toEqual({ ok: true, userId: 'usr-ayse' });
    expect(completePasswordReset(world, 'tok-1', NOW + 2 * MINUTE)).toEqual({ ok: false, reason: 'reset_invalid' });
  });

  it('refuses an expired link', () => {
    const world = createWorld({ now: NOW });
    requestPasswordReset(world, 'omar@demo.tezgah.dev', NOW, { ...options, newToken: () => 'tok-2' });
    expect(completePasswordReset(world, 'tok-2', NOW + 16 * MINUTE)).toEqual({ ok: false, reason: 'reset_invalid' });
    expect(checkPasswordReset(world, 'unknown', NOW)).toEqual({ valid: false, expiresAt: null });
  });

  it('allows one request per 15 minutes per e-mail, known or not, and mails nothing for unknown ones', () => {
    const world = createWorld({ now: NOW });
    expect(requestPasswordReset(world, 'ghost@nowhere.test', NOW, options)).toEqual({ status: 'accepted', mail: null });
    expect(requestPasswordReset(world, 'ghost@nowhere.test', NOW + 5 * MINUTE, options)).toEqual({ status: 'timeout' });
    expect(requestPasswordReset(world, 'li@demo.tezgah.dev', NOW, options).status).toBe('accepted');
    expect(requestPasswordReset(world, 'li@demo.tezgah.dev', NOW + 14 * MINUTE, options).status).toBe('timeout');
    expect(requestPasswordReset(world, 'li@demo.tezgah.dev', NOW + 15 * MINUTE, options).status).toBe('accepted');
    expect(world.outbox.map((mail) => mail.to)).toEqual(['li@demo.tezgah.dev', 'li@demo.tezgah.dev']);
  });
});
