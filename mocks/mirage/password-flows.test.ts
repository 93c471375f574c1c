import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import type { LoginResponse, ResetTokenStatus } from '@contract/api/session';
import type { DevOutboxResponse } from '@contract/api/dev-outbox';
import { startMirage, type RunningMirage } from './server';
import { api } from './test-client';

const MINUTE = 60_000;
let clock = 0;
let mirage: RunningMirage;

beforeEach(() => {
  localStorage.clear();
  clock = Date.UTC(2026, 0, 15, 9, 0, 0);
  mirage = startMirage({ scenario: 'default', environment: 'test', now: () => clock });
});
afterEach(() => mirage.shutdown());

const latestToken = async () => {
  const { body } = await api<DevOutboxResponse>(API.devOutbox);
  return new URL(body.items.at(-1)!.link!).searchParams.get('token')!;
};

describe('Mirage password reset', () => {
  it('mails a link, allows one request per 15 minutes and sets the new password once', async () => {
    expect((await api(API.forgotPassword, { body: { email: 'ayse@demo.tezgah.dev' } })).status).toBe(202);
    expect((await api(API.forgotPassword, { body: { email: 'ayse@demo.tezgah.dev' } })).body).toMatchObject({ code: 'resetTimeout' });
    expect((await api(API.forgotPassword, { body: { email: 'ghost@nowhere.test' } })).status).toBe(202);
    const token = await latestToken();
    expect((await api<DevOutboxResponse>(API.devOutbox)).body.items).toHaveLength(1);
    expect((await api<ResetTokenStatus>(`${API.resetPassword}/${token}`)).body.valid).toBe(true);
    const mismatch = await api(API.resetPassword, { body: { token, password: 'Brand-New1', confirmPassword: 'Other-New1' } });
    expect(mismatch.body).toMatchObject({ code: 'validation', fields: { confirmPassword: 'validation.passwordsMustMatch' } });
    await api(API.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: 'Tezgah2026!' } });
    expect((await api(API.resetPassword, { body: { token, password: 'Brand-New1', confirmPassword: 'Brand-New1' } })).status).toBe(204);
    expect((await api(API.me)).status).toBe(401);
    expect((await api(API.resetPassword, { body: { token, password: 'Brand-New2', confirmPassword: 'Brand-New2' } })).body).toMatchObject({ code: 'resetFailed' });
    expect((await api<LoginResponse>(API.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: 'Brand-New1' } })).status).toBe(200);
    clock += 15 * MINUTE;
    expect((await api(API.forgotPassword, { body: { email: 'ayse@demo.tezgah.dev' } })).status).toBe(202);
  });

  it('refuses a link after 15 minutes', async () => {
    await api(API.forgotPassword, { body: { email: 'omar@demo.tezgah.dev' } });
    const token = await latestToken();
    clock += 15 * MINUTE;
    expect((await api<ResetTokenStatus>(`${API.resetPassword}/${token}`)).body.valid).toBe(false);
    expect((await api(API.resetPassword, { body: { token, password: 'Brand-New1', confirmPassword: 'Brand-New1' } })).status).toBe(410);
  });
});

describe('Mirage sign-up', () => {
  it('registers a seller, signs them in and refuses the same e-mail', async () => {
    const created = await api<LoginResponse>(API.register, { body: { email: 'nur@shop.test', password: 'Strong-Pass1', name: 'Nur Ak' } });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ userRole: 'user', first_name: 'Nur', companyName: 'Nur Ak', counts: { activeProducts: 0 } });
    expect((await api(API.register, { body: { email: 'nur@shop.test', password: 'Strong-Pass1', name: 'X' } })).body).toMatchObject({ code: 'emailInUse' });
    expect((await api(API.register, { body: { email: 'x@shop.test', password: 'Strong-Pass1', name: '' } })).body)
      .toMatchObject({ code: 'nameRequired', fields: { name: 'validation.nameRequired' } });
    expect((await api(API.loginUser, { body: { email: 'nur@shop.test', password: 'Strong-Pass1' } })).status).toBe(200);
  });
});
