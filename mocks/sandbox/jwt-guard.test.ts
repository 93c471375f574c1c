import { describe, expect, it } from 'vitest';
import { JWT_ISSUER, JWT_MAX_TTL_SECONDS } from '@contract/downstream/common';
import { sandboxPerFile } from './sandbox-per-file';
import { createTestSigner, unsignedToken } from './test-signer';

let clock = Date.UTC(2026, 0, 15, 9, 0, 0);
const now = () => clock;
const file = sandboxPerFile(now, { seed: 1 });

const marketplaces = (token?: string) =>
  file.sandbox().apps.marketplace.request('/v1/marketplaces', token ? { headers: { authorization: `Bearer ${token}` } } : {});

async function expectRefused(token: string | undefined) {
  const answer = await marketplaces(token);
  expect(answer.status).toBe(401);
  const body = (await answer.json()) as { error: string; message: string };
  expect(body.error).toBe('unauthorized');
  expect(body.message).not.toBe('');
}

describe('sandbox JWT guard', () => {
  it('answers health without a token', async () => {
    for (const service of ['identity', 'marketplace', 'logistics', 'accounting'] as const) {
      const answer = await file.sandbox().apps[service].request('/v1/health');
      expect(await answer.json()).toEqual({ status: 'ok', service });
    }
  });

  it('accepts a well-formed token for the service', async () => {
    const answer = await marketplaces(await file.signer().sign({ aud: 'marketplace' }));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { items: unknown[] }).items).toHaveLength(5);
  });

  it('refuses a missing token and alg none', async () => {
    await expectRefused(undefined);
    const iat = Math.floor(clock / 1000);
    await expectRefused(unsignedToken({ iss: JWT_ISSUER, aud: 'marketplace', sub: 'x', role: 'service', iat, exp: iat + 60 }));
  });

  it('refuses a wrong audience or issuer', async () => {
    await expectRefused(await file.signer().sign({ aud: 'identity' }));
    await expectRefused(await file.signer().sign({ aud: 'marketplace', iss: 'someone-else' }));
  });

  it('refuses an expired token by the sandbox clock', async () => {
    const token = await file.signer().sign({ aud: 'marketplace', ttlSeconds: 60 });
    expect((await marketplaces(token)).status).toBe(200);
    clock += 61_000;
    await expectRefused(token);
  });

  it('refuses a token that lives longer than the maximum', async () => {
    await expectRefused(await file.signer().sign({ aud: 'marketplace', ttlSeconds: JWT_MAX_TTL_SECONDS + 1 }));
    expect((await marketplaces(await file.signer().sign({ aud: 'marketplace', ttlSeconds: JWT_MAX_TTL_SECONDS }))).status).toBe(200);
  });

  it('refuses a token signed by another key', async () => {
    const stranger = await createTestSigner(now);
    await expectRefused(await stranger.sign({ aud: 'marketplace' }));
  });

  it('guards the not-yet-built services and answers JSON 404 inside them', async () => {
    const bare = await file.sandbox().apps.logistics.request('/v1/holidays');
    expect(bare.status).toBe(401);
    const token = await file.signer().sign({ aud: 'logistics' });
    const answer = await file.sandbox().apps.logistics.request('/v1/holidays', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: 'not_found' });
  });
});
