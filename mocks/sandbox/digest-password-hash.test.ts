import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { digestHasher } from './digest-password-hash';
import { scryptHasher } from './password-hash';
import { createSandbox } from './sandbox';
import { createTestSigner } from './test-signer';

describe('digestHasher', () => {
  it('verifies the password it hashed, salted, and nothing else', async () => {
    const first = await digestHasher.hash('Tezgah2026!');
    const second = await digestHasher.hash('Tezgah2026!');
    expect(first).toMatch(/^sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await digestHasher.verify(first, 'Tezgah2026!')).toBe(true);
    expect(await digestHasher.verify(first, 'Tezgah2026?')).toBe(false);
    expect(await digestHasher.verify('sha256$broken', 'Tezgah2026!')).toBe(false);
    expect(await digestHasher.verify(await scryptHasher.hash('Tezgah2026!'), 'Tezgah2026!')).toBe(false);
  });
});

describe('createSandbox with passwordHasher', () => {
  it('keeps the demo passwords and new ones with the hasher it was given', async () => {
    const signer = await createTestSigner(Date.now);
    const sandbox = createSandbox({ seed: 3, verifyKey: signer.verifyKey, passwordHasher: digestHasher });
    await sandbox.credentials.ready;
    expect(sandbox.credentials.hashOf('usr-ayse')).toMatch(/^sha256\$/);
    expect(await sandbox.credentials.verify('usr-ayse', DEMO_PASSWORD)).toBe(true);
    expect(await sandbox.credentials.verify(undefined, DEMO_PASSWORD)).toBe(false);
    expect(() => sandbox.credentials.setHash('usr-ayse', 'scrypt$16384$8$1$a$b')).toThrow(/sha256/);

    const token = await signer.sign({ aud: 'identity' });
    const answer = await sandbox.apps.identity.request('/v1/credentials/verify', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD, realm: 'seller' }),
    });
    expect(answer.status).toBe(200);
  });
});
