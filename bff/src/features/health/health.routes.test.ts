import { createApp } from '../../app';
import { readConfig } from '../../config';
import { manualClock } from '../../lib/clock';
import { MemoryStore } from '../../lib/memory-store';
import type { Transport } from '../../lib/downstream-transport';
import { TokenSigner } from '../../lib/token-signer';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

async function appWith(transport: Transport, store = new MemoryStore()) {
  const clock = manualClock();
  return createApp({
    config: readConfig({ SANDBOX: '1' }),
    store,
    signer: await TokenSigner.create({ privateJwk: null, clock }),
    transport,
    clock,
    logSink: () => {},
  });
}

describe('health', () => {
  let h: Harness;
  harnessPerFile((harness) => {
    h = harness;
  });

  it('/healthz answers while the process is up', async () => {
    const app = await appWith({ send: () => Promise.reject(new Error('down')), close: async () => {} });
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the store and every downstream /v1/health', async () => {
    const response = await h.app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { store: true, identity: true, marketplace: true, logistics: true, accounting: true, audit: true },
    });
  });

  it('/readyz answers 503 naming what is down', async () => {
    const app = await appWith({
      send: async (service) =>
        service === 'logistics' ? Promise.reject(new Error('refused')) : { status: 200, text: JSON.stringify({ status: 'ok', service }) },
      close: async () => {},
    });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect((await response.json()).checks).toEqual({ store: true, identity: true, marketplace: true, logistics: false, accounting: true, audit: true });

    const brokenStore = new MemoryStore();
    brokenStore.ping = () => Promise.reject(new Error('no store'));
    const noStore = await appWith(
      { send: async (service) => ({ status: 200, text: JSON.stringify({ status: 'ok', service }) }), close: async () => {} },
      brokenStore,
    );
    const answer = await noStore.request('/readyz');
    expect(answer.status).toBe(503);
    expect((await answer.json()).checks.store).toBe(false);
  });

  it('/.well-known/jwks.json publishes the public key only', async () => {
    const response = await h.app.request('/.well-known/jwks.json');
    expect(response.status).toBe(200);
    const { keys } = await response.json();
    expect(keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', kid: h.signer.keyId, alg: 'ES256', use: 'sig' })]);
    expect(Object.keys(keys[0]).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  });
});
