import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { createSandbox, type Sandbox } from './sandbox';
import { serviceClient } from './test-client';
import { createTestSigner, type TestSigner } from './test-signer';

const MINUTE = 60_000;
let clock = 0;
let signer: TestSigner;
let sandbox: Sandbox;

const call = serviceClient({ app: () => sandbox.apps.identity, signer: () => signer, aud: 'identity', base: '' });

const verify = (email: string, password: string, realm: string) => call('/v1/credentials/verify', { body: { email, password, realm } });
const resetUrl = 'http://portal.test/reset-password';
const tokenFromOutbox = async () => {
  const { body } = await call('/v1/outbox', { token: null });
  const items = body.items as { link: string }[];
  return new URL(items.at(-1)!.link).searchParams.get('token')!;
};

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 9, 0, 0);
  signer = await createTestSigner(() => clock);
  sandbox = createSandbox({ seed: 3, now: () => clock, verifyKey: signer.verifyKey });
  await sandbox.credentials.ready;
});

describe('identity credentials', () => {
  it('keeps only scrypt hashes of the demo passwords', () => {
    const hash = sandbox.credentials.hashOf('usr-ayse')!;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain(DEMO_PASSWORD);
    expect(sandbox.credentials.hashOf('usr-omar')).not.toBe(hash);
  });

  it('verifies a right password in the right realm', async () => {
    const answer = await verify('AYSE@demo.tezgah.dev', DEMO_PASSWORD, 'seller');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: 'usr-ayse', kind: 'seller', companyId: 1001 });
    expect((await verify('admin@demo.tezgah.dev', DEMO_PASSWORD, 'staff')).status).toBe(200);
    expect((await verify('editor@demo.tezgah.dev', DEMO_PASSWORD, 'staff')).status).toBe(200);
  });

  it('answers an unknown e-mail, a wrong password and a wrong realm identically', async () => {
    const unknown = await verify('nobody@demo.tezgah.dev', DEMO_PASSWORD, 'seller');
    const wrong = await verify('ayse@demo.tezgah.dev', 'Wrong-Pass1', 'seller');
    const realm = await verify('admin@demo.tezgah.dev', DEMO_PASSWORD, 'seller');
    const sellerOnStaff = await verify('ayse@demo.tezgah.dev', DEMO_PASSWORD, 'staff');
    expect(unknown).toEqual({ status: 401, body: { error: 'invalid_credentials', message: 'E-mail or password is invalid.' } });
    expect(wrong).toEqual(unknown);
    expect(realm).toEqual(unknown);
    expect(sellerOnStaff).toEqual(unknown);
  });

  it('refuses a body its schema refuses with 400 naming the fields, before looking the account up', async () => {
    expect(await verify('ayse', DEMO_PASSWORD, 'admin')).toEqual({
      status: 400,
      body: { error: 'bad_request', message: 'Invalid fields: email, realm.', fields: { email: 'validation.emailInvalid', realm: 'validation.required' } },
    });
    expect((await call('/v1/credentials/verify', { body: { email: 'ayse@demo.tezgah.dev' } })).body.fields).toEqual({
      password: 'validation.passwordRequired',
      realm: 'validation.required',
    });
  });

  it('lets only the BFF itself verify credentials', async () => {
    const answer = await call('/v1/credentials/verify', {
      body: { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD, realm: 'seller' },
      token: { role: 'seller', companyId: 1001, sub: 'usr-ayse' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('identity registration and companies', () => {
  it('registers a seller that can then sign in, and refuses the same e-mail', async () => {
    const created = await call('/v1/users', { body: { email: 'nur@shop.test', password: 'Strong-Pass1', name: 'Nur Ak' } });
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({ name: 'Nur Ak', ownerUserId: (created.body.user as { id: string }).id });
    expect((await verify('nur@shop.test', 'Strong-Pass1', 'seller')).status).toBe(200);
    expect((await call('/v1/users', { body: { email: 'nur@shop.test', password: 'Strong-Pass1', name: 'X' } })).body.error).toBe('email_in_use');
    expect((await call('/v1/users', { body: { email: 'weak@shop.test', password: 'short', name: 'X' } })).body.error).toBe('weak_password');
  });

  it('scopes company and user reads to the seller company', async () => {
    const seller = { role: 'seller' as const, companyId: 1001, sub: 'usr-ayse' };
    expect((await call('/v1/companies/1001', { token: seller })).status).toBe(200);
    expect((await call('/v1/companies/1002', { token: seller })).status).toBe(403);
    expect((await call('/v1/users/usr-omar', { token: seller })).status).toBe(403);
    expect((await call('/v1/users/usr-ayse', { token: seller })).status).toBe(200);
    expect((await call('/v1/companies', { token: seller })).status).toBe(403);
    const admin = { role: 'admin' as const, sub: 'usr-admin' };
    expect((await call('/v1/companies/1002', { token: admin })).status).toBe(200);
    const list = await call('/v1/companies?q=gulf&limit=5', { token: admin });
    expect(list.body).toMatchObject({ total: 1, items: [{ id: 1002 }] });
  });
});

describe('identity password resets', () => {
  it('accepts unknown e-mails with 202 and limits every e-mail to one request per 15 minutes', async () => {
    expect((await call('/v1/password-resets', { body: { email: 'ghost@nowhere.test', resetUrl } })).status).toBe(202);
    expect((await call('/v1/password-resets', { body: { email: 'ghost@nowhere.test', resetUrl } })).body.error).toBe('reset_timeout');
    expect((await call('/v1/password-resets', { body: { email: 'ayse@demo.tezgah.dev', resetUrl } })).status).toBe(202);
    clock += 14 * MINUTE;
    expect((await call('/v1/password-resets', { body: { email: 'ayse@demo.tezgah.dev', resetUrl } })).status).toBe(429);
    clock += MINUTE;
    expect((await call('/v1/password-resets', { body: { email: 'ayse@demo.tezgah.dev', resetUrl } })).status).toBe(202);
    const outbox = await call('/v1/outbox', { token: null });
    expect((outbox.body.items as { to: string }[]).map((mail) => mail.to)).toEqual(['ayse@demo.tezgah.dev', 'ayse@demo.tezgah.dev']);
  });

  it('refuses a reset asked without an e-mail or with a link that is not http(s), naming the fields', async () => {
    const refused = await call('/v1/password-resets', { body: { email: 'not-an-email', resetUrl: 'javascript:alert(1)' } });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'bad_request',
        message: 'Invalid fields: email, resetUrl.',
        fields: { email: 'validation.emailInvalid', resetUrl: 'validation.replyUrlInvalid' },
      },
    });
    expect((await call('/v1/outbox', { token: null })).body.items).toEqual([]);
  });

  it('completes once with the mailed link and changes the password', async () => {
    await call('/v1/password-resets', { body: { email: 'omar@demo.tezgah.dev', resetUrl } });
    const token = await tokenFromOutbox();
    expect((await call(`/v1/password-resets/${token}`)).body.valid).toBe(true);
    expect((await call(`/v1/password-resets/${token}/complete`, { body: { password: 'weak' } })).body.error).toBe('weak_password');
    expect(await call(`/v1/password-resets/${token}/complete`, { body: { password: 'Brand-New1' } })).toEqual({ status: 200, body: { userId: 'usr-omar' } });
    expect((await call(`/v1/password-resets/${token}/complete`, { body: { password: 'Brand-New2' } })).status).toBe(410);
    expect((await verify('omar@demo.tezgah.dev', 'Brand-New1', 'seller')).status).toBe(200);
    expect((await verify('omar@demo.tezgah.dev', DEMO_PASSWORD, 'seller')).status).toBe(401);
  });

  it('refuses a link after 15 minutes', async () => {
    await call('/v1/password-resets', { body: { email: 'li@demo.tezgah.dev', resetUrl } });
    const token = await tokenFromOutbox();
    clock += 15 * MINUTE;
    expect((await call(`/v1/password-resets/${token}`)).body.valid).toBe(false);
    expect((await call(`/v1/password-resets/${token}/complete`, { body: { password: 'Brand-New1' } })).body.error).toBe('reset_invalid');
  });
});
