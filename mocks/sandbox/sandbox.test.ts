import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '@contract/downstream/common';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { createWorld } from '@mocks/world/world';
import { startSandbox, type RunningSandbox } from './sandbox';
import { createTestSigner, type TestSigner } from './test-signer';

let running: RunningSandbox;
let signer: TestSigner;
const world = createWorld({ seed: 9, now: Date.UTC(2026, 0, 15) });

beforeAll(async () => {
  signer = await createTestSigner(Date.now);
  running = await startSandbox({ world, verifyKey: signer.verifyKey });
});
afterAll(() => running.close());

describe('startSandbox', () => {
  it('serves each service on its own port over HTTP', async () => {
    expect(new Set(Object.values(running.urls)).size).toBe(SERVICES.length);
    for (const service of SERVICES) {
      const answer = await fetch(`${running.urls[service]}/v1/health`);
      expect(await answer.json()).toEqual({ status: 'ok', service });
    }
    expect(running.world).toBe(world);
  });

  it('verifies demo credentials over HTTP once started', async () => {
    const token = await signer.sign({ aud: 'identity' });
    const answer = await fetch(`${running.urls.identity}/v1/credentials/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'li@demo.tezgah.dev', password: DEMO_PASSWORD, realm: 'seller' }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: { companyId: number } }).user.companyId).toBe(1003);
  });

  it('answers JSON 404 for unknown paths', async () => {
    const answer = await fetch(`${running.urls.accounting}/nothing-here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: 'not_found' });
  });
});
